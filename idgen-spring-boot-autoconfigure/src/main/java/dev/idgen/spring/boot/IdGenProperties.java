package dev.idgen.spring.boot;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The {@code idgen.*} properties: every option of the engine (the names of
 * {@link dev.idgen.jdbc.EngineProperties}, bound with Boot's relaxed binding), the segment keys
 * to register and adopt at start, and switches for each piece of the auto-configuration.
 *
 * <p>The defaults written here are the engine's own ({@code IdGenPropertiesTest} compares each with
 * the constant the engine states it in), so the IDE shows them; every value, set or not, goes through
 * {@link dev.idgen.jdbc.EngineProperties#apply}, which checks it and names the property when it is bad.
 *
 * <p>An {@code idgen.*} property that is none of these (a typo such as {@code idgen.segment.stepp}) fails
 * start-up ({@code ignoreUnknownFields = false}); {@link IdGenUnknownPropertyFailureAnalyzer} names it and the
 * nearest known property. A typo must not be ignored: {@code idgen.snowflake.lease-tl} left at its default
 * is a silent change of behaviour. Environment variables and JVM system properties are exempt (Boot's rule
 * for unknown fields): {@code IDGEN_*} variables of other tools do not stop the application.
 */
@ConfigurationProperties(prefix = "idgen", ignoreUnknownFields = false)
public class IdGenProperties {

    /** Whether idgen's auto-configuration is on at all (the engine bean, migrations, keys, Hibernate wiring). */
    private boolean enabled = true;

    /**
     * Whether idgen's Flyway migrations (idgen-migrations, history table idgen_schema_history) run at
     * start-up, after the application's own Flyway, Liquibase and sql-init scripts and before JPA and jOOQ.
     * Off: idgen's tables must exist already, or start-up fails naming the migration to run.
     */
    private boolean migrate = true;

    /** The engine's name in thread names, logs, metrics tags and messages; unset: idgen-<n>. */
    private String name;

    /** Forces the dialect (postgresql, mysql or h2) instead of reading DatabaseMetaData. */
    private String dialect;

    /**
     * The schema idgen's tables are in: the migrations create it and the tables there, the engine and
     * key administration use it. A plain SQL name; unset: the connection's default schema.
     */
    private String schema;

    /** How long a caller waits for the database when nothing is buffered (1 ms to 10 min). */
    private Duration maxWait = Duration.ofSeconds(3);

    /** Statement timeout of idgen's statements, whole seconds (1 s to 10 min). */
    private Duration databaseTimeout = Duration.ofSeconds(5);

    /** Threads of the engine's executor for database work (1 to 64). */
    private int executorThreads = 2;

    /** The most keys the engine serves; slow-ordered sub-keys do not count (1 to 1000000). */
    private int maxKeys = 10_000;

    private final Segment segment = new Segment();
    private final Snowflake snowflake = new Snowflake();
    private final SlowOrdered slowOrdered = new SlowOrdered();
    private final Failover failover = new Failover();
    private final Daily daily = new Daily();
    private final Hibernate hibernate = new Hibernate();
    private final Metrics metrics = new Metrics();
    private final DataJdbc dataJdbc = new DataJdbc();
    private final Mybatis mybatis = new Mybatis();

    /**
     * Keys declared in configuration, by key: idgen.keys.order.step=1000,
     * idgen.keys.order.adopt-from=orders.id. Segment keys are registered in idgen_segment at start
     * (an existing row is left as it is) and, with adopt-from, moved above the largest id of that
     * column. A key with a '.' is written in brackets: idgen.keys.[im.message].strategy=slow-ordered.
     */
    private final Map<String, Key> keys = new LinkedHashMap<>();

    public boolean isEnabled() { return enabled; }
    public void setEnabled(boolean enabled) { this.enabled = enabled; }
    public boolean isMigrate() { return migrate; }
    public void setMigrate(boolean migrate) { this.migrate = migrate; }
    public String getName() { return name; }
    public void setName(String name) { this.name = name; }
    public String getSchema() { return schema; }
    public void setSchema(String schema) { this.schema = schema; }
    public String getDialect() { return dialect; }
    public void setDialect(String dialect) { this.dialect = dialect; }
    public Duration getMaxWait() { return maxWait; }
    public void setMaxWait(Duration maxWait) { this.maxWait = maxWait; }
    public Duration getDatabaseTimeout() { return databaseTimeout; }
    public void setDatabaseTimeout(Duration databaseTimeout) { this.databaseTimeout = databaseTimeout; }
    public int getExecutorThreads() { return executorThreads; }
    public void setExecutorThreads(int executorThreads) { this.executorThreads = executorThreads; }
    public int getMaxKeys() { return maxKeys; }
    public void setMaxKeys(int maxKeys) { this.maxKeys = maxKeys; }
    public Segment getSegment() { return segment; }
    public Snowflake getSnowflake() { return snowflake; }
    public SlowOrdered getSlowOrdered() { return slowOrdered; }
    public Failover getFailover() { return failover; }
    public Daily getDaily() { return daily; }
    public Hibernate getHibernate() { return hibernate; }
    public Metrics getMetrics() { return metrics; }
    public DataJdbc getDataJdbc() { return dataJdbc; }
    public Mybatis getMybatis() { return mybatis; }
    public Map<String, Key> getKeys() { return keys; }

    /**
     * Every engine option by its {@link dev.idgen.jdbc.EngineProperties} name ({@code max-wait},
     * {@code segment.min-step}, ...), unset ones left out: what the auto-configuration applies to the
     * builder, one {@code EngineProperties.apply} per entry.
     */
    public Map<String, Object> engineProperties() {
        Map<String, Object> p = new LinkedHashMap<>();
        put(p, "name", name);
        put(p, "dialect", dialect);
        put(p, "schema", schema);
        put(p, "max-wait", maxWait);
        put(p, "database-timeout", databaseTimeout);
        put(p, "executor-threads", executorThreads);
        put(p, "max-keys", maxKeys);
        put(p, "segment.strict", segment.strict);
        put(p, "segment.default-step", segment.defaultStep);
        put(p, "segment.min-step", segment.minStep);
        put(p, "segment.max-step", segment.maxStep);
        put(p, "segment.prefetch-threshold", segment.prefetchThreshold);
        put(p, "segment.duration", segment.duration);
        put(p, "snowflake.node", snowflake.node);
        put(p, "snowflake.datacenter-id", snowflake.datacenterId);
        put(p, "snowflake.lease-ttl", snowflake.leaseTtl);
        put(p, "snowflake.heartbeat-interval", snowflake.heartbeatInterval);
        put(p, "snowflake.timestamp-horizon", snowflake.timestampHorizon);
        put(p, "snowflake.takeover-wait", snowflake.takeoverWait);
        put(p, "snowflake.max-clock-backward", snowflake.maxClockBackward);
        put(p, "snowflake.layout", snowflake.layout);
        put(p, "snowflake.random-sequence-start", snowflake.randomSequenceStart);
        put(p, "snowflake.worker-cache-file", snowflake.workerCacheFile);
        put(p, "slow-ordered.shards", slowOrdered.shards);
        put(p, "slow-ordered.round-trips-in-flight", slowOrdered.roundTripsInFlight);
        put(p, "failover.margin", failover.margin);
        put(p, "failover.probe-interval", failover.probeInterval);
        put(p, "failover.worker-fence", failover.workerFence);
        put(p, "failover.require-synchronous-replication", failover.requireSynchronousReplication);
        put(p, "daily.zone", daily.zone);
        put(p, "daily.step", daily.step);
        put(p, "daily.max-step", daily.maxStep);
        return p;
    }

    private static void put(Map<String, Object> p, String name, Object value) {
        if (value != null && !(value instanceof String s && s.isBlank())) {
            p.put(name, value);
        }
    }

    /** Options of the segment strategy. */
    public static class Segment {
        /** Segment keys must be registered in idgen_segment first (idgen.keys.*, KeyAdmin); unknown keys are errors. */
        private boolean strict = false;
        /** Step of segment keys created on first use. */
        private int defaultStep = 1000;
        /** Smallest range reserved for a key whose row has no min_step. */
        private int minStep = 100;
        /** Largest range reserved for a key whose row has no max_step. */
        private int maxStep = 100_000_000;
        /** Fraction of a range used when the next one is fetched in the background (more than 0, less than 1). */
        private double prefetchThreshold = 0.1;
        /** How long one range should last at the measured rate: the dynamic step (1 s to 24 h). */
        private Duration duration = Duration.ofMinutes(15);

        public boolean isStrict() { return strict; }
        public void setStrict(boolean strict) { this.strict = strict; }
        public int getDefaultStep() { return defaultStep; }
        public void setDefaultStep(int defaultStep) { this.defaultStep = defaultStep; }
        public int getMinStep() { return minStep; }
        public void setMinStep(int minStep) { this.minStep = minStep; }
        public int getMaxStep() { return maxStep; }
        public void setMaxStep(int maxStep) { this.maxStep = maxStep; }
        public double getPrefetchThreshold() { return prefetchThreshold; }
        public void setPrefetchThreshold(double prefetchThreshold) { this.prefetchThreshold = prefetchThreshold; }
        public Duration getDuration() { return duration; }
        public void setDuration(Duration duration) { this.duration = duration; }
    }

    /** Options of the snowflake strategy. */
    public static class Snowflake {
        /**
         * This node in the worker lease table, app@host:port; with a real port a restarted node gets its
         * worker id back. Unset: idgen@<host name>:0.
         */
        private String node;
        /** This node's datacenter id (worker ids are leased within it). */
        private int datacenterId = 0;
        /** How long a worker lease lasts without a heartbeat (3 s to 1 h). */
        private Duration leaseTtl = Duration.ofSeconds(30);
        /** How often the lease is renewed and the timestamp promise moved ahead. */
        private Duration heartbeatInterval = Duration.ofSeconds(2);
        /** How far ahead of the clock each heartbeat promises timestamps: how long ids go on with the database down. */
        private Duration timestampHorizon = Duration.ofSeconds(10);
        /** How long taking over a worker id may wait for the clock to pass the previous holder's promise. */
        private Duration takeoverWait = Duration.ofSeconds(30);
        /** How far the clock may move back and be waited out (0 to 1 s). */
        private Duration maxClockBackward = Duration.ofMillis(5);
        /** Start each millisecond's sequence at a random number below 100, so id % n spreads evenly. */
        private boolean randomSequenceStart = false;
        /**
         * The bit layout of snowflake ids: default (41/0/10/12), javascript-safe (41/0/5/7: ids below 2^53,
         * exact in a browser's JavaScript) or bits such as 41/5/5/12.
         */
        private String layout = "default";
        /** A local file that lets this node start while the database is unreachable (needs a node with a port). */
        private String workerCacheFile;

        public String getNode() { return node; }
        public void setNode(String node) { this.node = node; }
        public int getDatacenterId() { return datacenterId; }
        public void setDatacenterId(int datacenterId) { this.datacenterId = datacenterId; }
        public Duration getLeaseTtl() { return leaseTtl; }
        public void setLeaseTtl(Duration leaseTtl) { this.leaseTtl = leaseTtl; }
        public Duration getHeartbeatInterval() { return heartbeatInterval; }
        public void setHeartbeatInterval(Duration heartbeatInterval) { this.heartbeatInterval = heartbeatInterval; }
        public Duration getTimestampHorizon() { return timestampHorizon; }
        public void setTimestampHorizon(Duration timestampHorizon) { this.timestampHorizon = timestampHorizon; }
        public Duration getTakeoverWait() { return takeoverWait; }
        public void setTakeoverWait(Duration takeoverWait) { this.takeoverWait = takeoverWait; }
        public Duration getMaxClockBackward() { return maxClockBackward; }
        public void setMaxClockBackward(Duration maxClockBackward) { this.maxClockBackward = maxClockBackward; }
        public String getLayout() { return layout; }
        public void setLayout(String layout) { this.layout = layout; }
        public boolean isRandomSequenceStart() { return randomSequenceStart; }
        public void setRandomSequenceStart(boolean randomSequenceStart) { this.randomSequenceStart = randomSequenceStart; }
        public String getWorkerCacheFile() { return workerCacheFile; }
        public void setWorkerCacheFile(String workerCacheFile) { this.workerCacheFile = workerCacheFile; }
    }

    /** Options of the slow-ordered strategy. */
    public static class SlowOrdered {
        /** Shard tables of slow-ordered rows; must equal idgen_ordered_config.shard_count. */
        private int shards = 64;
        /** Round trips of one (key, sub-key) on their way to the database at once (1 to 8). */
        private int roundTripsInFlight = 1;
        /**
         * Create the slow-ordered tables (idgen_ordered_config and the shard tables) when idgen's migrations
         * run; needed before the first slow-ordered id. Also on when a key in idgen.keys has the slow-ordered
         * strategy. Off: a schema holds them only if an earlier idgen created them.
         */
        private boolean tables = false;

        public int getShards() { return shards; }
        public void setShards(int shards) { this.shards = shards; }
        public int getRoundTripsInFlight() { return roundTripsInFlight; }
        public void setRoundTripsInFlight(int roundTripsInFlight) { this.roundTripsInFlight = roundTripsInFlight; }
        public boolean isTables() { return tables; }
        public void setTables(boolean tables) { this.tables = tables; }
    }

    /** What the engine does after a database failover that may have lost idgen's commits. */
    public static class Failover {
        /**
         * After a failover that may have lost commits, move every key this many ids forward and serve on;
         * 0: refuse until an operator recovers.
         */
        private long margin = 0;
        /** How often the engine reads the database's timeline and idgen's epoch. */
        private Duration probeInterval = Duration.ofSeconds(1);
        /** How far ahead of the database clock a recovery moves worker promises. */
        private Duration workerFence = Duration.ofSeconds(15);
        /** Refuse to start unless idgen's commits are replicated synchronously. */
        private boolean requireSynchronousReplication = false;

        public long getMargin() { return margin; }
        public void setMargin(long margin) { this.margin = margin; }
        public Duration getProbeInterval() { return probeInterval; }
        public void setProbeInterval(Duration probeInterval) { this.probeInterval = probeInterval; }
        public Duration getWorkerFence() { return workerFence; }
        public void setWorkerFence(Duration workerFence) { this.workerFence = workerFence; }
        public boolean isRequireSynchronousReplication() { return requireSynchronousReplication; }
        public void setRequireSynchronousReplication(boolean require) { this.requireSynchronousReplication = require; }
    }

    /** Options of daily sequences and formatted ids. */
    public static class Daily {
        /** The time zone whose calendar days daily sequences follow. */
        private String zone = "UTC";
        /** First step of a new day's row. */
        private int step = 100;
        /** Largest range a day's row may grow to, so serials stay within a format's width. */
        private int maxStep = 10_000;

        public String getZone() { return zone; }
        public void setZone(String zone) { this.zone = zone; }
        public int getStep() { return step; }
        public void setStep(int step) { this.step = step; }
        public int getMaxStep() { return maxStep; }
        public void setMaxStep(int maxStep) { this.maxStep = maxStep; }
    }

    /** The Hibernate wiring. */
    public static class Hibernate {
        /**
         * Whether Hibernate's idgen generators (@IdGen, @GenericGenerator with IdGenGenerator) use the
         * engine bean (property idgen.engine), instead of building an engine per SessionFactory.
         */
        private boolean enabled = true;

        /**
         * Whether, at start, each idgen entity's table is checked against its key (MAX(id), the
         * column's type): a key used for the first time starts above the table's rows by itself; a key
         * that has handed out ids and is at or below MAX(id), or ids too wide for the column, fail
         * start-up naming the entity, table, key, values and fix. Sets Hibernate's
         * idgen.check_existing_rows.
         */
        private boolean checkExistingRows = true;

        /**
         * Whether a key that has already handed out ids is moved above its table's rows instead of
         * failing start-up when the table holds ids at or above its next id (rows written without
         * idgen; one statement that never moves the key back, logged at INFO). Keys used for the first
         * time start above the rows without this. Sets Hibernate's idgen.adopt_existing_rows.
         */
        private boolean adoptExistingRows = false;

        public boolean isEnabled() { return enabled; }
        public void setEnabled(boolean enabled) { this.enabled = enabled; }
        public boolean isCheckExistingRows() { return checkExistingRows; }
        public void setCheckExistingRows(boolean checkExistingRows) { this.checkExistingRows = checkExistingRows; }
        public boolean isAdoptExistingRows() { return adoptExistingRows; }
        public void setAdoptExistingRows(boolean adoptExistingRows) { this.adoptExistingRows = adoptExistingRows; }
    }

    /** The Micrometer binding. */
    public static class Metrics {
        /** Whether the engine's metrics (idgen.ids.issued, idgen.segment.runway, ...) are bound to the MeterRegistry. */
        private boolean enabled = true;

        public boolean isEnabled() { return enabled; }
        public void setEnabled(boolean enabled) { this.enabled = enabled; }
    }

    public static class DataJdbc {
        /**
         * Whether Spring Data JDBC aggregates whose @Id field carries @GeneratedId get idgen ids from the engine
         * bean before they are inserted.
         */
        private boolean enabled = true;

        public boolean isEnabled() { return enabled; }
        public void setEnabled(boolean enabled) { this.enabled = enabled; }
    }

    public static class Mybatis {
        /**
         * Whether objects inserted through MyBatis get idgen ids in their @GeneratedId field, and MyBatis-Plus's
         * IdType.ASSIGN_ID and ASSIGN_UUID take idgen ids.
         */
        private boolean enabled = true;

        public boolean isEnabled() { return enabled; }
        public void setEnabled(boolean enabled) { this.enabled = enabled; }
    }

    /** A key declared in configuration. */
    public static class Key {
        /** The key's strategy: segment, slow-ordered, snowflake (the key is then a namespace), daily, strict-daily or one of your own. */
        private String strategy = "segment";
        /** Segment keys: the first id when the key is created (an existing row is left as it is). */
        private long start = 1;
        /** Segment keys: the step when the key is created. */
        private int step = 1000;
        /** Segment keys: the smallest step the dynamic step may shrink to; unset: the engine's segment.min-step. */
        private Integer minStep;
        /** Segment keys: the largest step the dynamic step may grow to; unset: the engine's segment.max-step. */
        private Integer maxStep;
        /** Segment keys: a description stored with the key. */
        private String description;
        /**
         * Segment keys: table.column (or schema.table.column) holding ids already; at every start the key is
         * moved above its largest value (plus headroom), atomically, never back.
         */
        private String adoptFrom;
        /** Segment keys with adopt-from: ids left free above the column's largest value, for writers still on the old id source. */
        private long headroom = 0;

        public String getStrategy() { return strategy; }
        public void setStrategy(String strategy) { this.strategy = strategy; }
        public long getStart() { return start; }
        public void setStart(long start) { this.start = start; }
        public int getStep() { return step; }
        public void setStep(int step) { this.step = step; }
        public Integer getMinStep() { return minStep; }
        public void setMinStep(Integer minStep) { this.minStep = minStep; }
        public Integer getMaxStep() { return maxStep; }
        public void setMaxStep(Integer maxStep) { this.maxStep = maxStep; }
        public String getDescription() { return description; }
        public void setDescription(String description) { this.description = description; }
        public String getAdoptFrom() { return adoptFrom; }
        public void setAdoptFrom(String adoptFrom) { this.adoptFrom = adoptFrom; }
        public long getHeadroom() { return headroom; }
        public void setHeadroom(long headroom) { this.headroom = headroom; }
    }
}
