package dev.idgen.jdbc.ordered;

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
 */
public record OrderedStats(String generator, String key, String subKey, String table, long roundTrips, long ids, long calls,
                           long failures, long waitingIds, String lastError)
        implements dev.idgen.jdbc.GeneratorStats {

    /** Average calls served per round trip: how well requests are combined. */
    public double callsPerRoundTrip() {
        return roundTrips == 0 ? 0 : (double) calls / roundTrips;
    }
}
