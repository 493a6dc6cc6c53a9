package dev.idgen.quarkus;

import io.quarkus.runtime.annotations.ConfigDocDefault;
import io.smallrye.config.WithName;
import java.time.Duration;
import java.util.Optional;

/**
 * The engine options of idgen's catalog ({@code dev.idgen.jdbc.EngineOptions}) as {@code idgen.<name>}, typed, for
 * the Quarkus configuration reference and SmallRye Config's conversion. Generated from the catalog by
 * {@code IdGenEngineConfigTest} ({@code -Didgen.readme.update=true}); do not edit. The values are applied to the
 * engine as written, through the catalog ({@link IdGenOptions}), which checks their bounds; an option left unset
 * keeps the catalog's default (shown as each member's default, never set from here).
 */
public interface IdGenEngineConfig {

    /**
     * The engine's name in thread names, logs, metrics tags and messages; unset: idgen-&lt;n&gt;.
     * Written as: text.
     */
    @WithName("name")
    @ConfigDocDefault("idgen-<n>")
    Optional<String> name();

    /**
     * The schema idgen's tables are in: the migrations create it and the tables there, the engine and key administration use it; unset: the connection's default schema.
     * Written as: a plain SQL name.
     */
    @WithName("schema")
    Optional<String> schema();

    /**
     * Forces the dialect (postgresql, mysql or h2) instead of reading DatabaseMetaData.
     * Written as: postgresql, mysql or h2.
     */
    @WithName("dialect")
    Optional<String> dialect();

    /**
     * How long a caller waits for the database when nothing is buffered; a slow-ordered call that sends its round trip itself (the first of a batch) waits for its statement instead, at most database-timeout + 1s (1ms to 10m).
     */
    @WithName("max-wait")
    @ConfigDocDefault("3s")
    Optional<Duration> maxWait();

    /**
     * Statement timeout of idgen's statements, whole seconds (1s to 10m).
     */
    @WithName("database-timeout")
    @ConfigDocDefault("5s")
    Optional<Duration> databaseTimeout();

    /**
     * Threads of the engine's executor for database work (1 to 64).
     */
    @WithName("executor-threads")
    @ConfigDocDefault("2")
    Optional<Integer> executorThreads();

    /**
     * The most keys the engine serves; slow-ordered sub-keys do not count (1 to 1000000).
     */
    @WithName("max-keys")
    @ConfigDocDefault("10000")
    Optional<Integer> maxKeys();

    /**
     * What a key does when the table it fills (Hibernate entities, Spring Data JDBC aggregates, MyBatis, jOOQ helpers, adopt-from, engine.startAbove) holds ids at or above its next id: adopt starts a first-used key above the rows (INFO) and moves a key in use above ids another writer put there (WARN); adopt-first-use refuses the latter; refuse never moves a key.
     * Written as: adopt, adopt-first-use or refuse.
     */
    @WithName("existing-rows")
    @ConfigDocDefault("adopt")
    Optional<String> existingRows();

    /**
     * This node's region among regions that share nothing (one database each); below region.count, required when region.count is above 1, recorded in the database by the first node (docs/regions.md) (0 to 1023).
     */
    @WithName("region.index")
    @ConfigDocDefault("0")
    Optional<Integer> regionIndex();

    /**
     * How many regions, each with a database of its own, issue ids that never meet: counter ids of region i are (local - 1) * count + i + 1, snowflake ids carry it as the datacenter id (1 to 1024).
     */
    @WithName("region.count")
    @ConfigDocDefault("1")
    Optional<Integer> regionCount();

    /**
     * Segment keys must be registered in idgen_segment first; unknown keys are errors.
     */
    @WithName("segment.strict")
    @ConfigDocDefault("false")
    Optional<Boolean> segmentStrict();

    /**
     * Step of segment keys created on first use (at least 1).
     */
    @WithName("segment.default-step")
    @ConfigDocDefault("1000")
    Optional<Integer> segmentDefaultStep();

    /**
     * Smallest range reserved for a key whose row has no min_step (at least 1).
     */
    @WithName("segment.min-step")
    @ConfigDocDefault("100")
    Optional<Integer> segmentMinStep();

    /**
     * Largest range reserved for a key whose row has no max_step (at least 1).
     */
    @WithName("segment.max-step")
    @ConfigDocDefault("100000000")
    Optional<Integer> segmentMaxStep();

    /**
     * Fraction of a range used when the next one is fetched in the background (more than 0, less than 1).
     */
    @WithName("segment.prefetch-threshold")
    @ConfigDocDefault("0.1")
    Optional<Double> segmentPrefetchThreshold();

    /**
     * How long one range should last at the measured rate: the dynamic step (1s to 24h).
     */
    @WithName("segment.duration")
    @ConfigDocDefault("15m")
    Optional<Duration> segmentDuration();

    /**
     * A segment or slow-ordered key (each sub-key) whose ids left (in its id column when the integration knows its type, else up to the long range) run out sooner than this at the measured rate is logged at WARN, once each time it falls under; 0s never warns. Health, metrics and 'idgen keys' show every key's runway. A snowflake generator whose layout ends (SnowflakeLayout.expiresAt) sooner than this is logged at WARN once. A daily key's period (serials left in its format) is also logged when they run out before the period ends (0s to 876000h).
     */
    @WithName("segment.runway-warning")
    @ConfigDocDefault("8760h")
    Optional<Duration> segmentRunwayWarning();

    /**
     * This node in the worker lease table, app&#64;host:port; with a real port a restarted node gets its worker id back; unset: idgen&#64;&lt;host name&gt;:0.
     * Written as: app&#64;host:port.
     */
    @WithName("snowflake.node")
    @ConfigDocDefault("idgen@<host name>:0")
    Optional<String> snowflakeNode();

    /**
     * This node's datacenter id (worker ids are leased within it) (0 or more).
     */
    @WithName("snowflake.datacenter-id")
    @ConfigDocDefault("0")
    Optional<Integer> snowflakeDatacenterId();

    /**
     * How long a worker lease lasts without a heartbeat (3s to 1h).
     */
    @WithName("snowflake.lease-ttl")
    @ConfigDocDefault("30s")
    Optional<Duration> snowflakeLeaseTtl();

    /**
     * How often the lease is renewed and the timestamp promise moved ahead (100ms to 10m).
     */
    @WithName("snowflake.heartbeat-interval")
    @ConfigDocDefault("2s")
    Optional<Duration> snowflakeHeartbeatInterval();

    /**
     * How far ahead of the clock each heartbeat promises timestamps: how long ids go on with the database down (200ms to 1h).
     */
    @WithName("snowflake.timestamp-horizon")
    @ConfigDocDefault("10s")
    Optional<Duration> snowflakeTimestampHorizon();

    /**
     * How long taking over a worker id may wait for the clock to pass the previous holder's promise (0s to 1h).
     */
    @WithName("snowflake.takeover-wait")
    @ConfigDocDefault("30s")
    Optional<Duration> snowflakeTakeoverWait();

    /**
     * How far the clock may move back and be waited out (0s to 1s).
     */
    @WithName("snowflake.max-clock-backward")
    @ConfigDocDefault("5ms")
    Optional<Duration> snowflakeMaxClockBackward();

    /**
     * The bit layout of snowflake ids: default (41/0/10/12), javascript-safe (41/0/5/7: ids below 2^53, exact in a browser's JavaScript) or bits such as 41/5/5/12 (adding up to 63, or to 53 for JavaScript-safe ids, e.g. 41/2/3/7 with regions).
     * Written as: default, javascript-safe or timestamp/datacenter/worker/sequence bits.
     */
    @WithName("snowflake.layout")
    @ConfigDocDefault("default")
    Optional<String> snowflakeLayout();

    /**
     * Start each millisecond's sequence at a random number below 100 (below half the layout's sequence capacity when that is smaller: 64 for javascript-safe), so id % n spreads evenly.
     */
    @WithName("snowflake.random-sequence-start")
    @ConfigDocDefault("false")
    Optional<Boolean> snowflakeRandomSequenceStart();

    /**
     * A local file that lets this node start while the database is unreachable (needs a node with a port).
     * Written as: path.
     */
    @WithName("snowflake.worker-cache-file")
    Optional<String> snowflakeWorkerCacheFile();

    /**
     * Shard tables of slow-ordered rows; must equal idgen_ordered_config.shard_count (1 to 100).
     */
    @WithName("slow-ordered.shards")
    @ConfigDocDefault("64")
    Optional<Integer> slowOrderedShards();

    /**
     * Round trips of one (key, sub-key) on their way to the database at once (1 to 8).
     */
    @WithName("slow-ordered.round-trips-in-flight")
    @ConfigDocDefault("1")
    Optional<Integer> slowOrderedRoundTripsInFlight();

    /**
     * The application needs slow-ordered ids ordered across all regions, not only within one; refused when region.count is above 1 (regions share nothing).
     */
    @WithName("slow-ordered.global-order")
    @ConfigDocDefault("false")
    Optional<Boolean> slowOrderedGlobalOrder();

    /**
     * After a failover that may have lost commits, move every key this many ids forward and serve on; 0: refuse until an operator recovers.
     */
    @WithName("failover.margin")
    @ConfigDocDefault("0")
    Optional<Long> failoverMargin();

    /**
     * How often the engine reads the database's timeline and idgen's epoch (100ms to 1m).
     */
    @WithName("failover.probe-interval")
    @ConfigDocDefault("1s")
    Optional<Duration> failoverProbeInterval();

    /**
     * How far ahead of the database clock a recovery moves worker promises (1s to 1h).
     */
    @WithName("failover.worker-fence")
    @ConfigDocDefault("15s")
    Optional<Duration> failoverWorkerFence();

    /**
     * Refuse to start unless idgen's commits are replicated synchronously.
     */
    @WithName("failover.require-synchronous-replication")
    @ConfigDocDefault("false")
    Optional<Boolean> failoverRequireSynchronousReplication();

    /**
     * The time zone whose calendar days daily sequences follow.
     * Written as: time zone id.
     */
    @WithName("daily.zone")
    @ConfigDocDefault("UTC")
    Optional<String> dailyZone();

    /**
     * First step of a new day's row (at least 1).
     */
    @WithName("daily.step")
    @ConfigDocDefault("100")
    Optional<Integer> dailyStep();

    /**
     * Largest range a day's row may grow to, so serials stay within a format's width (at least 1).
     */
    @WithName("daily.max-step")
    @ConfigDocDefault("10000")
    Optional<Integer> dailyMaxStep();
}
