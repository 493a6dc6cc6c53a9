package dev.idgen.jdbc.daily;

import dev.idgen.IdGenerator;
import dev.idgen.IdKeys;
import dev.idgen.TimeSource;
import dev.idgen.jdbc.segment.SegmentIdGenerator;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * A sequence that restarts at 1 every calendar day (in a configured time zone) for one key, e.g.
 * for order numbers {@code ORD20261121-0000123}.
 *
 * <p>Each day is its own segment key, {@code <key>:day:<yyyyMMdd>}, reserved and buffered like any
 * segment key (committed ranges, prefetch, no reuse after a restart). The day is read once per call
 * from the clock, so every serial of a call, also of a batch that runs over midnight, belongs to the
 * day the call began, and the pair (day, serial) is never handed out twice. Serials increase within
 * a node and as a trend across nodes; gaps after restarts, as with segments.
 *
 * <p>Rows accumulate in {@code idgen_segment}, one per key per day used.
 */
public final class DailySequence {

    private static final DateTimeFormatter DAY = DateTimeFormatter.BASIC_ISO_DATE;
    /** Room left in a key for {@code :day:yyyyMMdd}. */
    public static final int MAX_KEY_LENGTH = IdKeys.MAX_LENGTH - ":day:yyyyMMdd".length();

    private final String key;
    private final ZoneId zone;
    private final TimeSource time;
    private final Function<String, SegmentIdGenerator> segments;
    private final ConcurrentHashMap<LocalDate, SegmentIdGenerator> days = new ConcurrentHashMap<>();
    private final java.util.function.Consumer<String> forget;

    /**
     * @param segments gives the segment generator of a day key (created on first use)
     * @param forget   lets the engine drop a past day's generator from its cache
     */
    public DailySequence(String key, ZoneId zone, TimeSource time, Function<String, SegmentIdGenerator> segments,
                         java.util.function.Consumer<String> forget) {
        IdKeys.check(key);
        if (key.length() > MAX_KEY_LENGTH) {
            throw new dev.idgen.InvalidIdRequestException("daily key '" + key + "' has " + key.length()
                    + " characters; a daily key may have at most " + MAX_KEY_LENGTH + " (room is kept for ':day:yyyyMMdd')");
        }
        this.key = key;
        this.zone = zone;
        this.time = time;
        this.segments = segments;
        this.forget = forget;
    }

    public String key() {
        return key;
    }

    public ZoneId zone() {
        return zone;
    }

    /** The next serial of today (in the sequence's time zone). */
    public DailySerial next() {
        LocalDate day = today();
        return new DailySerial(day, generatorFor(day).nextId());
    }

    /**
     * {@code count} serials, all of the day the call began.
     *
     * @throws dev.idgen.InvalidIdRequestException when count is out of range
     */
    public DailySerial[] next(int count) {
        IdGenerator.checkBatchSize(count);
        LocalDate day = today();
        long[] serials = generatorFor(day).nextIds(count);
        DailySerial[] out = new DailySerial[count];
        for (int i = 0; i < count; i++) {
            out[i] = new DailySerial(day, serials[i]);
        }
        return out;
    }

    /** The calendar day the clock reads now, in this sequence's zone. */
    public LocalDate today() {
        return Instant.ofEpochMilli(time.currentTimeMillis()).atZone(zone).toLocalDate();
    }

    /** The segment key holding {@code day}'s numbers. */
    public String keyOf(LocalDate day) {
        return key + ":day:" + DAY.format(day);
    }

    private SegmentIdGenerator generatorFor(LocalDate day) {
        SegmentIdGenerator g = days.get(day);
        if (g != null) {
            return g;
        }
        g = days.computeIfAbsent(day, d -> segments.apply(keyOf(d)));
        // a new day began: past days (but yesterday, for calls still in flight) are of no more use
        for (LocalDate old : days.keySet()) {
            if (old.isBefore(day.minusDays(1))) {
                days.remove(old);
                forget.accept(keyOf(old));
            }
        }
        return g;
    }

    @Override
    public String toString() {
        return "DailySequence{" + key + ", " + zone + "}";
    }
}
