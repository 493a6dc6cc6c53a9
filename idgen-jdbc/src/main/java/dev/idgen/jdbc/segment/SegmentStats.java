package dev.idgen.jdbc.segment;

import java.time.Instant;

/**
 * A snapshot of one segment key in one engine.
 *
 * @param generator      the generator's name, e.g. {@code segment:order} or {@code daily:invoice}
 * @param key            the key (for a daily sequence, the key and the day)
 * @param step           size of the range most recently reserved
 * @param minStep        lower bound of the dynamic step in force for this key
 * @param maxStep        upper bound of the dynamic step in force for this key
 * @param ratePerSecond  measured consumption, ids per second (0 before the second reservation)
 * @param remaining      ids held in memory: what is left of the current range plus a prefetched one
 * @param runwaySeconds  {@code remaining / ratePerSecond}: how long this node could go on serving with
 *                       the database down; {@code Double.POSITIVE_INFINITY} while the rate is 0
 * @param reservations   ranges reserved from the database by this engine for this key
 * @param callerWaits    calls that found nothing buffered and had to wait for the database
 * @param refillMillis   how long the last reservation took (database round trip), in milliseconds
 * @param lastError      the last database error for this key, or {@code null} if the last attempt succeeded
 * @param column         the column the key's ids go into, as the door that declared it names it (e.g.
 *                       {@code orders.id (INTEGER)}), or {@code null} when none was declared: then ranges are not
 *                       capped and the key's ids may run up to {@code Long.MAX_VALUE}
 * @param columnMax      the largest id that column holds ({@code Long.MAX_VALUE} when none was declared)
 * @param idsLeft        the key's runway in ids, as this node sees it: from the end of the highest range it
 *                       reserved up to {@code columnMax} (with regions: the ids of this region), plus
 *                       {@code remaining}
 * @param runsOutAt      when {@code idsLeft} runs out at {@code ratePerSecond}; {@code null} while no rate is
 *                       measured
 */
public record SegmentStats(String generator, String key, long step, int minStep, int maxStep, double ratePerSecond, long remaining,
                           double runwaySeconds, long reservations, long callerWaits, double refillMillis,
                           String lastError, String column, long columnMax, long idsLeft,
                           Instant runsOutAt) implements dev.idgen.jdbc.GeneratorStats {

    /** Seconds until {@link #idsLeft()} runs out at {@link #ratePerSecond()}; infinite before a rate is measured. */
    public double runsOutSeconds() {
        return ratePerSecond > 0 ? idsLeft / ratePerSecond : Double.POSITIVE_INFINITY;
    }
}
