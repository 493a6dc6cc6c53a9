package dev.idgen.format;

import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.ResolverStyle;
import java.time.format.SignStyle;
import java.time.temporal.IsoFields;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;

/**
 * The date of an {@link IdFormat}: walks a {@code {date:PATTERN}} letter by letter, refuses every
 * field that could let a number repeat or that a date cannot give, records the calendar fields it
 * names, and builds the formatter. Which {@link SerialPeriod} the named fields identify is
 * {@link #period}.
 *
 * <p>Invariant: a pattern this class accepts formats every day of one period to the same text,
 * and days of different periods (of any year from 1 to 9999) to different texts; the week fields
 * are ISO's ({@link IsoFields}), in every locale.
 */
final class DatePattern {

    /** The calendar fields a date pattern may name. */
    enum DateField { YEAR, MONTH, DAY_OF_MONTH, DAY_OF_YEAR, WEEK_BASED_YEAR, WEEK }

    private DatePattern() {
    }

    /**
     * The formatter of {@code date} (the text after {@code date:}), adding the fields it names to
     * {@code named}.
     *
     * @param refuse makes the exception for a reason (the caller adds the pattern and position)
     */
    static DateTimeFormatter formatter(String date, Set<DateField> named,
                                       Function<String, RuntimeException> refuse) {
        DateTimeFormatterBuilder b = new DateTimeFormatterBuilder();
        int i = 0;
        while (i < date.length()) {
            char c = date.charAt(i);
            if (c == '\'') { // quoted literal text; '' is a quote
                int end = date.indexOf('\'', i + 1);
                if (end < 0) {
                    throw refuse.apply("date pattern '" + date + "' has a quote that is never closed");
                }
                b.appendLiteral(end == i + 1 ? "'" : date.substring(i + 1, end));
                i = end + 1;
                continue;
            }
            if (c == '[' || c == ']' || c == '#' || c == '{' || c == '}') {
                throw refuse.apply("date pattern '" + date + "' has '" + c + "': optional sections and reserved "
                        + "characters are not allowed, every id has all its fields");
            }
            if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z')) {
                b.appendLiteral(c);
                i++;
                continue;
            }
            int end = i;
            while (end < date.length() && date.charAt(end) == c) {
                end++;
            }
            letters(b, c, end - i, date, named, refuse);
            i = end;
        }
        return b.toFormatter(Locale.ROOT).withResolverStyle(ResolverStyle.STRICT);
    }

    private static void letters(DateTimeFormatterBuilder b, char c, int count, String date, Set<DateField> named,
                                Function<String, RuntimeException> refuse) {
        String field = String.valueOf(c).repeat(count);
        switch (c) {
            case 'y':
            case 'u':
                if (count == 2) {
                    throw refuse.apply("'" + field + "' is a two-digit year: the numbers of 2024 would come again in "
                            + "2124; write yyyy");
                }
                named.add(DateField.YEAR);
                b.appendPattern("u".repeat(count)); // the proleptic year: no era, so year 0 and 1 BC never meet
                return;
            case 'M':
            case 'L':
                named.add(DateField.MONTH);
                b.appendPattern(field);
                return;
            case 'd':
                named.add(DateField.DAY_OF_MONTH);
                b.appendPattern(field);
                return;
            case 'D':
                named.add(DateField.DAY_OF_YEAR);
                b.appendPattern(field);
                return;
            case 'Y':
                if (count == 2) {
                    throw refuse.apply("'" + field + "' is a two-digit week-based year: its numbers would come again "
                            + "in 100 years; write YYYY");
                }
                named.add(DateField.WEEK_BASED_YEAR);
                // ISO's week-based year, not the locale's: the period's weeks are ISO weeks
                b.appendValue(IsoFields.WEEK_BASED_YEAR, count, 10, count == 4 ? SignStyle.EXCEEDS_PAD : SignStyle.NORMAL);
                return;
            case 'w':
                named.add(DateField.WEEK);
                if (count == 1) {
                    b.appendValue(IsoFields.WEEK_OF_WEEK_BASED_YEAR);
                } else {
                    b.appendValue(IsoFields.WEEK_OF_WEEK_BASED_YEAR, count);
                }
                return;
            case 'H': case 'h': case 'k': case 'K': case 'm': case 's': case 'S': case 'n': case 'N': case 'A':
            case 'a': case 'B':
                throw refuse.apply("'" + field + "' is a time-of-day field: serials restart per calendar period, not "
                        + "per hour, and ids are made from a date; remove it, e.g. {date:yyyyMMdd}");
            case 'G':
                throw refuse.apply("'" + field + "' is the era, which is text; remove it (yyyy is the proleptic year)");
            case 'V': case 'v': case 'z': case 'O': case 'X': case 'x': case 'Z':
                throw refuse.apply("'" + field + "' is a time zone; ids are made from a date in the engine's daily zone; "
                        + "remove it");
            default:
                throw refuse.apply("'" + field + "' is not a field an id's date may have (day of week, quarter, week "
                        + "of month, ... are not supported); use yyyy, MM, dd, DDD, or YYYY with ww");
        }
    }

    /**
     * The period the fields named across a format's dates identify, or a refusal for fields that
     * could repeat a number.
     *
     * @param refuse makes the exception for a reason (the caller adds the pattern and position)
     */
    static SerialPeriod period(Set<DateField> named, Function<String, RuntimeException> refuse) {
        boolean year = named.contains(DateField.YEAR);
        boolean month = named.contains(DateField.MONTH);
        boolean dayOfMonth = named.contains(DateField.DAY_OF_MONTH);
        boolean dayOfYear = named.contains(DateField.DAY_OF_YEAR);
        boolean weekYear = named.contains(DateField.WEEK_BASED_YEAR);
        boolean week = named.contains(DateField.WEEK);
        if (weekYear || week) {
            if (year || month || dayOfMonth || dayOfYear) {
                throw refuse.apply("the date mixes ISO week fields (YYYY, ww) with calendar fields (yyyy, MM, dd, DDD), "
                        + "which disagree around New Year; write {date:YYYYww} for weekly numbers or {date:yyyyMMdd} for "
                        + "daily ones");
            }
            if (!week) {
                throw refuse.apply("YYYY is the ISO week-based year, not the calendar year (2021-01-01 is in week-based "
                        + "year 2020), so without the week the serial would repeat; write {date:yyyy...} for the "
                        + "calendar year, or {date:YYYYww} for weekly numbers");
            }
            if (!weekYear) {
                throw refuse.apply("the week has no week-based year, so the serial would repeat every year; write "
                        + "{date:YYYYww} (YYYY, not yyyy: the days around New Year belong to the other year's week)");
            }
            return SerialPeriod.WEEK;
        }
        String fix = dayOfYear ? "yyyyDDD" : dayOfMonth ? "yyyyMMdd" : month ? "yyyyMM" : "yyyy";
        if (!year) {
            throw refuse.apply("the date has no year, so the serial would repeat every year; write {date:" + fix + "}");
        }
        if (dayOfMonth && !month) {
            throw refuse.apply("the date has a day of month but no month, so the serial would repeat every month; "
                    + "write {date:yyyyMMdd}");
        }
        if (dayOfYear || dayOfMonth) {
            return SerialPeriod.DAY;
        }
        return month ? SerialPeriod.MONTH : SerialPeriod.YEAR;
    }

    /** A set to collect the fields of a format's dates in. */
    static Set<DateField> none() {
        return EnumSet.noneOf(DateField.class);
    }
}
