package dev.idgen.torture;

import java.util.List;

/**
 * What {@link TortureCheck} found in a run's recordings: the figures of the report and the list of
 * problems. A run passes when {@link #problems()} is empty.
 *
 * @param strategies         figures per strategy (segment, slow-ordered, snowflake)
 * @param errors             failed calls by strategy and exception class
 * @param nodes              figures per worker process (and thief)
 * @param faultEffects       what each injected fault visibly did
 * @param snowflake          the snowflake timestamp figures
 * @param totalIds           ids checked, all strategies
 * @param recordings         recording files read
 * @param cutShortRecordings recordings whose last block was cut short by kill -9
 * @param problems           every violated property, one sentence each; empty when the run passed
 * @param warnings           things that look wrong but break no property the run checks (e.g. a clock
 *                           alarm on a worker whose clock nobody moved); they do not fail the run
 */
public record TortureFindings(List<StrategyFigures> strategies, List<ErrorFigures> errors, List<NodeFigures> nodes,
                              List<FaultEffect> faultEffects, SnowflakeFigures snowflake, long totalIds, int recordings,
                              int cutShortRecordings, List<String> problems, List<String> warnings) {

    public TortureFindings {
        strategies = List.copyOf(strategies);
        errors = List.copyOf(errors);
        nodes = List.copyOf(nodes);
        faultEffects = List.copyOf(faultEffects);
        problems = List.copyOf(problems);
        warnings = List.copyOf(warnings);
    }

    /** Whether every property held. */
    public boolean passed() {
        return problems.isEmpty();
    }

    /**
     * One strategy.
     *
     * @param keys                keys (for slow-ordered key/sub-key, for snowflake the namespace)
     * @param ids                 ids recorded and checked
     * @param calls               successful calls recorded (slow-ordered; -1 where ids are recorded one by one)
     * @param duplicates          ids seen more than once (per key)
     * @param orderViolations     slow-ordered: calls that ended before another began but got a larger id;
     *                            snowflake: ids not above the previous id of the same worker id in one thread
     * @param maxCallMicros       the longest successful call
     * @param maxFailedCallMicros the longest failed call
     * @param failedCalls         failed calls
     */
    public record StrategyFigures(String strategy, List<String> keys, long ids, long calls, long duplicates,
                                  long orderViolations, long maxCallMicros, long maxFailedCallMicros, long failedCalls) {
        /** The longest call of either kind: the stall the strategy showed. */
        public long maxStallMicros() {
            return Math.max(maxCallMicros, maxFailedCallMicros);
        }
    }

    /** Failed calls of one strategy with one exception class. */
    public record ErrorFigures(String strategy, String kind, long count, long maxMillis, String example) {
    }

    /** One worker process (or a thief). */
    public record NodeFigures(String node, boolean killed, Integer exitCode, long segmentIds, long orderedIds,
                              long snowflakeIds, long failedCalls, String snowflakeWorkers) {
    }

    /** What one injected fault visibly did. */
    public record FaultEffect(long atMillis, String fault, String effect) {
    }

    /**
     * Snowflake timestamps.
     *
     * @param maxAheadMillis   the largest (timestamp - wall clock when recorded); the bound is 0
     * @param maxBehindMillis  the largest (wall clock when recorded - timestamp): stepped-back clocks, buffering
     * @param workerIds        distinct worker ids seen in ids
     * @param startups         snowflake leases obtained
     * @param failedStartups   attempts to lease that failed
     * @param maxStartupMillis the longest successful start-up (includes waiting for the previous holder's promise)
     */
    public record SnowflakeFigures(long maxAheadMillis, long maxBehindMillis, int workerIds, long startups,
                                   long failedStartups, long maxStartupMillis) {
    }
}
