package dev.idgen.jdbc;

import java.time.Duration;

/**
 * What the engine does when the database it talks to is not the one it talked to before: a
 * PostgreSQL failover (a new timeline), or a reservation that comes back below what this node
 * already handed out (any database). Set on the builder, {@code builder.failover(o -> ..)}; each
 * value is checked when set.
 *
 * <p>By default a failover to a standby that received idgen's commits synchronously is taken over
 * at once (nothing was lost), and any other is refused until an operator recovers
 * ({@code idgen failover recover}). With {@link #margin(long)} the engine recovers by itself, moving
 * every key that many ids forward: an operator's statement that no key advanced further in the
 * commits the standby may have missed.
 */
public final class FailoverOptions {

    /** Default of {@link #probeInterval(Duration)}. */
    public static final Duration DEFAULT_PROBE_INTERVAL =
            EngineOptions.FAILOVER_PROBE_INTERVAL.defaultValue().orElseThrow();
    /** Default of {@link #workerFence(Duration)}: the default timestamp horizon (10 s) and 5 s for clocks that disagree. */
    public static final Duration DEFAULT_WORKER_FENCE = EngineOptions.FAILOVER_WORKER_FENCE.defaultValue().orElseThrow();


    private final OptionValues values;

    FailoverOptions(OptionValues values) {
        this.values = values;
    }

    /**
     * Recover from a failover that may have lost commits by moving every key (segment, daily,
     * slow-ordered) {@code ids} forward and every worker lease's promise {@link #workerFence}
     * ahead of the database clock, instead of refusing until an operator does. Choose it from the
     * most ids any key can take in the time your HA manager lets a standby lag before it may still
     * be promoted (Patroni's {@code maximum_lag_on_failover}), with room to spare. 0 (the default):
     * refuse and wait for the operator.
     */
    public FailoverOptions margin(long ids) {
        values.set(EngineOptions.FAILOVER_MARGIN, ids);
        return this;
    }

    /**
     * How often the engine asks the database which timeline it is on and whether idgen may serve,
     * so that a node serving from memory notices a failover (and an operator's recovery) without
     * waiting for its next reservation. 100 ms to 1 min. Default 1 s.
     */
    public FailoverOptions probeInterval(Duration interval) {
        values.set(EngineOptions.FAILOVER_PROBE_INTERVAL, interval);
        return this;
    }

    /**
     * How far ahead of the database clock a recovery moves every worker lease's promise: at least
     * the nodes' {@code timestampHorizon} plus the clocks' disagreement, so no node that takes a
     * worker id over issues a timestamp a holder before the failover may have used. 1 s to 1 h.
     * Default 15 s.
     */
    public FailoverOptions workerFence(Duration fence) {
        values.set(EngineOptions.FAILOVER_WORKER_FENCE, fence);
        return this;
    }

    /**
     * Refuse to start unless idgen's commits are replicated synchronously (PostgreSQL with
     * {@code synchronous_standby_names} set): a failover can then lose nothing idgen handed out.
     * Default {@code false}: with standbys that are all asynchronous the engine logs one warning.
     */
    public FailoverOptions requireSynchronousReplication(boolean require) {
        values.set(EngineOptions.FAILOVER_REQUIRE_SYNCHRONOUS_REPLICATION, require);
        return this;
    }

    long margin() {
        return values.get(EngineOptions.FAILOVER_MARGIN);
    }

    Duration probeInterval() {
        return values.get(EngineOptions.FAILOVER_PROBE_INTERVAL);
    }

    Duration workerFence() {
        return values.get(EngineOptions.FAILOVER_WORKER_FENCE);
    }

    boolean requireSynchronousReplication() {
        return values.get(EngineOptions.FAILOVER_REQUIRE_SYNCHRONOUS_REPLICATION);
    }
}
