package dev.idgen.jdbc.ordered;

import java.time.Instant;
import java.util.Comparator;

/**
 * A snapshot of one slow-ordered (key, sub-key) in one engine.
 *
 * @param generator   the generator's name, {@code slow-ordered:<key>/<sub-key>}
 * @param key         the key
 * @param subKey      the sub-key
 * @param table       the shard table holding its row, e.g. {@code idgen_ordered_07}
 * @param roundTrips  successful round trips to the database ({@code num += k}) by this generator
 * @param ids         ids those round trips reserved (including ids of callers that gave up: skipped)
 * @param calls       calls that joined a round trip ({@code nextId} and {@code nextIds} alike)
 * @param failures    round trips that failed (each may have been retried)
 * @param waitingIds  ids asked for by calls queued for the next round trip at the time of the snapshot
 * @param lastError   the last database error, or {@code null} if the last round trip succeeded
 * @param column      the column the key's ids go into, as the door that declared it names it
 *                    ({@code IdGenEngine.declareColumn}), or {@code null}: then its ids may run up to
 *                    {@code Long.MAX_VALUE}
 * @param columnMax   the largest id that column holds ({@code Long.MAX_VALUE} when none was declared)
 * @param ratePerSecond ids per second reserved by this generator's round trips, measured at round trips at
 *                    most once a second (0 until two samples a second apart: no cost per call)
 * @param idsLeft     the runway in ids as this node sees it: from the last id a round trip of this node returned
 *                    up to {@code columnMax} (with regions: the ids of this region)
 * @param runsOutAt   when {@code idsLeft} runs out at {@code ratePerSecond}; {@code null} while no rate is measured
 */
public record OrderedStats(String generator, String key, String subKey, String table, long roundTrips, long ids, long calls,
                           long failures, long waitingIds, String lastError, String column, long columnMax,
                           double ratePerSecond, long idsLeft, Instant runsOutAt)
        implements dev.idgen.jdbc.GeneratorStats {

    /**
     * Sub-keys by runway, the one that runs out first first: the earliest {@link #runsOutAt()} (those without a
     * measured rate after), then the fewest ids left. How a key's sub-keys are reported in one line.
     */
    public static final Comparator<OrderedStats> RUNS_OUT_FIRST = Comparator
            .comparing(OrderedStats::runsOutAt, Comparator.nullsLast(Comparator.naturalOrder()))
            .thenComparingLong(OrderedStats::idsLeft);

    /** Seconds until {@link #idsLeft()} runs out at {@link #ratePerSecond()}; infinite before a rate is measured. */
    public double runsOutSeconds() {
        return ratePerSecond > 0 ? idsLeft / ratePerSecond : Double.POSITIVE_INFINITY;
    }

    /** Average calls served per round trip: how well requests are combined. */
    public double callsPerRoundTrip() {
        return roundTrips == 0 ? 0 : (double) calls / roundTrips;
    }
}
