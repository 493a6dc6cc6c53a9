package dev.idgen.jdbc.metrics;

import dev.idgen.jdbc.GeneratorStats;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.ordered.OrderedStats;
import dev.idgen.jdbc.segment.SegmentStats;
import dev.idgen.jdbc.snowflake.SnowflakeStats;
import java.util.Comparator;
import java.util.Optional;

/**
 * A generator's runway as JMX and Micrometer show it, whatever its strategy: what bounds its ids (a column, a
 * daily key's serial space, a snowflake layout), the ids left ({@code -1} where they are counted in time, as a
 * snowflake layout's are) and the seconds until they run out at the current rate ({@code +Infinity} before a
 * rate is measured).
 *
 * @param bound           what bounds the ids, e.g. {@code orders.id (INTEGER)}, or {@code long range}
 * @param idsLeft         ids left; {@code -1} for a snowflake generator
 * @param runsOutSeconds  seconds until they run out
 */
record Runway(String bound, long idsLeft, double runsOutSeconds) {

    private static final String DAILY_PREFIX = "daily:";
    private static final String STRICT_DAILY_PREFIX = "strict-daily:";

    /** The runway in {@code stats}, for the strategies that report one. */
    static Optional<Runway> of(GeneratorStats stats) {
        if (stats instanceof SegmentStats s) {
            return Optional.of(new Runway(bound(s.column()), s.idsLeft(), s.runsOutSeconds()));
        }
        if (stats instanceof OrderedStats o) {
            return Optional.of(new Runway(bound(o.column()), o.idsLeft(), o.runsOutSeconds()));
        }
        if (stats instanceof SnowflakeStats f) {
            return Optional.of(new Runway("snowflake layout (timestamps until " + f.runsOutAt() + ")", -1,
                    f.runsOutSeconds()));
        }
        return Optional.empty();
    }

    /**
     * The runway of {@code generator} (as plugins name it) in {@code engine}: a slow-ordered key's sub-key that runs
     * out first ({@link IdGenEngine#orderedRunway}); a daily or strict daily key's current period (the latest one
     * it serves: the previous one stays in memory only for calls in flight at the boundary); a segment key's or a
     * snowflake generator's own. Reads the engine's statistics: for metrics and health, not per id.
     */
    static Optional<Runway> of(IdGenEngine engine, String generator) {
        String ordered = MetricsPlugin.orderedKeyOf(generator);
        if (ordered != null) {
            return engine.orderedRunway(ordered).flatMap(Runway::of);
        }
        String segment = MetricsPlugin.segmentKeyOf(generator);
        if (segment != null) {
            return engine.segmentStats(segment).flatMap(Runway::of);
        }
        String periods = generator + "/"; // a strict daily key's statistics are named per period, as sub-keys
        return engine.stats().stream()
                .filter(s -> s.generator().equals(generator) || s.generator().startsWith(periods))
                .max(Comparator.comparing(Runway::period)).flatMap(Runway::of);
    }

    /** Whether {@code generator} is a daily or strict daily key's, whose periods each report a runway. */
    static boolean isDaily(String generator) {
        return generator.startsWith(DAILY_PREFIX) || generator.startsWith(STRICT_DAILY_PREFIX);
    }

    /** A daily period's name ({@code key 2026-11-28}; strict: the sub-key {@code 2026-11-28}): the latest is largest. */
    private static String period(GeneratorStats s) {
        return s instanceof OrderedStats o ? o.subKey() : s instanceof SegmentStats g ? g.key() : "";
    }

    private static String bound(String column) {
        return column == null ? "long range" : column;
    }
}
