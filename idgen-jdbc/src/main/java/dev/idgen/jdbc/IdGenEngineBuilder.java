package dev.idgen.jdbc;

import dev.idgen.Dialect;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdKeys;
import dev.idgen.RejectionHandler;
import dev.idgen.SnowflakeLayout;
import dev.idgen.Strategy;
import dev.idgen.TimeSource;
import dev.idgen.jdbc.document.DocumentNumbers;
import dev.idgen.jdbc.document.TransactionConnection;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.spi.IdPlugin;
import dev.idgen.spi.IdStrategy;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import javax.sql.DataSource;

/**
 * Configuration of an {@link IdGenEngine}, from {@link IdGenEngine#builder(DataSource)}. The
 * engine-wide settings are here; each strategy's are in its options group —
 * {@link SegmentOptions}, {@link SnowflakeOptions}, {@link OrderedOptions}, {@link DailyOptions} —
 * reached with {@link #segment(Consumer)} and its siblings, or with the shortcuts below, which set
 * the same options. Every value is checked when set and each group's rules when the engine is
 * built; a bad value throws {@link IdGenConfigurationException} naming the value and the rule.
 * Each default is stated once, as a constant of the class that owns the option.
 *
 * <p>{@link #build()} connects once, detects the dialect, checks idgen's tables (it never creates
 * them: run {@code IdGenMigrations.migrate(dataSource)} first) and starts the engine.
 */
public final class IdGenEngineBuilder {

    /** Default of {@link #maxWait(Duration)}. */
    public static final Duration DEFAULT_MAX_WAIT = EngineOptions.MAX_WAIT.defaultValue().orElseThrow();
    /** Default of {@link #databaseTimeout(Duration)}. */
    public static final Duration DEFAULT_DATABASE_TIMEOUT = EngineOptions.DATABASE_TIMEOUT.defaultValue().orElseThrow();
    /** Default of {@link #executorThreads(int)}. */
    public static final int DEFAULT_EXECUTOR_THREADS = EngineOptions.EXECUTOR_THREADS.defaultValue().orElseThrow();
    /** Default of {@link #maxKeys(int)}. */
    public static final int DEFAULT_MAX_KEYS = EngineOptions.MAX_KEYS.defaultValue().orElseThrow();

    private static final AtomicInteger ENGINES = new AtomicInteger();

    final DataSource dataSource;
    /** Every catalog option's value, the option groups' too: set by the typed setters or {@link #set}. */
    private final OptionValues values = new OptionValues();
    private final String defaultName = "idgen-" + ENGINES.incrementAndGet();
    TimeSource timeSource = TimeSource.system();
    RejectionHandler rejectionHandler;
    TransactionConnection transactionConnection;
    final SegmentOptions segment = new SegmentOptions(values);
    final SnowflakeOptions snowflake = new SnowflakeOptions(values);
    final OrderedOptions ordered = new OrderedOptions(values);
    final DailyOptions daily = new DailyOptions(values);
    final FailoverOptions failover = new FailoverOptions(values);
    final Map<String, IdStrategy> strategies = new LinkedHashMap<>();
    final List<IdPlugin> plugins = new ArrayList<>();
    boolean discoverStrategies = true;

    IdGenEngineBuilder(DataSource dataSource) {
        this.dataSource = Checks.notNull("dataSource", dataSource);
    }

    // ---- the engine ----------------------------------------------------------------------------

    /**
     * Sets any option by its catalog entry ({@link EngineOptions}), as its typed setter would — the way
     * configuration files reach the builder ({@link EngineProperties}). Checked by the option's rule.
     *
     * @throws IdGenConfigurationException naming the option, the value and the rule
     */
    public <T> IdGenEngineBuilder set(EngineOption<T> option, T value) {
        values.set(Checks.notNull("option", option), value);
        return this;
    }

    /** A name for threads, logs and messages; a key-like string. Default {@code idgen-<n>}. */
    public IdGenEngineBuilder name(String name) {
        values.set(EngineOptions.NAME, name);
        return this;
    }

    /**
     * The schema idgen's tables are in ({@code IdGenMigrations.migrate(dataSource, schema)} creates
     * them there): a plain SQL name, written unquoted in every statement ({@code ids.idgen_segment}),
     * so the database folds its case as usual. Default {@code null}: the connection's default schema
     * (PostgreSQL's search path, MySQL's current database, H2's {@code PUBLIC}).
     *
     * @throws dev.idgen.IdGenConfigurationException for a name that is not a plain SQL name
     */
    public IdGenEngineBuilder schema(String schema) {
        values.set(EngineOptions.SCHEMA, schema);
        return this;
    }

    /** Forces the dialect instead of detecting it from the connection's metadata. */
    public IdGenEngineBuilder dialect(Dialect dialect) {
        values.set(EngineOptions.DIALECT, dialect);
        return this;
    }

    /**
     * How long a caller waits for the database when nothing is buffered, before
     * {@link dev.idgen.IdSourceUnavailableException}. From 1 ms to 10 min. Default 3 s.
     */
    public IdGenEngineBuilder maxWait(Duration maxWait) {
        values.set(EngineOptions.MAX_WAIT, maxWait);
        return this;
    }

    /**
     * Statement timeout of every idgen statement (and the network timeout of its connection,
     * plus 1 s, where the driver supports it). Whole seconds, from 1 s to 10 min. Default 5 s.
     * On PostgreSQL the reservations' {@code UPDATE .. RETURNING} statements are not given pgjdbc's
     * query timeout (a timer task per statement) but are cancelled by a check of the engine's, at most
     * 250 ms after this timeout; the cancel is the one pgjdbc's timer would send.
     */
    public IdGenEngineBuilder databaseTimeout(Duration timeout) {
        values.set(EngineOptions.DATABASE_TIMEOUT, timeout);
        return this;
    }

    /**
     * What a key does when the table it fills holds ids at or above its next id
     * ({@link IdGenEngine#startAbove}). Default {@link ExistingRowsRule#ADOPT}: start above them, and
     * move a key in use above ids another writer put there (WARN).
     */
    public IdGenEngineBuilder existingRows(ExistingRowsRule rule) {
        values.set(EngineOptions.EXISTING_ROWS, rule);
        return this;
    }

    /** Threads of the engine's executor (reservations, heartbeats): 1 to 64. Default 2. */
    public IdGenEngineBuilder executorThreads(int threads) {
        values.set(EngineOptions.EXECUTOR_THREADS, threads);
        return this;
    }

    /**
     * The most keys the engine serves (segment and daily keys, snowflake namespaces, slow-ordered keys,
     * keys of user strategies; slow-ordered sub-keys do not count): 1 to 1,000,000. Default 10,000.
     * Every key holds memory for the engine's life (its generator, buffer and counters), so a key made
     * up per request would grow the engine without end; past the limit a new key is refused with an
     * {@link dev.idgen.InvalidIdRequestException} naming the key and the limit, and keys already served
     * go on.
     */
    public IdGenEngineBuilder maxKeys(int maxKeys) {
        values.set(EngineOptions.MAX_KEYS, maxKeys);
        return this;
    }

    /** The clock used for rates and for the timestamps of time-based strategies. Default the system clock. */
    public IdGenEngineBuilder timeSource(TimeSource timeSource) {
        this.timeSource = Checks.notNull("timeSource", timeSource);
        return this;
    }

    /**
     * Called whenever a generator cannot issue an id, before the exception reaches the caller
     * (alarms, metrics), once per failed call. Default: log at WARN with context, at most once a
     * second per generator.
     */
    public IdGenEngineBuilder rejectionHandler(RejectionHandler handler) {
        this.rejectionHandler = Checks.notNull("rejectionHandler", handler);
        return this;
    }

    /**
     * How {@link DocumentNumbers#next()} finds the connection of the transaction the calling thread is in.
     * idgen's Spring Boot starter sets one over Spring's transactions; without one, document numbers are taken
     * with {@code next(connection)} only.
     */
    public IdGenEngineBuilder transactionConnection(TransactionConnection transactionConnection) {
        this.transactionConnection = Checks.notNull("transactionConnection", transactionConnection);
        return this;
    }

    /**
     * This node's region among {@code count} regions that share nothing — a database each, no replication between
     * them (docs/regions.md): {@code index} 0 to {@code count - 1}, {@code count} 1 to {@value Region#MAX_COUNT}.
     * Default region 0 of 1: no regions, nothing mapped. Counter ids (segment, slow-ordered, daily serials) of
     * region {@code i} are {@code (local - 1) * count + i + 1}, {@code local} being what its database hands out;
     * snowflake ids carry the region as their datacenter id; slow-ordered ids are ordered within a region only.
     * The first node records the region in its database ({@code idgen_region}, migration V12; a node without
     * regions records region 0 of 1); a node configured with another region or count, or without regions, is
     * refused at build, or at its first reservation when it was built while the database was unreachable. Set
     * through options instead, {@code region.index} is required whenever {@code region.count} is above 1.
     *
     * @throws IdGenConfigurationException naming the values, for a count or index out of bounds (the index is
     *         checked against the count when the engine is built, so the two may be set in any order)
     */
    public IdGenEngineBuilder region(int index, int count) {
        values.set(EngineOptions.REGION_COUNT, count);
        values.set(EngineOptions.REGION_INDEX, index);
        Region.of(index, count);
        return this;
    }

    // ---- the strategies' options ---------------------------------------------------------------

    /** Sets options of the segment strategy, e.g. {@code segment(o -> o.minStep(500).maxStep(1_000_000))}. */
    public IdGenEngineBuilder segment(Consumer<SegmentOptions> options) {
        options.accept(segment);
        return this;
    }

    /** Sets options of the snowflake strategy. */
    public IdGenEngineBuilder snowflake(Consumer<SnowflakeOptions> options) {
        options.accept(snowflake);
        return this;
    }

    /** Sets options of the slow-ordered strategy. */
    public IdGenEngineBuilder slowOrdered(Consumer<OrderedOptions> options) {
        options.accept(ordered);
        return this;
    }

    /** Sets options of daily sequences and formatted ids. */
    public IdGenEngineBuilder daily(Consumer<DailyOptions> options) {
        options.accept(daily);
        return this;
    }

    /** Sets what the engine does when the database fails over or goes back (see {@link FailoverOptions}). */
    public IdGenEngineBuilder failover(Consumer<FailoverOptions> options) {
        options.accept(failover);
        return this;
    }

    // ---- shortcuts: each sets one option of a group (its Javadoc there) --------------------------

    /** {@link SegmentOptions#strict(boolean)}. */
    public IdGenEngineBuilder strict(boolean strict) {
        segment.strict(strict);
        return this;
    }

    /** {@link SegmentOptions#defaultStep(int)}. */
    public IdGenEngineBuilder defaultStep(int step) {
        segment.defaultStep(step);
        return this;
    }

    /** {@link SegmentOptions#minStep(int)}. */
    public IdGenEngineBuilder minStep(int step) {
        segment.minStep(step);
        return this;
    }

    /** {@link SegmentOptions#maxStep(int)}. */
    public IdGenEngineBuilder maxStep(int step) {
        segment.maxStep(step);
        return this;
    }

    /** {@link SegmentOptions#prefetchThreshold(double)}. */
    public IdGenEngineBuilder prefetchThreshold(double fractionUsed) {
        segment.prefetchThreshold(fractionUsed);
        return this;
    }

    /** {@link SegmentOptions#duration(Duration)}. */
    public IdGenEngineBuilder segmentDuration(Duration duration) {
        segment.duration(duration);
        return this;
    }

    /** {@link SnowflakeOptions#layout(SnowflakeLayout)}. */
    public IdGenEngineBuilder snowflakeLayout(SnowflakeLayout layout) {
        snowflake.layout(layout);
        return this;
    }

    /** {@link SnowflakeOptions#datacenterId(int)}. */
    public IdGenEngineBuilder datacenterId(int datacenterId) {
        snowflake.datacenterId(datacenterId);
        return this;
    }

    /** {@link SnowflakeOptions#node(NodeIdentity)}. */
    public IdGenEngineBuilder snowflakeNode(NodeIdentity node) {
        snowflake.node(node);
        return this;
    }

    /** {@link SnowflakeOptions#leaseTtl(Duration)}. */
    public IdGenEngineBuilder leaseTtl(Duration ttl) {
        snowflake.leaseTtl(ttl);
        return this;
    }

    /** {@link SnowflakeOptions#heartbeatInterval(Duration)}. */
    public IdGenEngineBuilder heartbeatInterval(Duration interval) {
        snowflake.heartbeatInterval(interval);
        return this;
    }

    /** {@link SnowflakeOptions#timestampHorizon(Duration)}. */
    public IdGenEngineBuilder timestampHorizon(Duration horizon) {
        snowflake.timestampHorizon(horizon);
        return this;
    }

    /** {@link SnowflakeOptions#takeoverWait(Duration)}. */
    public IdGenEngineBuilder takeoverWait(Duration wait) {
        snowflake.takeoverWait(wait);
        return this;
    }

    /** {@link SnowflakeOptions#maxClockBackward(Duration)}. */
    public IdGenEngineBuilder maxClockBackward(Duration offset) {
        snowflake.maxClockBackward(offset);
        return this;
    }

    /** {@link SnowflakeOptions#randomSequenceStart(boolean)}. */
    public IdGenEngineBuilder randomSequenceStart(boolean on) {
        snowflake.randomSequenceStart(on);
        return this;
    }

    /** {@link SnowflakeOptions#randomSequenceStart(int)}. */
    public IdGenEngineBuilder randomSequenceStart(int bound) {
        snowflake.randomSequenceStart(bound);
        return this;
    }

    /** {@link SnowflakeOptions#workerCacheFile(Path)}. */
    public IdGenEngineBuilder workerCacheFile(Path file) {
        snowflake.workerCacheFile(file);
        return this;
    }

    /** {@link OrderedOptions#shards(int)}. */
    public IdGenEngineBuilder orderedShards(int shards) {
        ordered.shards(shards);
        return this;
    }

    /** {@link OrderedOptions#roundTripsInFlight(int)}. */
    public IdGenEngineBuilder orderedRoundTripsInFlight(int roundTrips) {
        ordered.roundTripsInFlight(roundTrips);
        return this;
    }

    /** {@link DailyOptions#zone(ZoneId)}. */
    public IdGenEngineBuilder dailyZone(ZoneId zone) {
        daily.zone(zone);
        return this;
    }

    /** {@link DailyOptions#step(int)}. */
    public IdGenEngineBuilder dailyStep(int step) {
        daily.step(step);
        return this;
    }

    /** {@link DailyOptions#maxStep(int)}. */
    public IdGenEngineBuilder dailyMaxStep(int step) {
        daily.maxStep(step);
        return this;
    }

    /** {@link FailoverOptions#requireSynchronousReplication(boolean)}. */
    public IdGenEngineBuilder requireSynchronousReplication(boolean require) {
        failover.requireSynchronousReplication(require);
        return this;
    }

    // ---- extensions ----------------------------------------------------------------------------

    /**
     * Registers a strategy of your own, obtained with {@link IdGenEngine#generator(String, String)}
     * (and Hibernate's {@code strategy} parameter). Strategies listed in
     * {@code META-INF/services/dev.idgen.spi.IdStrategy} are registered too, unless
     * {@link #discoverStrategies(boolean) discoverStrategies(false)}.
     *
     * @throws IdGenConfigurationException when the name breaks the key rule, is a built-in
     *         strategy's or is taken by another class
     */
    public IdGenEngineBuilder strategy(IdStrategy strategy) {
        Checks.notNull("strategy", strategy);
        String raw = strategy.name();
        if (!IdKeys.isValid(raw)) {
            throw new IdGenConfigurationException("strategy name '" + raw + "' of " + strategy.getClass().getName()
                    + " breaks the key rule (1 to 128 letters, digits, '.', '_', '-', ':')");
        }
        String name = Strategy.normalize(raw);
        if (IdGenEngine.BUILT_IN.contains(name)) {
            throw new IdGenConfigurationException("strategy name '" + raw + "' of " + strategy.getClass().getName()
                    + " is a built-in strategy's name (" + String.join(", ", IdGenEngine.BUILT_IN) + "); choose another");
        }
        IdStrategy previous = strategies.putIfAbsent(name, strategy);
        if (previous != null && previous.getClass() != strategy.getClass()) {
            throw new IdGenConfigurationException("strategy name '" + raw + "' is registered twice: "
                    + previous.getClass().getName() + " and " + strategy.getClass().getName());
        }
        return this;
    }

    /** Whether strategies are also loaded with {@link ServiceLoader}. Default {@code true}. */
    public IdGenEngineBuilder discoverStrategies(boolean discover) {
        this.discoverStrategies = discover;
        return this;
    }

    /**
     * A plugin around every generator of the engine (or those it
     * {@linkplain IdPlugin#appliesTo(String) applies to}): typed accessors,
     * {@link IdGenEngine#generator}, Hibernate, jOOQ helpers and the CLI alike.
     */
    public IdGenEngineBuilder plugin(IdPlugin plugin) {
        plugins.add(Checks.notNull("plugin", plugin));
        return this;
    }

    /**
     * Checks the options together, as {@link #build()} does before it connects (a segment min-step
     * above its max-step, a lease shorter than three heartbeats, ...), without connecting: lets a
     * caller such as the Spring Boot auto-configuration refuse a bad configuration before it changes
     * anything in the database (migrations, keys).
     *
     * @throws IdGenConfigurationException naming the options and the rule they break
     */
    public IdGenEngineBuilder validate() {
        segment.validate();
        snowflake.validate();
        Region region = region();
        if (region.isShared() && ordered.globalOrder()) {
            throw new IdGenConfigurationException("slow-ordered.global-order is true but this node is " + region
                    + ": regions share nothing (a database each, no replication), so nothing orders one region's "
                    + "slow-ordered ids against another's; they are ordered within a region only. Fix: keep the keys "
                    + "that need one order in one region (every node of that region), or order by time with snowflake "
                    + "ids (ordered to the millisecond across regions, not strictly), and remove slow-ordered.global-order");
        }
        if (snowflake.configured()) { // else at the first snowflake generator: an engine without snowflake ids needs no bits
            region.checkSnowflake(snowflake.layout(), snowflake.explicitDatacenterId());
        }
        return this;
    }

    /**
     * The region of the options set; checks the index against the count. With more than one region the index is
     * required: its default, 0, would make every node that forgot it issue region 0's ids, which the other
     * regions' databases (sharing nothing) cannot detect.
     */
    private Region region() {
        int count = values.get(EngineOptions.REGION_COUNT);
        if (count > 1 && !values.isSet(EngineOptions.REGION_INDEX)) {
            throw new IdGenConfigurationException("region.index is required when region.count is above 1 (was "
                    + count + "): a node that forgot it would issue region 0's ids, and regions share nothing, so no "
                    + "database would notice. Fix: set region.index to this node's region, 0 to " + (count - 1)
                    + " (IdGenEngineBuilder.region(index, " + count + "))");
        }
        return Region.of(values.get(EngineOptions.REGION_INDEX), values.get(EngineOptions.REGION_COUNT));
    }

    /**
     * The strategy names an engine built now would serve, as {@link IdGenEngine#strategies()} lists
     * them: the built-in ones, those registered with {@link #strategy(IdStrategy)} and, unless
     * {@link #discoverStrategies(boolean) discoverStrategies(false)}, those listed in
     * {@code META-INF/services/dev.idgen.spi.IdStrategy}. Connects to nothing and registers nothing.
     */
    public List<String> strategies() {
        List<String> names = new ArrayList<>(IdGenEngine.BUILT_IN_ORDER);
        java.util.TreeSet<String> own = new java.util.TreeSet<>(strategies.keySet());
        if (discoverStrategies) {
            ServiceLoader.load(IdStrategy.class, IdGenEngine.class.getClassLoader())
                    .forEach(s -> own.add(Strategy.normalize(s.name())));
        }
        own.removeAll(IdGenEngine.BUILT_IN);
        names.addAll(own);
        return names;
    }

    /**
     * Connects, detects the dialect, checks idgen's tables and starts the engine.
     *
     * @throws dev.idgen.IdSourceUnavailableException when no connection can be had
     * @throws dev.idgen.SchemaMissingException when idgen's tables are missing; names the migration
     * @throws IdGenConfigurationException when settings contradict each other or the database is unsupported
     */
    public IdGenEngine build() {
        validate();
        if (discoverStrategies) {
            ServiceLoader.load(IdStrategy.class, IdGenEngine.class.getClassLoader()).forEach(this::strategy);
        }
        return new IdGenEngine(EngineStartup.start(config()), values.get(EngineOptions.EXISTING_ROWS));
    }

    /** What the startup needs, taken once: it reads this, never the builder. */
    private EngineConfig config() {
        String name = values.get(EngineOptions.NAME);
        return new EngineConfig(dataSource, name != null ? name : defaultName, values.get(EngineOptions.DIALECT),
                values.get(EngineOptions.SCHEMA), values,
                values.get(EngineOptions.DATABASE_TIMEOUT), values.get(EngineOptions.EXECUTOR_THREADS),
                values.get(EngineOptions.MAX_KEYS), timeSource, rejectionHandler, segment, snowflake, ordered, daily,
                failover, strategies, plugins, transactionConnection, region());
    }
}
