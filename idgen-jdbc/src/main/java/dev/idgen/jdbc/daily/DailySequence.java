package dev.idgen.jdbc.daily;

import dev.idgen.format.SerialPeriod;
import dev.idgen.jdbc.GeneratorStats;
import java.time.LocalDate;
import java.util.List;

/**
 * A sequence that restarts at 1 every calendar day (in the engine's daily zone) for one key, e.g.
 * for order numbers {@code ORD20261121-0000123}. Obtain it with {@code engine.daily(key)}. The
 * sequences behind formatted ids restart by their format's {@link #period()} instead (a year, a
 * month, an ISO week or a day); what is said of a day below holds for such a period, named by its
 * first day: each is a row of its own ({@code (key, period, first day)}), so sequences of one key
 * with different periods never share a counter.
 *
 * <p>Each day is a row of its own in {@code idgen_daily} ({@code (key, day)}), reserved and buffered
 * like a segment key (committed ranges, prefetch, no reuse after a restart); no segment key can
 * alias it. The day is read once per call from the clock, so every serial of a call, also of a
 * batch that runs over midnight, belongs to the day the call began, and the pair (day, serial) is
 * never handed out twice. Serials increase within a node and as a trend across nodes; gaps after
 * restarts, as with segments.
 *
 * <p>A <em>strict</em> daily sequence ({@code engine.daily(key, true)}) makes every serial of a day
 * greater than every serial handed out anywhere in the cluster before the call began: each call
 * waits for one committed {@code max_id += n} on the day's row (calls arriving together share
 * one), like slow-ordered ids.
 */
public interface DailySequence {

    /** The key. */
    String key();

    /** How often the serial restarts: {@link SerialPeriod#DAY} for {@code engine.daily(key)}. */
    SerialPeriod period();

    /** The next serial of the current period (today's, for a daily sequence; in the sequence's time zone). */
    DailySerial next();

    /**
     * {@code count} serials, all of the period the call began in.
     *
     * @throws dev.idgen.InvalidIdRequestException when count is out of range
     */
    DailySerial[] next(int count);

    /** The calendar day the clock reads now, in this sequence's zone. */
    LocalDate today();

    /**
     * Statistics of the days this engine holds in memory for the key (today, and yesterday around
     * midnight): {@link dev.idgen.jdbc.segment.SegmentStats} per day, or
     * {@link dev.idgen.jdbc.ordered.OrderedStats} for a strictly increasing sequence.
     */
    List<GeneratorStats> stats();
}
