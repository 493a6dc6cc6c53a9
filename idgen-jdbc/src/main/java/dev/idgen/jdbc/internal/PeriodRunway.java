package dev.idgen.jdbc.internal;

import dev.idgen.format.IdFormat;
import dev.idgen.format.SerialPeriod;
import dev.idgen.jdbc.Region;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The runway of a daily key's periods, for the daily and strict daily runtimes: a period's serials are bounded by
 * the {@code {serial:N}} of each format the key was opened with ({@code 10^N - 1}) and, for formatted ids stored as
 * numbers, by the numeric column's type (the largest serial whose number still fits, for the period's date), and
 * they restart when the period ends. Each period's {@link IdSpace} gets the narrowest bound and the period's end,
 * so its statistics report the serials left and when they run out at the current rate, and it WARNs once when they
 * would run out before the period ends (or under the {@code segment.runway-warning} horizon).
 *
 * <p>Bounds count; they refuse nothing: a serial past a format's width is refused by the format, a number past
 * the column by the door that writes it. A bound declared while a period is already served applies from the next
 * period on. Thread-safe.
 */
final class PeriodRunway {

    private final ZoneId zone;
    private final Region region;
    private final ConcurrentHashMap<DaySequences.Sequence, Set<Bound>> bounds = new ConcurrentHashMap<>();

    /**
     * One bound of a sequence's serials: the format's width, and with {@code column} the numbers that fit in it.
     *
     * @param column    the numeric column the formatted ids go into, as messages name it, or {@code null}
     * @param columnMax the largest number that column holds ({@code Long.MAX_VALUE} without one)
     */
    private record Bound(IdFormat format, String column, long columnMax) {

        /** The largest serial of the period from {@code start} this bound allows; 0 when none fits. */
        long maxSerial(LocalDate start) {
            long max = format.maxSerial();
            if (column == null || number(start, max) <= columnMax) {
                return max;
            }
            long low = 0; // the numbers grow with the serial (digits alone, fixed width): the largest that fits
            long high = max;
            while (low < high) {
                long mid = low + (high - low + 1) / 2;
                if (number(start, mid) <= columnMax) {
                    low = mid;
                } else {
                    high = mid - 1;
                }
            }
            return low == 0 && number(start, 0) > columnMax ? 0 : low;
        }

        private long number(LocalDate start, long serial) {
            return Long.parseLong(format.format(IdFormat.values().date(start).serial(serial)));
        }

        String describe() {
            return column == null ? "serial of format '" + format + "'"
                    : "serial of format '" + format + "' stored in column " + column;
        }
    }

    PeriodRunway(ZoneId zone, Region region) {
        this.zone = zone;
        this.region = region;
    }

    /** {@code key}'s serials of {@code format}'s period are bounded by its {@code {serial:N}}. */
    void format(String key, IdFormat format) {
        if (format.serialPeriod() != SerialPeriod.NEVER && format.maxSerial() > 0) {
            add(key, new Bound(format, null, Long.MAX_VALUE));
        }
    }

    /** {@code key}'s ids of {@code format} are stored as numbers in {@code column}, which holds up to {@code max}. */
    void column(String key, IdFormat format, String column, long max) {
        if (format.serialPeriod() != SerialPeriod.NEVER && format.maxSerial() > 0) {
            add(key, new Bound(format, column, max));
        }
    }

    private void add(String key, Bound bound) {
        bounds.computeIfAbsent(new DaySequences.Sequence(key, bound.format().serialPeriod()),
                s -> ConcurrentHashMap.newKeySet()).add(bound);
    }

    /** Sets up the id space of {@code key}'s {@code period} from {@code start}: its narrowest bound and its end. */
    void apply(IdSpace space, String key, SerialPeriod period, LocalDate start) {
        for (Bound b : bounds.getOrDefault(new DaySequences.Sequence(key, period), Set.of())) {
            long max = b.maxSerial(start);
            space.boundTo(region.localAtOrBelow(max), max, b.describe());
        }
        space.restartsAt(period.nextStart(start).atStartOfDay(zone).toInstant().toEpochMilli());
    }
}
