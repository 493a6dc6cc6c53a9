package dev.idgen.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdExhaustedException;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.InvalidIdRequestException;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class IdFormatTest {

    private final IdFormat orders = IdFormat.parse("ORD{date:yyyyMMdd}{worker:2}{serial:7}{part:region:2}");

    @Test
    void formatsFixedLengthIdsAndReadsThemBack() {
        String id = orders.format(IdFormat.values().date(LocalDate.of(2026, 11, 21)).worker(3).serial(123).part("region", "EU"));
        assertThat(id).isEqualTo("ORD20261121030000123EU").hasSize(orders.length());
        FormattedId parts = orders.read(id);
        assertThat(parts.date()).isEqualTo(LocalDate.of(2026, 11, 21));
        assertThat(parts.worker()).isEqualTo(3);
        assertThat(parts.serial()).isEqualTo(123);
        assertThat(parts.parts()).containsEntry("region", "EU");
        assertThat(orders.maxSerial()).isEqualTo(9_999_999);
    }

    @Test
    void theWidthOfANamedCallerPart() {
        assertThat(orders.partWidth("region")).isEqualTo(2);
        assertThat(orders.partWidth("shop")).isEqualTo(-1);
        assertThat(IdFormat.parse("F{serial:6}").partWidth("region")).isEqualTo(-1);
    }

    @Test
    void aSerialThatWouldOverflowItsWidthIsAnErrorNeverAWrap() {
        IdFormat.Values v = IdFormat.values().date(LocalDate.of(2026, 11, 21)).worker(3).part("region", "EU");
        assertThat(orders.format(v.serial(9_999_999))).endsWith("9999999EU");
        assertThatThrownBy(() -> orders.format(v.serial(10_000_000))).isInstanceOf(IdExhaustedException.class)
                .hasMessageContaining("serial 10000000").hasMessageContaining("7 digits").hasMessageContaining("9999999");
    }

    @Test
    void aTimeOfDayIsRefusedAtParseNotAtTheFirstId() {
        // it used to parse, then fail with UnsupportedTemporalTypeException at the first id made from a date
        assertThatThrownBy(() -> IdFormat.parse("T{date:yyyyMMddHH}-{serial:4}")).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("id format 'T{date:yyyyMMddHH}-{serial:4}'").hasMessageContaining("'HH' is a time-of-day field")
                .hasMessageContaining("{date:yyyyMMdd}");
    }

    @Test
    void badPatternsAreRejectedWithThePosition() {
        assertThatThrownBy(() -> IdFormat.parse("ORD{serial:0}")).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("index 3").hasMessageContaining("N from 1 to 18");
        assertThatThrownBy(() -> IdFormat.parse("ORD{date:yyyyMMMM}")).hasMessageContaining("has letters");
        assertThatThrownBy(() -> IdFormat.parse("ORD{date:yyyyMdd}")).hasMessageContaining("not of fixed width");
        assertThatThrownBy(() -> IdFormat.parse("A{serial:3")).hasMessageContaining("never closed");
        assertThatThrownBy(() -> IdFormat.parse("A{uuid}")).hasMessageContaining("unknown placeholder {uuid}");
        assertThatThrownBy(() -> IdFormat.parse("{serial:3}{serial:4}")).hasMessageContaining("only one {serial:N}");
        assertThatThrownBy(() -> IdFormat.parse("")).hasMessageContaining("must not be empty");
    }

    @Test
    void missingOrBadValuesAreRejected() {
        assertThatThrownBy(() -> orders.format(IdFormat.values().worker(1).serial(1).part("region", "EU")))
                .isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("needs a date");
        assertThatThrownBy(() -> orders.format(IdFormat.values().date(LocalDate.now()).worker(100).serial(1).part("region", "EU")))
                .hasMessageContaining("worker 100 does not fit the 2 digits");
        assertThatThrownBy(() -> orders.format(IdFormat.values().date(LocalDate.now()).worker(1).serial(1).part("region", "EUR")))
                .hasMessageContaining("exactly 2 ASCII letters or digits").hasMessageContaining("was 'EUR'");
    }

    @Test
    void readingSomethingElseSaysWhereItDiffers() {
        assertThatThrownBy(() -> orders.read("ORX20261121030000123EU")).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("expected 'ORD' at index 0");
        assertThatThrownBy(() -> orders.read("ORD20261321030000123EU")).hasMessageContaining("a date as yyyyMMdd at index 3");
        assertThatThrownBy(() -> orders.read("ORD2026")).hasMessageContaining("expected 22 characters, got 7");
    }

    /** The period an id was numbered in, also for dates that name no day (an auditor groups ids by it). */
    @Test
    void periodStartIsTheFirstDayOfTheIdsSerialPeriod() {
        assertThat(IdFormat.parse("F{date:yyyy}-{serial:6}").periodStart("F2024-000012")).isEqualTo(LocalDate.of(2024, 1, 1));
        assertThat(IdFormat.parse("M{date:yyyyMM}{serial:4}").periodStart("M2024020007")).isEqualTo(LocalDate.of(2024, 2, 1));
        assertThat(IdFormat.parse("W{date:YYYYww}{serial:4}").periodStart("W2020530002"))
                .as("ISO week 53 of 2020 starts on Monday 2020-12-28").isEqualTo(LocalDate.of(2020, 12, 28));
        assertThat(IdFormat.parse("D{date:yyyyMMdd}{serial:3}").periodStart("D20240229001")).isEqualTo(LocalDate.of(2024, 2, 29));
        assertThat(IdFormat.parse("R{serial:4}").periodStart("R0042")).isNull();
        assertThatThrownBy(() -> IdFormat.parse("F{date:yyyy}-{serial:6}").periodStart("G2024-000012"))
                .isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("'G2024-000012'");
    }
}
