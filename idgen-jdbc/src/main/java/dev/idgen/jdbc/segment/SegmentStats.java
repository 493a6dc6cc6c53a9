package dev.idgen.jdbc.segment;

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
 */
public record SegmentStats(String generator, String key, long step, int minStep, int maxStep, double ratePerSecond, long remaining,
                           double runwaySeconds, long reservations, long callerWaits, double refillMillis,
                           String lastError) implements dev.idgen.jdbc.GeneratorStats {
}
