package dev.idgen.jdbc.internal;

import dev.idgen.IdExhaustedException;
import dev.idgen.TimeSource;
import java.time.Instant;
import java.util.concurrent.TimeUnit;

/**
 * One slow-ordered (key, sub-key)'s runway, kept beside its allocator: the column its ids go into
 * ({@link IdSpace}, as segment keys have it), the rate measured from round trips, and the WARN under the
 * horizon. Slow-ordered reserves no ranges, so nothing is capped; a round trip past the column's maximum is
 * refused ({@link #check}).
 *
 * <p>Cost: {@link #sampled} reads the clock once per round trip (a database statement) and takes the lock only
 * when a sample is due, at most once a {@link #SAMPLE_NANOS}; nothing is added per call. Thread-safe.
 */
final class OrderedRunway {

    /** The rate is sampled at a round trip at most this often. */
    static final long SAMPLE_NANOS = TimeUnit.SECONDS.toNanos(1);

    private final String what;
    private final TimeSource time;
    private final IdSpace space = new IdSpace();
    private volatile double warningSeconds = SegmentSettings.ONE_YEAR_SECONDS;
    private volatile double rate; // ids/s, read by statistics on other threads
    private long sampleNanos; // guarded by `this`
    private long sampleIds; // guarded by `this`

    OrderedRunway(String what, TimeSource time) {
        this.what = what;
        this.time = time;
    }

    /** {@link IdSpace#limitTo}: the runway counts up to the column's maximum. */
    void limitTo(long local, long idMax, String column) {
        space.limitTo(local, idMax, column);
    }

    /** The ids it counts, without refusing any: {@link IdSpace#boundTo}, {@link IdSpace#restartsAt}. */
    IdSpace space() {
        return space;
    }

    void warningSeconds(double seconds) {
        warningSeconds = seconds;
    }

    /**
     * A round trip returned {@code last} (local); refused when past the declared column's maximum.
     *
     * @throws IdExhaustedException naming the column and the fix
     */
    void check(long last) {
        if (last > space.limit()) {
            throw new IdExhaustedException(what + " reached " + last + ", past the largest id " + space.columnMax()
                    + " of column " + space.column() + " its ids go into (this batch's ids are not handed out); "
                    + "widen the column to BIGINT (and the id to a Long), or use a new key");
        }
    }

    /**
     * After a successful round trip: with {@code reserved} ids reserved in all and {@code highWater} the last id
     * handed out, folds the ids since the last sample into the rate (up at once, down by halves, as segment keys
     * do) when a sample is due, then WARNs once when the runway falls under the horizon.
     */
    void sampled(long reserved, long highWater) {
        long now = time.nanoTime();
        synchronized (this) {
            if (sampleNanos == 0) {
                sampleNanos = now;
                sampleIds = reserved;
                return;
            }
            long elapsed = now - sampleNanos;
            if (elapsed < SAMPLE_NANOS) {
                return;
            }
            double sample = (reserved - sampleIds) / (elapsed / 1e9);
            rate = sample >= rate ? sample : (rate + sample) / 2;
            sampleNanos = now;
            sampleIds = reserved;
        }
        space.check(what, rate, highWater + 1, 0, warningSeconds, time);
    }

    double rate() {
        return rate;
    }

    String column() {
        return space.column();
    }

    long columnMax() {
        return space.columnMax();
    }

    /** Ids left after {@code highWater}, the last id handed out (not an exclusive end as a segment's). */
    long idsLeft(long highWater) {
        return space.idsLeft(highWater + 1, 0);
    }

    Instant runsOutAt(long left, double rate) {
        return IdSpace.runsOutAt(left, rate, time.currentTimeMillis());
    }

    int warnings() {
        return space.warnings();
    }
}
