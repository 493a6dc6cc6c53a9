package dev.idgen.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.InvalidIdRequestException;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The serial's period follows the calendar fields a format's date names, and every date that could
 * give two periods the same text is refused when the format is parsed (issue #28).
 */
class SerialPeriodTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
            "INV{serial:6}                      | NEVER",
            "INV{date:yyyy}{serial:6}           | YEAR",
            "INV{date:uuuu}-{serial:6}          | YEAR",
            "INV{date:yyyyMM}{serial:5}         | MONTH",
            "INV{date:yyyy-MM}/{serial:5}       | MONTH",
            "INV{date:yyyy}-{date:MM}{serial:5} | MONTH",
            "W{date:YYYYww}{serial:5}           | WEEK",
            "W{date:YYYY}W{date:ww}{serial:5}   | WEEK",
            "ORD{date:yyyyMMdd}{serial:6}       | DAY",
            "ORD{date:yyyyDDD}{serial:6}        | DAY",
    })
    void thePeriodIsWhatTheDateNames(String pattern, SerialPeriod period) {
        assertThat(IdFormat.parse(pattern).serialPeriod()).isEqualTo(period);
        assertThat(IdFormat.parse(pattern).hasDate()).isEqualTo(period != SerialPeriod.NEVER);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            // pattern                        | the field named             | the fix
            "INV{date:MMdd}{serial:4}         | the date has no year        | {date:yyyyMMdd}",
            "INV{date:dd}{serial:4}           | the date has no year        | {date:yyyyMMdd}",
            "INV{date:MM}{serial:4}           | the date has no year        | {date:yyyyMM}",
            "INV{date:DDD}{serial:4}          | the date has no year        | {date:yyyyDDD}",
            "INV{date:yyyydd}{serial:4}       | a day of month but no month | {date:yyyyMMdd}",
            "INV{date:YYYYMMdd}{serial:4}     | mixes ISO week fields       | {date:yyyyMMdd}",
            "INV{date:YYYY}{serial:4}         | YYYY is the ISO week-based year | {date:YYYYww}",
            "INV{date:yyyyww}{serial:4}       | mixes ISO week fields       | {date:YYYYww}",
            "INV{date:ww}{serial:4}           | the week has no week-based year | {date:YYYYww}",
            "INV{date:yyMMdd}{serial:4}       | 'yy' is a two-digit year    | write yyyy",
            "INV{date:YYww}{serial:4}         | 'YY' is a two-digit week-based year | write YYYY",
            "INV{date:yyyyMMddHH}{serial:4}   | 'HH' is a time-of-day field | {date:yyyyMMdd}",
            "INV{date:yyyyMMddmm}{serial:4}   | 'mm' is a time-of-day field | {date:yyyyMMdd}",
            "INV{date:yyyyMMddss}{serial:4}   | 'ss' is a time-of-day field | {date:yyyyMMdd}",
            "INV{date:yyyyMMdda}{serial:4}    | 'a' is a time-of-day field  | {date:yyyyMMdd}",
            "INV{date:Gyyyy}{serial:4}        | 'G' is the era              | remove it",
            "INV{date:yyyyMMddZ}{serial:4}    | 'Z' is a time zone          | remove it",
            "INV{date:yyyyMMddVV}{serial:4}   | 'VV' is a time zone         | remove it",
            "INV{date:yyyyMMddE}{serial:4}    | 'E' is not a field          | use yyyy",
            "INV{date:yyyyQ}{serial:4}        | 'Q' is not a field          | use yyyy",
            "INV{date:yyyy[MM]}{serial:4}     | optional sections           | every id has all its fields",
            "INV{date:-}{serial:4}            | the date has no year        | {date:yyyy}",
    })
    void aDateThatCouldRepeatANumberIsRefusedNamingTheFieldAndTheFix(String pattern, String field, String fix) {
        assertThatThrownBy(() -> IdFormat.parse(pattern)).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageStartingWith("id format '" + pattern + "'").hasMessageContaining(field).hasMessageContaining(fix);
    }

    @Test
    void theWeekBasedYearWithoutTheWeekWouldRepeatAcrossYears() {
        // why YYYYMMdd is refused: the same text on two days a year apart
        java.time.format.DateTimeFormatter unsafe = java.time.format.DateTimeFormatter.ofPattern("YYYYMMdd",
                java.util.Locale.ROOT);
        assertThat(unsafe.format(LocalDate.of(2021, 12, 26))).isEqualTo(unsafe.format(LocalDate.of(2022, 12, 26)));
    }

    @Test
    void weeksAreIsoWeeksInEveryLocale() {
        IdFormat weekly = IdFormat.parse("W{date:YYYYww}{serial:3}");
        // 2021-01-03 (a Sunday) is in ISO week 53 of 2020; 2021-01-04 (Monday) starts week 1 of 2021
        assertThat(weekly.format(IdFormat.values().date(LocalDate.of(2021, 1, 3)).serial(1))).isEqualTo("W202053001");
        assertThat(weekly.format(IdFormat.values().date(LocalDate.of(2021, 1, 4)).serial(1))).isEqualTo("W202101001");
        assertThat(weekly.format(IdFormat.values().date(LocalDate.of(2024, 12, 30)).serial(1))).isEqualTo("W202501001");
    }

    @Test
    void everyDayOfAPeriodHasTheTextOfItsFirstDayAndNoOtherPeriodHasIt() {
        LocalDate from = LocalDate.of(2019, 12, 1);
        LocalDate to = LocalDate.of(2027, 1, 31);
        for (String pattern : new String[] {"{date:yyyy}{serial:1}", "{date:yyyyMM}{serial:1}", "{date:YYYYww}{serial:1}",
                "{date:yyyyMMdd}{serial:1}", "{date:yyyyDDD}{serial:1}"}) {
            IdFormat f = IdFormat.parse(pattern);
            SerialPeriod p = f.serialPeriod();
            java.util.Map<String, LocalDate> startOfText = new java.util.HashMap<>();
            for (LocalDate d = from; !d.isAfter(to); d = d.plusDays(1)) {
                String text = f.format(IdFormat.values().date(d).serial(0));
                assertThat(text).as(pattern + " on " + d + " and on the first day of its period")
                        .isEqualTo(f.format(IdFormat.values().date(p.start(d)).serial(0)));
                LocalDate before = startOfText.putIfAbsent(text, p.start(d));
                assertThat(before == null || before.equals(p.start(d))).as(pattern + ": " + text + " names one period only, "
                        + "was " + before + " and " + p.start(d)).isTrue();
            }
        }
    }

    @Test
    void idsOfEveryPeriodReadBack() {
        IdFormat weekly = IdFormat.parse("W{date:YYYYww}{serial:3}");
        FormattedId w = weekly.read("W202053007");
        assertThat(w.serial()).isEqualTo(7);
        assertThat(w.date()).as("a week names no single day").isNull();
        assertThatThrownBy(() -> weekly.read("W202054007")).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("a date as YYYYww");
        assertThatThrownBy(() -> weekly.read("W202153007")).as("2021 has 52 ISO weeks").hasMessageContaining("a date as YYYYww");
        assertThat(weekly.read("W202152007").serial()).isEqualTo(7);
        IdFormat monthly = IdFormat.parse("INV{date:yyyyMM}{serial:5}");
        assertThat(monthly.read("INV20240100042").serial()).isEqualTo(42);
        assertThatThrownBy(() -> monthly.read("INV20241300042")).hasMessageContaining("a date as yyyyMM");
        assertThat(IdFormat.parse("D{date:yyyyDDD}{serial:2}").read("D202436601").date()).isEqualTo(LocalDate.of(2024, 12, 31));
    }

    @Test
    void theFirstDayOfEachPeriod() {
        LocalDate d = LocalDate.of(2024, 5, 16); // a Thursday
        assertThat(SerialPeriod.YEAR.start(d)).isEqualTo(LocalDate.of(2024, 1, 1));
        assertThat(SerialPeriod.MONTH.start(d)).isEqualTo(LocalDate.of(2024, 5, 1));
        assertThat(SerialPeriod.WEEK.start(d)).isEqualTo(LocalDate.of(2024, 5, 13));
        assertThat(SerialPeriod.WEEK.start(LocalDate.of(2024, 5, 13))).isEqualTo(LocalDate.of(2024, 5, 13));
        assertThat(SerialPeriod.WEEK.start(LocalDate.of(2021, 1, 3))).isEqualTo(LocalDate.of(2020, 12, 28));
        assertThat(SerialPeriod.DAY.start(d)).isEqualTo(d);
        assertThatThrownBy(() -> SerialPeriod.NEVER.start(d)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("NEVER");
    }

    @Test
    void callerPartsAreAsciiOnly() {
        assertThatThrownBy(() -> IdFormat.parse("X{part:régión:2}{serial:3}")).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("ASCII letters or digits");
        IdFormat f = IdFormat.parse("X{part:region:2}{serial:3}");
        assertThat(f.format(IdFormat.values().part("region", "EU").serial(1))).isEqualTo("XEU001");
        // 'É' is a letter to Character.isLetterOrDigit, and two bytes in UTF-8: the id would lose its fixed length
        assertThatThrownBy(() -> f.format(IdFormat.values().part("region", "ÉU").serial(1)))
                .isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("ASCII letters or digits")
                .hasMessageContaining("'ÉU'");
        assertThatThrownBy(() -> f.format(IdFormat.values().part("region", "Ｅ1").serial(1)))
                .isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("'Ｅ1'");
    }
}
