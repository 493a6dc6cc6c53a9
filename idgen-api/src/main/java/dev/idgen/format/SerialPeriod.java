package dev.idgen.format;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.temporal.TemporalAdjusters;

/**
 * How often the serial of an {@link IdFormat} restarts at 1: the calendar period its
 * {@code {date:..}} names completely ({@link IdFormat#serialPeriod()}). The pair (period, serial)
 * is unique per key, and the date text of every day of one period is the same, so two ids of one
 * key never repeat: within a period the serials differ, across periods the date text does.
 *
 * <ul>
 *   <li>{@link #NEVER}: no date in the format; one sequence for ever.</li>
 *   <li>{@link #YEAR}: {@code yyyy} (or {@code uuuu}) alone.</li>
 *   <li>{@link #MONTH}: year and month, e.g. {@code yyyyMM}.</li>
 *   <li>{@link #WEEK}: ISO week-based year and week, {@code YYYYww} (weeks start on Monday; week 1
 *       holds the year's first Thursday).</li>
 *   <li>{@link #DAY}: year, month and day ({@code yyyyMMdd}) or year and day of year ({@code yyyyDDD}).</li>
 * </ul>
 *
 * <p>A period is identified by its {@link #start(LocalDate) first day}; the daily sequences of the
 * engine keep one row per key, period and first day.
 */
public enum SerialPeriod {

    /** No date: the serial never restarts. */
    NEVER,
    /** A calendar year: restarts on January 1st. */
    YEAR,
    /** A calendar month: restarts on the 1st. */
    MONTH,
    /** An ISO week: restarts on Monday. */
    WEEK,
    /** A calendar day: restarts every day. */
    DAY;

    /**
     * The first day of the period that holds {@code date}: January 1st of its year, the 1st of its
     * month, the Monday of its ISO week, or the day itself.
     *
     * @throws IllegalStateException for {@link #NEVER}, which has no days
     */
    public LocalDate start(LocalDate date) {
        switch (this) {
            case YEAR:
                return date.withDayOfYear(1);
            case MONTH:
                return date.withDayOfMonth(1);
            case WEEK:
                return date.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY));
            case DAY:
                return date;
            default:
                throw new IllegalStateException("serial period NEVER has no first day: a format without a date draws "
                        + "its serials from one sequence for ever");
        }
    }

    /**
     * The first day of the period after the one that starts on (or holds) {@code date}: when its serials restart.
     *
     * @throws IllegalStateException for {@link #NEVER}, which never restarts
     */
    public LocalDate nextStart(LocalDate date) {
        LocalDate start = start(date);
        switch (this) {
            case YEAR:
                return start.plusYears(1);
            case MONTH:
                return start.plusMonths(1);
            case WEEK:
                return start.plusWeeks(1);
            default:
                return start.plusDays(1);
        }
    }
}
