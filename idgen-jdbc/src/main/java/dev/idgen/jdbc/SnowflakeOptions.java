package dev.idgen.jdbc;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.SnowflakeLayout;
import dev.idgen.jdbc.internal.SnowflakeSettings;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import java.nio.file.Path;
import java.time.Duration;

/**
 * Options of the snowflake strategy ({@code engine.snowflake(namespace)}): the bit layout, who this
 * node is in {@code idgen_worker}, and the lease and clock rules. Set them on the engine builder,
 * {@code builder.snowflake(o -> o.leaseTtl(Duration.ofSeconds(60)))} or the builder's shortcuts;
 * each value is checked when set, and {@link #validate()} checks them together.
 */
public final class SnowflakeOptions {

    /** Default of {@link #leaseTtl(Duration)}. */
    public static final Duration DEFAULT_LEASE_TTL = EngineOptions.SNOWFLAKE_LEASE_TTL.defaultValue().orElseThrow();
    /** Default of {@link #heartbeatInterval(Duration)}. */
    public static final Duration DEFAULT_HEARTBEAT_INTERVAL =
            EngineOptions.SNOWFLAKE_HEARTBEAT_INTERVAL.defaultValue().orElseThrow();
    /** Default of {@link #timestampHorizon(Duration)}. */
    public static final Duration DEFAULT_TIMESTAMP_HORIZON =
            EngineOptions.SNOWFLAKE_TIMESTAMP_HORIZON.defaultValue().orElseThrow();
    /** Default of {@link #takeoverWait(Duration)}. */
    public static final Duration DEFAULT_TAKEOVER_WAIT = EngineOptions.SNOWFLAKE_TAKEOVER_WAIT.defaultValue().orElseThrow();
    /** Default of {@link #maxClockBackward(Duration)}. */
    public static final Duration DEFAULT_MAX_CLOCK_BACKWARD =
            EngineOptions.SNOWFLAKE_MAX_CLOCK_BACKWARD.defaultValue().orElseThrow();
    /** The bound used by {@link #randomSequenceStart(boolean) randomSequenceStart(true)}: 0 to 99. */
    public static final int DEFAULT_RANDOM_SEQUENCE_START = 100;


    private final OptionValues values;
    /** A bound of the caller's own ({@link #randomSequenceStart(int)}), or 0: the option's (on: 100, off: 0). */
    private int customRandomSequenceStartBound;

    SnowflakeOptions(OptionValues values) {
        this.values = values;
    }

    /**
     * The bit layout of ids (bits and epoch). Default {@link SnowflakeLayout#defaults()} (41/0/10/12).
     *
     * <p>A namespace has one layout: the first engine that leases a worker id in it records its
     * layout in {@code idgen_snowflake_namespace}, and an engine configured with other bits or
     * another epoch refuses to lease there ({@link dev.idgen.IdGenConfigurationException} naming both),
     * because two layouts compose equal ids. To change it deliberately, either use a new namespace
     * ({@code engine.snowflake("orders-v2")}), or stop every engine of the namespace and run
     * {@link dev.idgen.jdbc.admin.WorkerAdmin#changeLayout} ({@code idgen workers change-layout}),
     * which refuses while a lease is live and refuses a layout whose ids could fall at or below the
     * old ones (an epoch moved later, more timestamp bits). A namespace leased before migration V7
     * gets the layout of the first engine started after it: its old layout is not known.
     */
    public SnowflakeOptions layout(SnowflakeLayout layout) {
        values.set(EngineOptions.SNOWFLAKE_LAYOUT, layout);
        return this;
    }

    /** This node's datacenter id, fixed by configuration (worker ids are leased within it). Default 0. */
    public SnowflakeOptions datacenterId(int datacenterId) {
        values.set(EngineOptions.SNOWFLAKE_DATACENTER_ID, datacenterId);
        return this;
    }

    /**
     * Who this node is in the worker lease table. Application name + host + port must be unique
     * among live processes; a restarted node with the same identity gets its worker id back.
     * Default: {@code idgen} on this host name with port 0 (not recognisable after a restart).
     */
    public SnowflakeOptions node(NodeIdentity node) {
        values.set(EngineOptions.SNOWFLAKE_NODE, node);
        return this;
    }

    /** How long a worker lease lasts without a heartbeat (database clock). 3 s to 1 h. Default 30 s. */
    public SnowflakeOptions leaseTtl(Duration ttl) {
        values.set(EngineOptions.SNOWFLAKE_LEASE_TTL, ttl);
        return this;
    }

    /** How often the lease is renewed and the timestamp promise moved ahead. 100 ms to 10 min. Default 2 s. */
    public SnowflakeOptions heartbeatInterval(Duration interval) {
        values.set(EngineOptions.SNOWFLAKE_HEARTBEAT_INTERVAL, interval);
        return this;
    }

    /**
     * How far ahead of the clock each heartbeat promises timestamps (persisted before use). It is
     * how long a node keeps issuing with the database down, and how long a node restarted after a
     * crash may wait for its clock. More than the heartbeat interval, 200 ms to 1 h. Default 10 s.
     */
    public SnowflakeOptions timestampHorizon(Duration horizon) {
        values.set(EngineOptions.SNOWFLAKE_TIMESTAMP_HORIZON, horizon);
        return this;
    }

    /**
     * How long taking over a worker id may wait for this clock to pass the previous holder's
     * promise; further ahead is refused as a clock problem. At least the horizon, at most 1 h. Default 30 s.
     */
    public SnowflakeOptions takeoverWait(Duration wait) {
        values.set(EngineOptions.SNOWFLAKE_TAKEOVER_WAIT, wait);
        return this;
    }

    /**
     * How far the clock may move backwards and be waited out; further is a
     * {@link dev.idgen.ClockMovedBackwardsException}. 0 to 1 s. Default 5 ms.
     */
    public SnowflakeOptions maxClockBackward(Duration offset) {
        values.set(EngineOptions.SNOWFLAKE_MAX_CLOCK_BACKWARD, offset);
        return this;
    }

    /**
     * Starts each millisecond's sequence at a random number in [0, 100) so that {@code id % n}
     * spreads evenly even at low rates. Default off (sequences start at 0). A layout with fewer than
     * 200 ids per millisecond (the JavaScript-safe one has 128) starts below half its capacity instead,
     * so that half of every millisecond stays for the ids themselves: the option means "spread", and the
     * 100 is only what spreads a full layout.
     */
    public SnowflakeOptions randomSequenceStart(boolean on) {
        values.set(EngineOptions.SNOWFLAKE_RANDOM_SEQUENCE_START, on);
        this.customRandomSequenceStartBound = 0;
        return this;
    }

    /** Like {@link #randomSequenceStart(boolean)} with a bound of your own: 1 to half the sequence capacity. */
    public SnowflakeOptions randomSequenceStart(int bound) {
        if (bound < 1) {
            throw new IdGenConfigurationException("randomSequenceStart bound must be at least 1, was " + bound);
        }
        values.set(EngineOptions.SNOWFLAKE_RANDOM_SEQUENCE_START, true);
        this.customRandomSequenceStartBound = bound;
        return this;
    }

    /**
     * Keeps this node's snowflake leases in a local file so it can start while the database is
     * unreachable: it then issues ids after the cached promise and only until the cached lease
     * would have expired (less 1 s), and takes the lease again once the database answers. Off by
     * default. Risk: safe only while the nodes' clocks agree within 1 s and the file is this
     * node's own. Needs a recognisable {@link #node(NodeIdentity)} (port &gt; 0).
     */
    public SnowflakeOptions workerCacheFile(Path file) {
        values.set(EngineOptions.SNOWFLAKE_WORKER_CACHE_FILE, file);
        return this;
    }

    /** Checks the options together. */
    void validate() {
        if (datacenterId() > layout().maxDatacenterId()) {
            throw new IdGenConfigurationException("datacenterId must be between 0 and " + layout().maxDatacenterId()
                    + " (" + layout().datacenterBits() + " datacenter bits in " + layout() + "), was " + datacenterId());
        }
        if (customRandomSequenceStartBound > layout().capacityPerMillisecond() / 2) {
            throw new IdGenConfigurationException("randomSequenceStart bound must be at most half the sequence capacity ("
                    + layout().capacityPerMillisecond() / 2 + " in " + layout() + "), was " + customRandomSequenceStartBound
                    + "; randomSequenceStart(true) chooses a bound that fits the layout");
        }
        Duration heartbeat = heartbeat();
        if (heartbeat.compareTo(timestampHorizon()) >= 0) {
            throw new IdGenConfigurationException(EngineOptions.SNOWFLAKE_HEARTBEAT_INTERVAL.label() + " (" + heartbeat
                    + ") must be shorter than " + EngineOptions.SNOWFLAKE_TIMESTAMP_HORIZON.label() + " ("
                    + timestampHorizon() + ")");
        }
        if (heartbeat.multipliedBy(3).compareTo(leaseTtl()) > 0) {
            throw new IdGenConfigurationException(EngineOptions.SNOWFLAKE_LEASE_TTL.label() + " (" + leaseTtl()
                    + ") must be at least 3 heartbeat intervals (" + heartbeat.multipliedBy(3) + ")");
        }
        if (workerCacheFile() != null && (node() == null || !node().recognisable())) {
            throw new IdGenConfigurationException("workerCacheFile needs a node identity with a port, so a restarted "
                    + "node can be recognised: snowflakeNode(new NodeIdentity(app, host, port)); was " + node());
        }
        if (takeoverWait().compareTo(timestampHorizon()) < 0) {
            throw new IdGenConfigurationException(EngineOptions.SNOWFLAKE_TAKEOVER_WAIT.label() + " (" + takeoverWait()
                    + ") must be at least " + EngineOptions.SNOWFLAKE_TIMESTAMP_HORIZON.label() + " ("
                    + timestampHorizon() + "), or a node restarted after a crash could never take its worker id back");
        }
    }

    /**
     * Whether the layout or the datacenter id differs from its default: the region's snowflake check runs at build
     * then. By value, not by whether a setter ran: Spring Boot and Hibernate set every option, defaults included.
     */
    boolean configured() {
        return !layout().equals(EngineOptions.SNOWFLAKE_LAYOUT.defaultValue().orElseThrow()) || explicitDatacenterId() >= 0;
    }

    /** The datacenter id configured, or -1 for the default 0, which with regions means "the region's". */
    int explicitDatacenterId() {
        return datacenterId() != 0 ? datacenterId() : -1;
    }

    SnowflakeLayout layout() {
        return values.get(EngineOptions.SNOWFLAKE_LAYOUT);
    }

    int datacenterId() {
        return values.get(EngineOptions.SNOWFLAKE_DATACENTER_ID);
    }

    NodeIdentity node() {
        return values.get(EngineOptions.SNOWFLAKE_NODE);
    }

    /**
     * The settings the snowflake runtime reads, taken once from these options (validated): the heartbeat as the
     * catalog holds it, a {@link Duration}; the other durations in the milliseconds the allocator counts in.
     *
     * @param runwayWarningSeconds {@code segment.runway-warning}, shared by every strategy
     */
    SnowflakeSettings settings(double runwayWarningSeconds) {
        return new SnowflakeSettings(maxClockBackward().toMillis(), randomSequenceStartBound(), leaseTtl().toMillis(),
                heartbeat(), timestampHorizon().toMillis(), takeoverWait().toMillis(),
                runwayWarningSeconds);
    }

    Duration leaseTtl() {
        return values.get(EngineOptions.SNOWFLAKE_LEASE_TTL);
    }

    Duration heartbeat() {
        return values.get(EngineOptions.SNOWFLAKE_HEARTBEAT_INTERVAL);
    }

    Duration timestampHorizon() {
        return values.get(EngineOptions.SNOWFLAKE_TIMESTAMP_HORIZON);
    }

    Duration takeoverWait() {
        return values.get(EngineOptions.SNOWFLAKE_TAKEOVER_WAIT);
    }

    Duration maxClockBackward() {
        return values.get(EngineOptions.SNOWFLAKE_MAX_CLOCK_BACKWARD);
    }

    int randomSequenceStartBound() {
        return customRandomSequenceStartBound > 0 ? customRandomSequenceStartBound
                : values.get(EngineOptions.SNOWFLAKE_RANDOM_SEQUENCE_START)
                        ? (int) Math.min(DEFAULT_RANDOM_SEQUENCE_START, layout().capacityPerMillisecond() / 2) : 0;
    }

    Path workerCacheFile() {
        return values.get(EngineOptions.SNOWFLAKE_WORKER_CACHE_FILE);
    }
}
