package dev.idgen.jdbc;

import dev.idgen.Dialect;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdKeys;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.RejectionHandler;
import dev.idgen.SnowflakeLayout;
import dev.idgen.TimeSource;
import dev.idgen.UnknownKeyException;
import dev.idgen.jdbc.internal.EngineContext;
import dev.idgen.jdbc.internal.JdbcAccess;
import dev.idgen.jdbc.ordered.OrderedAllocator;
import dev.idgen.jdbc.ordered.OrderedGenerators;
import dev.idgen.jdbc.ordered.OrderedIdGenerator;
import dev.idgen.jdbc.ordered.OrderedShards;
import dev.idgen.jdbc.segment.JdbcSegmentSource;
import dev.idgen.jdbc.segment.SegmentAllocator;
import dev.idgen.jdbc.segment.SegmentIdGenerator;
import dev.idgen.jdbc.segment.SegmentSettings;
import dev.idgen.jdbc.segment.SegmentStats;
import dev.idgen.IdGenerator;
import dev.idgen.Strategy;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.daily.DailySequence;
import dev.idgen.jdbc.daily.FormattedIdGenerator;
import dev.idgen.spi.IdPlugin;
import dev.idgen.spi.IdStrategy;
import dev.idgen.spi.PluggedIdGenerator;
import dev.idgen.spi.StrategyContext;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import dev.idgen.jdbc.snowflake.JdbcWorkerLeaseSource;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.jdbc.snowflake.SnowflakeIdGenerator;
import dev.idgen.jdbc.snowflake.SnowflakeSettings;
import dev.idgen.jdbc.snowflake.SnowflakeLeases;
import dev.idgen.jdbc.daily.DailySequences;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The entry point: generators backed by idgen's tables in the application's own database.
 *
 * <pre>{@code
 * try (IdGenEngine engine = IdGenEngine.builder(dataSource).build()) {
 *     IdGenerator orders = engine.segment("order");
 *     long id = orders.nextId();
 * }
 * }</pre>
 *
 * <p>{@link Builder#build()} connects once, detects the dialect and checks that idgen's tables
 * exist (it never creates them: run {@code IdGenMigrations.migrate(dataSource)} first). Every
 * database call of the engine runs on its own small executor, on a connection of its own in
 * autocommit, never inside a caller's transaction. Generators are cached per key: asking twice
 * for the same key returns the same generator.
 *
 * <p>{@link #close()} stops the executor; afterwards every generator of this engine throws
 * {@link dev.idgen.IdGeneratorClosedException}. Ranges still in memory are abandoned (gaps),
 * never reused.
 */
public final class IdGenEngine implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(IdGenEngine.class);
    private static final AtomicInteger ENGINES = new AtomicInteger();

    private final EngineContext context;
    private final ScheduledThreadPoolExecutor executor;
    private final JdbcAccess db;
    private final boolean strict;
    private final Duration maxWait;
    private final SegmentSettings segmentSettings;
    private final JdbcSegmentSource segmentSource;
    private final ConcurrentHashMap<String, SegmentAllocator> segments = new ConcurrentHashMap<>();
    private final OrderedGenerators ordered; // slow-ordered

    // daily sequences, user strategies, plugins
    private final JdbcSegmentSource dailySource;
    private final DailySequences dailies;
    private final Map<String, IdStrategy> strategies;
    private final List<IdPlugin> plugins;
    private final ConcurrentHashMap<String, PluggedIdGenerator> plugged = new ConcurrentHashMap<>();

    private final SnowflakeLeases snowflakes;

    private IdGenEngine(Builder b, Dialect dialect, ScheduledThreadPoolExecutor executor) {
        this.executor = executor;
        this.context = new EngineContext(b.name, executor, b.timeSource, b.rejectionHandler);
        this.db = new JdbcAccess(b.dataSource, dialect, (int) b.databaseTimeout.toSeconds(), executor);
        this.strict = b.strict;
        this.maxWait = b.maxWait;
        this.segmentSettings = new SegmentSettings(b.minStep, b.maxStep, b.prefetchThreshold,
                b.segmentDuration.toMillis() / 1000.0, b.maxWait.toNanos());
        this.segmentSource = JdbcSegmentSource.create(db, b.strict, b.defaultStep);
        this.snowflakes = new SnowflakeLeases(context, JdbcWorkerLeaseSource.create(db), b.snowflakeLayout, b.datacenterId,
                b.node, new SnowflakeSettings(b.maxClockBackward.toMillis(), b.randomSequenceStartBound, b.maxWait.toNanos(),
                        b.leaseTtl.toMillis(), b.heartbeatInterval.toMillis(), b.timestampHorizon.toMillis(),
                        b.takeoverWait.toMillis()), b.workerCacheFile);
        this.dailySource = JdbcSegmentSource.create(db, false, b.dailyStep).capNewKeysAt(b.dailyMaxStep);
        this.dailies = new DailySequences(context, b.dailyZone, this::daySegment, this::segment, segments::remove);
        this.strategies = Map.copyOf(b.strategies);
        this.plugins = List.copyOf(b.plugins);
        this.ordered = new OrderedGenerators(context, db, b.orderedShards, b.maxWait.toNanos(), b.orderedRoundTripsInFlight);
    }

    /** Starts configuring an engine on {@code dataSource} (a pool such as HikariCP). */
    public static Builder builder(DataSource dataSource) {
        return new Builder(dataSource);
    }

    /**
     * The segment generator of {@code key}: ranges reserved from {@code idgen_segment}, handed out
     * from memory. Unique, trend-increasing, gaps after restarts.
     *
     * @throws dev.idgen.InvalidIdRequestException when the key breaks the key rule
     * @throws UnknownKeyException when the engine is strict and the key is not registered
     */
    public SegmentIdGenerator segment(String key) {
        IdKeys.check(key);
        if (context.isClosed()) { // not checkOpen(message): no string built on the path of a cached generator
            throw context.closedException("segment key '" + key + "'");
        }
        SegmentAllocator existing = segments.get(key);
        if (existing != null) {
            return existing;
        }
        if (strict && !Boolean.TRUE.equals(context.callOnExecutor("segment key '" + key + "'",
                () -> segmentSource.exists(key), maxWait.toNanos()))) {
            throw new UnknownKeyException("segment key '" + key + "' is not registered in " + JdbcSegmentSource.TABLE
                    + " and engine '" + context.name() + "' is strict; register it first (INSERT INTO "
                    + JdbcSegmentSource.TABLE + " (biz_tag, step) VALUES ('" + key
                    + "', 1000)) or build the engine without strict(true)");
        }
        return register(key, segmentSource);
    }

    /** The generator of {@code key} on {@code source}: the one another thread registered first, or a new one. */
    private SegmentAllocator register(String key, JdbcSegmentSource source) {
        SegmentAllocator created = new SegmentAllocator(key, source, segmentSettings, context);
        SegmentAllocator raced = segments.putIfAbsent(key, created);
        if (raced != null) {
            return raced;
        }
        created.prefetchFirst();
        return created;
    }

    /** The snowflake generator of the {@code default} namespace; see {@link #snowflake(String)}. */
    public SnowflakeIdGenerator snowflake() {
        return snowflake(DEFAULT_NAMESPACE);
    }

    /** The namespace of {@link #snowflake()}. */
    public static final String DEFAULT_NAMESPACE = "default";

    /**
     * The snowflake generator of {@code namespace}: leases a worker id from {@code idgen_worker}
     * (this node's own after a restart, else an expired or a new one), waits until the clock has
     * passed the previous holder's promise, and keeps the lease alive on a heartbeat. Worker ids
     * are unique per namespace and datacenter; ids of different namespaces may coincide.
     *
     * @throws dev.idgen.IdExhaustedException when every worker id of the layout is leased
     * @throws dev.idgen.ClockMovedBackwardsException when the previous holder's promise is further
     *         ahead of this clock than the takeover wait
     */
    public SnowflakeIdGenerator snowflake(String namespace) {
        return snowflakes.generator(namespace);
    }

    /**
     * The daily sequence of {@code key}: numbers restart at 1 every calendar day in
     * {@link Builder#dailyZone(ZoneId)} (UTC by default). Day rows are created on first use, also
     * by a strict engine (a day is data, not configuration).
     */
    public DailySequence daily(String key) {
        return dailies.daily(key);
    }

    private SegmentIdGenerator daySegment(String dayKey) {
        context.checkOpen("daily key '" + dayKey + "'");
        SegmentAllocator existing = segments.get(dayKey);
        return existing != null ? existing : register(dayKey, dailySource);
    }

    /**
     * Fixed-length string ids of {@code format} for {@code key}: with a {@code {date:..}} in the
     * format the serial comes from {@link #daily(String)} and restarts each day; without one it
     * comes from {@link #segment(String)}.
     */
    public FormattedIdGenerator formatted(String key, IdFormat format) {
        return dailies.formatted(key, format);
    }

    /**
     * The generator of {@code key} by strategy name, built-in ({@code segment}, {@code snowflake}
     * — the key is the namespace) or registered with {@link Builder#strategy(IdStrategy)}, with the
     * engine's plugins around it. Cached per strategy and key. For {@code slow-ordered} use the
     * three-argument form.
     *
     * @throws dev.idgen.InvalidIdRequestException naming an unknown strategy and the known ones
     */
    public IdGenerator generator(String strategy, String key) {
        IdKeys.check(key);
        String name = strategy + ":" + key;
        PluggedIdGenerator existing = plugged.get(name);
        if (existing != null) {
            return existing;
        }
        IdGenerator raw;
        IdStrategy custom = strategies.get(strategy);
        if (custom != null) {
            raw = custom.create(key, strategyContext());
        } else {
            Strategy builtIn = Strategy.fromName(strategy, strategies.keySet());
            raw = builtIn(builtIn, key);
        }
        PluggedIdGenerator created = PluggedIdGenerator.wrap(raw, name, plugins,
                (what, e) -> context.reject(what, e));
        PluggedIdGenerator raced = plugged.putIfAbsent(name, created);
        return raced != null ? raced : created;
    }

    /**
     * Like {@link #generator(String, String)} for strategies with a sub-key: {@code slow-ordered}.
     * Not cached here: sub-keys are data (millions of chat rooms), so each call wraps the engine's
     * (weakly held) generator of that sub-key anew; the wrapper is a few fields.
     */
    public IdGenerator generator(String strategy, String key, String subKey) {
        IdKeys.check(key);
        IdKeys.check(subKey, "sub-key");
        if (Strategy.fromName(strategy, strategies.keySet()) != Strategy.SLOW_ORDERED) {
            throw new dev.idgen.InvalidIdRequestException("strategy '" + strategy + "' takes no sub-key; use "
                    + "generator(strategy, key)");
        }
        return PluggedIdGenerator.wrap(slowOrdered(key, subKey), strategy + ":" + key + "/" + subKey, plugins,
                (what, e) -> context.reject(what, e));
    }

    private IdGenerator builtIn(Strategy strategy, String key) {
        switch (strategy) {
            case SEGMENT:
                return segment(key);
            case SNOWFLAKE:
                return snowflake(key);
            default:
                throw new dev.idgen.InvalidIdRequestException("strategy '" + strategy + "' needs a sub-key: use "
                        + "generator(strategy, key, subKey)");
        }
    }

    private StrategyContext strategyContext() {
        return new EngineStrategyContext(db.dataSource(), db.dialect(), context.time(), context.name());
    }

    /** What a strategy of one's own gets from this engine. */
    private record EngineStrategyContext(DataSource dataSource, Dialect dialect, TimeSource time, String engineName)
            implements StrategyContext {
    }

    /** Statistics of the segment key {@code key}, if this engine has served it. */
    public Optional<SegmentStats> segmentStats(String key) {
        SegmentAllocator a = segments.get(key);
        return a == null ? Optional.empty() : Optional.of(a.stats());
    }

    /** Statistics of every segment key this engine has served, by key. */
    public List<SegmentStats> segmentStats() {
        List<SegmentStats> out = new ArrayList<>();
        segments.values().forEach(a -> out.add(a.stats()));
        out.sort((a, b) -> a.key().compareTo(b.key()));
        return out;
    }

    // ---- slow-ordered -------------------------------------------------------------------------

    /**
     * The slow-ordered generator of {@code key} and {@code subKey} (e.g. {@code "im.message"},
     * {@code "room-42"}): every id is greater than every id returned for the same pair anywhere in
     * the cluster before the call began. Each call waits for a database round trip on the row of
     * the pair ({@code num += n}, one committed statement); calls arriving while one is in flight
     * share the next. The row is created on first use, in the shard table chosen by
     * {@link OrderedShards} among {@link Builder#orderedShards(int)} tables. Generators are cached
     * per pair while referenced.
     *
     * <p>The first call of an engine checks that the schema's shard count and hash are the
     * engine's; a mismatch is an error (never a silent fallback) because two nodes placing a
     * sub-key in two rows would hand out the same ids twice.
     *
     * @throws dev.idgen.InvalidIdRequestException when the key or sub-key breaks the key rule (before any SQL)
     * @throws dev.idgen.SchemaMissingException when the slow-ordered tables are missing
     * @throws IdGenConfigurationException when the schema's shard count or hash disagrees with the engine's
     */
    public OrderedIdGenerator slowOrdered(String key, String subKey) {
        return ordered.get(key, subKey);
    }

    // ---- end slow-ordered ---------------------------------------------------------------------

    /** The dialect in use, detected or forced. */
    public Dialect dialect() {
        return db.dialect();
    }

    /** The engine's name, used in thread names, logs and messages. */
    public String name() {
        return context.name();
    }

    public boolean isClosed() {
        return context.isClosed();
    }

    /**
     * Stops the engine: generators throw from now on, waiting callers are woken with
     * {@link dev.idgen.IdGeneratorClosedException}, the executor is stopped (waiting up to 5 s
     * for a reservation in flight). Idempotent.
     */
    @Override
    public void close() {
        if (context.isClosed()) {
            return;
        }
        context.markClosed();
        segments.values().forEach(SegmentAllocator::onEngineClosed);
        snowflakes.closeAll("engine '" + context.name() + "' was closed", TimeUnit.SECONDS.toNanos(5));
        ordered.onEngineClosed();
        executor.shutdown();
        try {
            if (!executor.awaitTermination(5, TimeUnit.SECONDS)) {
                List<Runnable> dropped = executor.shutdownNow();
                log.warn("idgen engine '{}': executor did not stop within 5 s; interrupted it ({} queued tasks dropped)",
                        context.name(), dropped.size());
            }
        } catch (InterruptedException e) {
            executor.shutdownNow();
            Thread.currentThread().interrupt();
        }
        log.info("idgen engine '{}' closed", context.name());
    }

    @Override
    public String toString() {
        return context + " on " + db.dialect();
    }

    /**
     * Configuration of an {@link IdGenEngine}. Every value is checked when set; a bad value
     * throws {@link IdGenConfigurationException} naming the value and the rule.
     */
    public static final class Builder {

        /** Default of {@link #defaultStep(int)}. */
        public static final int DEFAULT_STEP = 1000;
        /** Default of {@link #minStep(int)}. */
        public static final int DEFAULT_MIN_STEP = 100;
        /**
         * Default of {@link #maxStep(int)}. High on purpose: the step follows the measured rate (one
         * range lasts {@link #segmentDuration(Duration)}), so only a key consumed at millions of ids
         * per second reaches it; capping lower (Leaf uses 1 000 000) makes such a key's range last a
         * few milliseconds, shorter than a slow database round trip, and callers wait. The price of a
         * high cap is a larger gap after a restart of a very hot key.
         */
        public static final int DEFAULT_MAX_STEP = 100_000_000;
        /** The largest step accepted: the {@code step} columns are 32-bit. */
        public static final int STEP_LIMIT = Integer.MAX_VALUE;
        /** Default of {@link #prefetchThreshold(double)}. */
        public static final double DEFAULT_PREFETCH_THRESHOLD = 0.1;
        /** Default of {@link #segmentDuration(Duration)}. */
        public static final Duration DEFAULT_SEGMENT_DURATION = Duration.ofMinutes(15);
        /** Default of {@link #maxWait(Duration)}. */
        public static final Duration DEFAULT_MAX_WAIT = Duration.ofSeconds(3);
        /** Default of {@link #databaseTimeout(Duration)}. */
        public static final Duration DEFAULT_DATABASE_TIMEOUT = Duration.ofSeconds(5);
        /** Default of {@link #executorThreads(int)}. */
        public static final int DEFAULT_EXECUTOR_THREADS = 2;
        /** Default of {@link #leaseTtl(Duration)}. */
        public static final Duration DEFAULT_LEASE_TTL = Duration.ofSeconds(30);
        /** Default of {@link #heartbeatInterval(Duration)}. */
        public static final Duration DEFAULT_HEARTBEAT_INTERVAL = Duration.ofSeconds(2);
        /** Default of {@link #timestampHorizon(Duration)}. */
        public static final Duration DEFAULT_TIMESTAMP_HORIZON = Duration.ofSeconds(10);
        /** Default of {@link #takeoverWait(Duration)}. */
        public static final Duration DEFAULT_TAKEOVER_WAIT = Duration.ofSeconds(30);
        /** Default of {@link #maxClockBackward(Duration)}. */
        public static final Duration DEFAULT_MAX_CLOCK_BACKWARD = Duration.ofMillis(5);
        /** Default of {@link #dailyStep(int)}: small, because daily serials often have few digits. */
        public static final int DEFAULT_DAILY_STEP = 100;
        /** Default of {@link #dailyMaxStep(int)}. */
        public static final int DEFAULT_DAILY_MAX_STEP = 10_000;
        /** The bound used by {@link #randomSequenceStart(boolean) randomSequenceStart(true)}: 0 to 99. */
        public static final int DEFAULT_RANDOM_SEQUENCE_START = 100;
        /** Default of {@link #orderedRoundTripsInFlight(int)}. */
        public static final int DEFAULT_ORDERED_ROUND_TRIPS_IN_FLIGHT = OrderedAllocator.DEFAULT_MAX_IN_FLIGHT;

        /** Default of {@link #orderedShards(int)}: the shard tables created by migration V3. */
        public static final int DEFAULT_ORDERED_SHARDS = OrderedShards.DEFAULT_COUNT;

        private final DataSource dataSource;
        private String name = "idgen-" + ENGINES.incrementAndGet();
        private Dialect dialect;
        private boolean strict;
        private int defaultStep = DEFAULT_STEP;
        private int minStep = DEFAULT_MIN_STEP;
        private int maxStep = DEFAULT_MAX_STEP;
        private double prefetchThreshold = DEFAULT_PREFETCH_THRESHOLD;
        private Duration segmentDuration = DEFAULT_SEGMENT_DURATION;
        private Duration maxWait = DEFAULT_MAX_WAIT;
        private Duration databaseTimeout = DEFAULT_DATABASE_TIMEOUT;
        private int executorThreads = DEFAULT_EXECUTOR_THREADS;
        private TimeSource timeSource = TimeSource.system();
        private RejectionHandler rejectionHandler;
        private SnowflakeLayout snowflakeLayout = SnowflakeLayout.defaults();
        private int datacenterId;
        private NodeIdentity node;
        private Duration leaseTtl = DEFAULT_LEASE_TTL;
        private Duration heartbeatInterval = DEFAULT_HEARTBEAT_INTERVAL;
        private Duration timestampHorizon = DEFAULT_TIMESTAMP_HORIZON;
        private Duration takeoverWait = DEFAULT_TAKEOVER_WAIT;
        private Duration maxClockBackward = DEFAULT_MAX_CLOCK_BACKWARD;
        private int randomSequenceStartBound;
        private java.nio.file.Path workerCacheFile;
        private ZoneId dailyZone = ZoneOffset.UTC;
        private int dailyStep = DEFAULT_DAILY_STEP;
        private int dailyMaxStep = DEFAULT_DAILY_MAX_STEP;
        private final Map<String, IdStrategy> strategies = new LinkedHashMap<>();
        private final List<IdPlugin> plugins = new ArrayList<>();
        private boolean discoverStrategies = true;
        private int orderedShards = DEFAULT_ORDERED_SHARDS;
        private int orderedRoundTripsInFlight = DEFAULT_ORDERED_ROUND_TRIPS_IN_FLIGHT;

        private Builder(DataSource dataSource) {
            if (dataSource == null) {
                throw new IdGenConfigurationException("dataSource must not be null");
            }
            this.dataSource = dataSource;
        }

        /** A name for threads, logs and messages; a key-like string. Default {@code idgen-<n>}. */
        public Builder name(String name) {
            this.name = IdKeys.check(name, "engine name");
            return this;
        }

        /** Forces the dialect instead of detecting it from the connection's metadata. */
        public Builder dialect(Dialect dialect) {
            this.dialect = Objects.requireNonNull(dialect, "dialect");
            return this;
        }

        /**
         * When {@code true}, keys must be registered in the database before use; an unknown key
         * is an {@link UnknownKeyException}. Default {@code false}: an unknown key is created on
         * first use with {@link #defaultStep(int)}.
         */
        public Builder strict(boolean strict) {
            this.strict = strict;
            return this;
        }

        /** The step of keys created on first use. Default {@value #DEFAULT_STEP}. */
        public Builder defaultStep(int step) {
            this.defaultStep = checkStep("defaultStep", step);
            return this;
        }

        /**
         * The smallest range the engine reserves for a key whose row has no {@code min_step}.
         * Default {@value #DEFAULT_MIN_STEP}.
         */
        public Builder minStep(int step) {
            this.minStep = checkStep("minStep", step);
            return this;
        }

        /**
         * The largest range the engine reserves for a key whose row has no {@code max_step}.
         * Default {@value #DEFAULT_MAX_STEP}.
         */
        public Builder maxStep(int step) {
            this.maxStep = checkStep("maxStep", step);
            return this;
        }

        /**
         * The fraction of a range used when the next one is fetched in the background; more than
         * 0 and less than 1. Default {@value #DEFAULT_PREFETCH_THRESHOLD}.
         */
        public Builder prefetchThreshold(double fractionUsed) {
            if (!(fractionUsed > 0 && fractionUsed < 1)) {
                throw new IdGenConfigurationException("prefetchThreshold must be more than 0 and less than 1 "
                        + "(the fraction of a range used when the next is fetched), was " + fractionUsed);
            }
            this.prefetchThreshold = fractionUsed;
            return this;
        }

        /**
         * How long one range should last at the measured rate; the dynamic step is
         * {@code rate * segmentDuration} within [minStep, maxStep]. From 1 s to 24 h. Default 15 min.
         */
        public Builder segmentDuration(Duration duration) {
            this.segmentDuration = checkDuration("segmentDuration", duration, Duration.ofSeconds(1), Duration.ofHours(24));
            return this;
        }

        /**
         * How long a caller waits for the database when nothing is buffered, before
         * {@link IdSourceUnavailableException}. From 1 ms to 10 min. Default 3 s.
         */
        public Builder maxWait(Duration maxWait) {
            this.maxWait = checkDuration("maxWait", maxWait, Duration.ofMillis(1), Duration.ofMinutes(10));
            return this;
        }

        /**
         * Statement timeout of every idgen statement (and the network timeout of its connection,
         * plus 1 s, where the driver supports it). Whole seconds, from 1 s to 10 min. Default 5 s.
         */
        public Builder databaseTimeout(Duration timeout) {
            Duration d = checkDuration("databaseTimeout", timeout, Duration.ofSeconds(1), Duration.ofMinutes(10));
            if (d.toMillis() % 1000 != 0) {
                throw new IdGenConfigurationException("databaseTimeout must be whole seconds (JDBC statement timeouts are), was " + d);
            }
            this.databaseTimeout = d;
            return this;
        }

        /** Threads of the engine's executor (reservations, heartbeats): 1 to 64. Default 2. */
        public Builder executorThreads(int threads) {
            if (threads < 1 || threads > 64) {
                throw new IdGenConfigurationException("executorThreads must be between 1 and 64, was " + threads);
            }
            this.executorThreads = threads;
            return this;
        }

        /** The clock used for rates (and timestamps of time-based strategies). Default the system clock. */
        public Builder timeSource(TimeSource timeSource) {
            this.timeSource = Objects.requireNonNull(timeSource, "timeSource");
            return this;
        }

        /**
         * Called whenever a generator cannot issue an id, before the exception reaches the caller
         * (alarms, metrics). Default: log at WARN with context, at most once a second per generator.
         */
        public Builder rejectionHandler(RejectionHandler handler) {
            this.rejectionHandler = Objects.requireNonNull(handler, "rejectionHandler");
            return this;
        }

        /** The bit layout of snowflake ids. Default {@link SnowflakeLayout#defaults()} (41/0/10/12). */
        public Builder snowflakeLayout(SnowflakeLayout layout) {
            this.snowflakeLayout = Objects.requireNonNull(layout, "snowflakeLayout");
            return this;
        }

        /** This node's datacenter id, fixed by configuration (worker ids are leased within it). Default 0. */
        public Builder datacenterId(int datacenterId) {
            if (datacenterId < 0) {
                throw new IdGenConfigurationException("datacenterId must not be negative, was " + datacenterId);
            }
            this.datacenterId = datacenterId;
            return this;
        }

        /**
         * Who this node is in the worker lease table. Application name + host + port must be unique
         * among live processes; a restarted node with the same identity gets its worker id back.
         * Default: {@code idgen} on this host name with port 0 (not recognisable after a restart).
         */
        public Builder snowflakeNode(NodeIdentity node) {
            this.node = Objects.requireNonNull(node, "snowflakeNode");
            return this;
        }

        /** How long a worker lease lasts without a heartbeat (database clock). 3 s to 1 h. Default 30 s. */
        public Builder leaseTtl(Duration ttl) {
            this.leaseTtl = checkDuration("leaseTtl", ttl, Duration.ofSeconds(3), Duration.ofHours(1));
            return this;
        }

        /** How often the lease is renewed and the timestamp promise moved ahead. 100 ms to 10 min. Default 2 s. */
        public Builder heartbeatInterval(Duration interval) {
            this.heartbeatInterval = checkDuration("heartbeatInterval", interval, Duration.ofMillis(100), Duration.ofMinutes(10));
            return this;
        }

        /**
         * How far ahead of the clock each heartbeat promises timestamps (persisted before use). It is
         * how long a node keeps issuing with the database down, and how long a node restarted after a
         * crash may wait for its clock. More than the heartbeat interval, 200 ms to 1 h. Default 10 s.
         */
        public Builder timestampHorizon(Duration horizon) {
            this.timestampHorizon = checkDuration("timestampHorizon", horizon, Duration.ofMillis(200), Duration.ofHours(1));
            return this;
        }

        /**
         * How long taking over a worker id may wait for this clock to pass the previous holder's
         * promise; further ahead is refused as a clock problem. At least the horizon, at most 1 h. Default 30 s.
         */
        public Builder takeoverWait(Duration wait) {
            this.takeoverWait = checkDuration("takeoverWait", wait, Duration.ZERO, Duration.ofHours(1));
            return this;
        }

        /**
         * How far the clock may move backwards and be waited out; further is a
         * {@link dev.idgen.ClockMovedBackwardsException}. 0 to 1 s. Default 5 ms.
         */
        public Builder maxClockBackward(Duration offset) {
            this.maxClockBackward = checkDuration("maxClockBackward", offset, Duration.ZERO, Duration.ofSeconds(1));
            return this;
        }

        /**
         * Starts each millisecond's sequence at a random number in [0, 100) so that {@code id % n}
         * spreads evenly even at low rates. Default off (sequences start at 0).
         */
        public Builder randomSequenceStart(boolean on) {
            this.randomSequenceStartBound = on ? DEFAULT_RANDOM_SEQUENCE_START : 0;
            return this;
        }

        /** Like {@link #randomSequenceStart(boolean)} with a bound of your own: 1 to half the sequence capacity. */
        public Builder randomSequenceStart(int bound) {
            if (bound < 1) {
                throw new IdGenConfigurationException("randomSequenceStart bound must be at least 1, was " + bound);
            }
            this.randomSequenceStartBound = bound;
            return this;
        }

        /**
         * Keeps this node's snowflake leases in a local file so it can start while the database is
         * unreachable: it then issues ids after the cached promise and only until the cached lease
         * would have expired (less 1 s), and takes the lease again once the database answers. Off by
         * default. Risk: safe only while the nodes' clocks agree within 1 s and the file is this
         * node's own. Needs a recognisable {@link #snowflakeNode(NodeIdentity)} (port &gt; 0).
         */
        public Builder workerCacheFile(java.nio.file.Path file) {
            this.workerCacheFile = Objects.requireNonNull(file, "workerCacheFile");
            return this;
        }

        /** The time zone whose calendar days daily sequences follow. Default UTC. */
        public Builder dailyZone(ZoneId zone) {
            this.dailyZone = Objects.requireNonNull(zone, "dailyZone");
            return this;
        }

        /** The first step of a new day's row (later ones follow the rate, within min/max step). Default 100. */
        public Builder dailyStep(int step) {
            this.dailyStep = checkStep("dailyStep", step);
            return this;
        }

        /**
         * The largest range a day row may grow to (written into each new day row as {@code max_step}),
         * so a busy day or a restart after a burst cannot push serials past a format's width: at most
         * this many serials are skipped per restarted node. Default 10 000.
         */
        public Builder dailyMaxStep(int step) {
            this.dailyMaxStep = checkStep("dailyMaxStep", step);
            return this;
        }

        /**
         * Registers a strategy of your own, obtained with {@link IdGenEngine#generator(String, String)}.
         * Strategies listed in {@code META-INF/services/dev.idgen.spi.IdStrategy} are registered too,
         * unless {@link #discoverStrategies(boolean) discoverStrategies(false)}.
         *
         * @throws IdGenConfigurationException when the name breaks the key rule or is taken
         */
        public Builder strategy(IdStrategy strategy) {
            Objects.requireNonNull(strategy, "strategy");
            String name = strategy.name();
            if (!IdKeys.isValid(name)) {
                throw new IdGenConfigurationException("strategy name '" + name + "' of " + strategy.getClass().getName()
                        + " breaks the key rule (1 to 128 letters, digits, '.', '_', '-', ':')");
            }
            for (Strategy builtIn : Strategy.values()) {
                if (builtIn.externalName().equals(name)) {
                    throw new IdGenConfigurationException("strategy name '" + name + "' of " + strategy.getClass().getName()
                            + " is a built-in strategy's name; choose another");
                }
            }
            IdStrategy previous = strategies.putIfAbsent(name, strategy);
            if (previous != null && previous.getClass() != strategy.getClass()) {
                throw new IdGenConfigurationException("strategy name '" + name + "' is registered twice: "
                        + previous.getClass().getName() + " and " + strategy.getClass().getName());
            }
            return this;
        }

        /** Whether strategies are also loaded with {@link ServiceLoader}. Default {@code true}. */
        public Builder discoverStrategies(boolean discover) {
            this.discoverStrategies = discover;
            return this;
        }

        /** A plugin for every generator obtained with {@link IdGenEngine#generator(String, String)}. */
        public Builder plugin(IdPlugin plugin) {
            plugins.add(Objects.requireNonNull(plugin, "plugin"));
            return this;
        }

        /**
         * How many shard tables ({@code idgen_ordered_00} ..) the slow-ordered rows are spread over:
         * 1 to {@value OrderedShards#MAX_COUNT}, and it must equal the {@code shard_count} that
         * the schema records in {@code idgen_ordered_config}, checked at the first
         * {@link IdGenEngine#slowOrdered(String, String)} (a disagreement would map one sub-key to
         * two rows on two nodes). Default {@value #DEFAULT_ORDERED_SHARDS}, as migrated.
         */
        public Builder orderedShards(int shards) {
            this.orderedShards = OrderedShards.checkCount(shards);
            return this;
        }

        /**
         * How many round trips of one slow-ordered (key, sub-key) may be on their way to the
         * database at once: 1 to 8, default {@value #DEFAULT_ORDERED_ROUND_TRIPS_IN_FLIGHT}. With 2,
         * the next combined batch is sent while the last is still out, so it waits at the row
         * instead of in this JVM: measured +22 % to +26 % ids/s at 8 and 32 threads with 0.5 ms
         * added per round trip, but smaller batches (more statements on the row) and no gain on
         * loopback. Each round trip in flight holds a connection and an engine thread (see
         * {@link #executorThreads(int)}). Order stays strict with any value: two batches in flight
         * were asked for by calls that overlap in time.
         */
        public Builder orderedRoundTripsInFlight(int roundTrips) {
            if (roundTrips < 1 || roundTrips > 8) {
                throw new IdGenConfigurationException("orderedRoundTripsInFlight must be between 1 and 8, was " + roundTrips);
            }
            this.orderedRoundTripsInFlight = roundTrips;
            return this;
        }

        /**
         * Connects, detects the dialect, checks idgen's tables and starts the engine.
         *
         * @throws IdSourceUnavailableException when no connection can be had
         * @throws dev.idgen.SchemaMissingException when idgen's tables are missing; names the migration
         * @throws IdGenConfigurationException when settings contradict each other or the database is unsupported
         */
        public IdGenEngine build() {
            if (minStep > maxStep) {
                throw new IdGenConfigurationException("minStep (" + minStep + ") must not be greater than maxStep ("
                        + maxStep + ")");
            }
            checkSnowflakeSettings();
            if (discoverStrategies) {
                ServiceLoader.load(IdStrategy.class, IdGenEngine.class.getClassLoader()).forEach(this::strategy);
            }
            Dialect detected;
            boolean unreachable = false;
            try {
                detected = connectAndCheck();
            } catch (IdSourceUnavailableException e) {
                if (workerCacheFile == null || dialect == null) {
                    throw e;
                }
                // the one case where starting without the database is wanted: snowflake from the worker cache
                log.warn("idgen engine '{}': the database is unreachable ({}); starting anyway because a worker cache "
                        + "({}) and the dialect ({}) are configured; idgen's tables are not checked", name, e.getMessage(),
                        workerCacheFile, dialect);
                detected = dialect;
                unreachable = true;
            }
            ScheduledThreadPoolExecutor executor = newExecutor();
            IdGenEngine engine = new IdGenEngine(this, detected, executor);
            try {
                if (!unreachable) {
                    engine.db.withConnection(c -> {
                        engine.segmentSource.checkSchema(c);
                        engine.snowflakes.checkSchema(c);
                        return null;
                    });
                }
            } catch (SQLException | RuntimeException e) {
                engine.close();
                if (e instanceof RuntimeException) {
                    throw (RuntimeException) e;
                }
                throw new IdSourceUnavailableException("idgen engine '" + name + "': checking idgen's tables failed: "
                        + e.getMessage(), e);
            }
            log.info("idgen engine '{}' started: {} (strict={}, step {} in [{}, {}], prefetch at {}%, maxWait {} ms)",
                    name, detected, strict, defaultStep, minStep, maxStep, Math.round(prefetchThreshold * 100),
                    maxWait.toMillis());
            return engine;
        }

        private void checkSnowflakeSettings() {
            if (datacenterId > snowflakeLayout.maxDatacenterId()) {
                throw new IdGenConfigurationException("datacenterId must be between 0 and " + snowflakeLayout.maxDatacenterId()
                        + " (" + snowflakeLayout.datacenterBits() + " datacenter bits in " + snowflakeLayout + "), was "
                        + datacenterId);
            }
            if (randomSequenceStartBound > snowflakeLayout.capacityPerMillisecond() / 2) {
                throw new IdGenConfigurationException("randomSequenceStart bound must be at most half the sequence capacity ("
                        + snowflakeLayout.capacityPerMillisecond() / 2 + "), was " + randomSequenceStartBound);
            }
            if (heartbeatInterval.compareTo(timestampHorizon) >= 0) {
                throw new IdGenConfigurationException("heartbeatInterval (" + heartbeatInterval
                        + ") must be shorter than timestampHorizon (" + timestampHorizon + ")");
            }
            if (heartbeatInterval.multipliedBy(3).compareTo(leaseTtl) > 0) {
                throw new IdGenConfigurationException("leaseTtl (" + leaseTtl + ") must be at least 3 heartbeat intervals ("
                        + heartbeatInterval.multipliedBy(3) + ")");
            }
            if (workerCacheFile != null && (node == null || !node.recognisable())) {
                throw new IdGenConfigurationException("workerCacheFile needs a node identity with a port, so a restarted "
                        + "node can be recognised: snowflakeNode(new NodeIdentity(app, host, port)); was " + node);
            }
            if (takeoverWait.compareTo(timestampHorizon) < 0) {
                throw new IdGenConfigurationException("takeoverWait (" + takeoverWait + ") must be at least timestampHorizon ("
                        + timestampHorizon + "), or a node restarted after a crash could never take its worker id back");
            }
        }

        private Dialect connectAndCheck() {
            try (Connection c = dataSource.getConnection()) {
                DatabaseMetaData md = c.getMetaData();
                Dialect detected = Dialect.detect(md);
                if (dialect != null && dialect != detected) {
                    log.warn("idgen engine '{}': dialect forced to {} but the database says {} {}", name, dialect,
                            md.getDatabaseProductName(), md.getDatabaseProductVersion());
                    return dialect;
                }
                log.info("idgen engine '{}': {} {} detected, using the {} dialect", name, md.getDatabaseProductName(),
                        md.getDatabaseProductVersion(), detected);
                return detected;
            } catch (SQLException e) {
                throw new IdSourceUnavailableException("idgen engine '" + name + "' cannot connect to the database through "
                        + dataSource + ": " + e.getMessage(), e);
            } catch (IdGenConfigurationException e) {
                if (dialect != null) {
                    return dialect;
                }
                throw e;
            }
        }

        private ScheduledThreadPoolExecutor newExecutor() {
            AtomicInteger n = new AtomicInteger();
            ThreadFactory tf = r -> {
                Thread t = new Thread(r, name + "-io-" + n.incrementAndGet());
                t.setDaemon(true);
                return t;
            };
            ScheduledThreadPoolExecutor e = new ScheduledThreadPoolExecutor(executorThreads, tf);
            e.setRemoveOnCancelPolicy(true);
            e.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
            return e;
        }

        private static int checkStep(String what, int step) {
            if (step < 1) {
                throw new IdGenConfigurationException(what + " must be at least 1, was " + step);
            }
            return step;
        }

        private static Duration checkDuration(String what, Duration d, Duration min, Duration max) {
            if (d == null) {
                throw new IdGenConfigurationException(what + " must not be null");
            }
            if (d.compareTo(min) < 0 || d.compareTo(max) > 0) {
                throw new IdGenConfigurationException(what + " must be between " + min + " and " + max + ", was " + d);
            }
            return d;
        }
    }
}
