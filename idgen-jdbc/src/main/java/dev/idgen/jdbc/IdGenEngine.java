package dev.idgen.jdbc;

import dev.idgen.Dialect;
import dev.idgen.IdGenerator;
import dev.idgen.IdKeys;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.Strategy;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.daily.DailySequence;
import dev.idgen.jdbc.daily.FormattedIdGenerator;
import dev.idgen.jdbc.document.DocumentNumbers;
import dev.idgen.jdbc.internal.EngineContext;
import dev.idgen.jdbc.internal.EpochGuard;
import dev.idgen.jdbc.internal.JdbcAccess;
import dev.idgen.jdbc.internal.StrategyRuntime;
import dev.idgen.jdbc.internal.DailyRuntime;
import dev.idgen.jdbc.internal.StrictDailyRuntime;
import dev.idgen.jdbc.internal.DocumentRuntime;
import dev.idgen.jdbc.internal.OrderedRuntime;
import dev.idgen.jdbc.ordered.OrderedStats;
import dev.idgen.jdbc.internal.SegmentRuntime;
import dev.idgen.jdbc.internal.SnowflakeRuntime;
import dev.idgen.jdbc.ordered.OrderedIdGenerator;
import dev.idgen.jdbc.segment.SegmentIdGenerator;
import dev.idgen.jdbc.segment.SegmentStats;
import dev.idgen.jdbc.snowflake.SnowflakeIdGenerator;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import javax.sql.DataSource;

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
 * <p>The engine is a small façade over a table of strategy runtimes, one per strategy — segment,
 * slow-ordered, snowflake, daily, and strategies of your own — and every generator it hands out,
 * whoever asks (a typed accessor, {@link #generator}, Hibernate, a jOOQ helper, the CLI), passes
 * through the same door: the engine's plugins and rejection handler see every call once.
 *
 * <p>Every database call runs on the engine's own small executor, on a connection of its own in
 * autocommit, never inside a caller's transaction. Generators are cached per key: asking twice for
 * the same key returns the same generator.
 *
 * <p>{@link #close()} stops the executor; afterwards every generator of this engine throws
 * {@link dev.idgen.IdGeneratorClosedException}. Ranges still in memory are abandoned (gaps),
 * never reused; worker leases are given back.
 */
public final class IdGenEngine implements AutoCloseable {

    /** The namespace of {@link #snowflake()}. */
    public static final String DEFAULT_NAMESPACE = "default";

    static final List<String> BUILT_IN_ORDER = List.of(SegmentRuntime.NAME, OrderedRuntime.NAME,
            SnowflakeRuntime.NAME, DailyRuntime.NAME, StrictDailyRuntime.NAME);

    /** The names of the built-in strategies, as the engine spells them. */
    static final Set<String> BUILT_IN = Set.copyOf(BUILT_IN_ORDER);

    private final StartedEngine parts;
    private final EngineContext context;
    private final JdbcAccess db;
    private final Map<String, StrategyRuntime> runtimes;
    private final DocumentRuntime documents;
    private final SegmentRuntime segments;
    private final OrderedRuntime ordered;
    private final SnowflakeRuntime snowflakes;
    private final DailyRuntime dailies;
    private final StrictDailyRuntime strictDailies;
    private final EpochGuard epoch;
    private final ExistingRowsRule existingRows;

    IdGenEngine(StartedEngine parts, ExistingRowsRule existingRows) {
        this.parts = parts;
        this.existingRows = existingRows;
        this.epoch = parts.guard();
        this.context = parts.context();
        this.db = parts.db();
        this.runtimes = parts.runtimes();
        this.documents = parts.documents();
        this.segments = (SegmentRuntime) runtimes.get(SegmentRuntime.NAME);
        this.ordered = (OrderedRuntime) runtimes.get(OrderedRuntime.NAME);
        this.snowflakes = (SnowflakeRuntime) runtimes.get(SnowflakeRuntime.NAME);
        this.dailies = (DailyRuntime) runtimes.get(DailyRuntime.NAME);
        this.strictDailies = (StrictDailyRuntime) runtimes.get(StrictDailyRuntime.NAME);
    }

    /** Starts configuring an engine on {@code dataSource} (a pool such as HikariCP). */
    public static IdGenEngineBuilder builder(DataSource dataSource) {
        return new IdGenEngineBuilder(dataSource);
    }

    /**
     * The segment generator of {@code key}: ranges reserved from {@code idgen_segment}, handed out
     * from memory. Unique, trend-increasing, gaps after restarts.
     *
     * @throws InvalidIdRequestException when the key breaks the key rule
     * @throws dev.idgen.UnknownKeyException when the engine is strict and the key is not registered
     */
    public SegmentIdGenerator segment(String key) {
        IdKeys.check(key);
        return segments.open(key, null);
    }

    /** The snowflake generator of the {@code default} namespace; see {@link #snowflake(String)}. */
    public SnowflakeIdGenerator snowflake() {
        return snowflake(DEFAULT_NAMESPACE);
    }

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
        IdKeys.check(namespace, "namespace");
        return snowflakes.open(namespace, null);
    }

    /**
     * The slow-ordered generator of {@code key} and {@code subKey} (e.g. {@code "im.message"},
     * {@code "room-42"}): every id is greater than every id returned for the same pair anywhere in
     * the cluster before the call began. Each call waits for a database round trip on the row of
     * the pair ({@code num += n}, one committed statement); calls arriving while one is in flight
     * share the next. The row is created on first use, in the shard table chosen by
     * {@link dev.idgen.jdbc.ordered.OrderedShards} among {@link OrderedOptions#shards(int)} tables.
     * Generators are cached per pair while referenced.
     *
     * <p>The first call of an engine checks that the schema's shard count and hash are the
     * engine's; a mismatch is an error (never a silent fallback) because two nodes placing a
     * sub-key in two rows would hand out the same ids twice.
     *
     * @throws InvalidIdRequestException when the key or sub-key breaks the key rule (before any SQL)
     * @throws dev.idgen.SchemaMissingException when the slow-ordered tables are missing
     * @throws dev.idgen.IdGenConfigurationException when the schema's shard count or hash disagrees with the engine's
     */
    public OrderedIdGenerator slowOrdered(String key, String subKey) {
        IdKeys.check(key, "key");
        IdKeys.check(subKey, "sub-key");
        return ordered.open(key, subKey);
    }

    /**
     * The daily sequence of {@code key}: numbers restart at 1 every calendar day in
     * {@link DailyOptions#zone(java.time.ZoneId)} (UTC by default). Each day is a row of
     * {@code idgen_daily}, created on first use, also by a strict engine (a day is data, not
     * configuration).
     */
    public DailySequence daily(String key) {
        return daily(key, false);
    }

    /**
     * The daily sequence of {@code key}, {@code strict}ly increasing or not. A strict sequence makes
     * every serial greater than every serial of the same key and day handed out anywhere in the
     * cluster before the call began (each call waits for one committed step on the day's row, calls
     * arriving together share it: the cost of {@link #slowOrdered(String, String)}); the default trends
     * upward across nodes (ranges from memory, the speed of {@link #segment(String)}). Both kinds
     * use the same day rows, so mixing them for one key never repeats a serial.
     */
    public DailySequence daily(String key, boolean strict) {
        IdKeys.check(key);
        return strict ? strictDailies.open(key, null) : dailies.open(key, null);
    }

    /**
     * Fixed-length string ids of {@code format} for {@code key}: with a {@code {date:..}} in the
     * format the serial restarts every {@link IdFormat#serialPeriod()} the date names (a year for
     * {@code yyyy}, a month for {@code yyyyMM}, an ISO week for {@code YYYYww}, a day for
     * {@code yyyyMMdd}; a day's serials are those of {@link #daily(String)}), each period a row of
     * {@code idgen_daily} of its own; without a date it comes from {@link #segment(String)}.
     */
    public FormattedIdGenerator formatted(String key, IdFormat format) {
        Objects.requireNonNull(format, "format");
        return format.hasDate() ? dailies.formatted(IdKeys.check(key), format) : DailyRuntime.plain(format, segment(key));
    }

    /**
     * Like {@link #formatted(String, IdFormat)}, with {@code strict}ly increasing serials when
     * {@code strict}: the serial comes from {@link #daily(String, boolean) daily(key, true)}, so a
     * number issued later anywhere in the cluster sorts after every earlier one of the same day.
     *
     * @throws InvalidIdRequestException when {@code strict} and the format has no {@code {date}}
     *         (strictly ordered numbers without a date: {@link #slowOrdered(String, String)})
     */
    public FormattedIdGenerator formatted(String key, IdFormat format, boolean strict) {
        Objects.requireNonNull(format, "format");
        if (!strict) {
            return formatted(key, format);
        }
        if (!format.hasDate()) {
            throw new InvalidIdRequestException("strict formatted ids of key '" + key + "' need a {date} in the format "
                    + "(the serial restarts each period on the period's row); format " + format + " has none: add one, "
                    + "or use formatted(key, format) for trend-ordered numbers");
        }
        return strictDailies.formatted(IdKeys.check(key), format);
    }

    /**
     * Gap-free document numbers of the series {@code key} — invoices numbered 1, 2, 3 … per period of the format's
     * date ({@code F{date:yyyy}-{serial:6}}: yearly), taken in the caller's transaction, so the committed numbers
     * are exactly 1..N: {@code invoices.next(connection)}, {@code invoices.next(connection, "shop-7")} for an
     * independent sub-series. See {@link DocumentNumbers} for what it promises and what it costs.
     *
     * @throws InvalidIdRequestException for a bad key, or a format other than the one this engine numbers
     *         {@code key} in
     * @throws dev.idgen.IdGenConfigurationException for a format without a {@code {serial:N}}
     */
    public DocumentNumbers documents(String key, IdFormat format) {
        return documents.documents(key, format);
    }

    /**
     * The generator of {@code key} by strategy name — a built-in one ({@code segment},
     * {@code snowflake} with the key as the namespace, {@code daily} and {@code strict-daily} whose ids are today's serials)
     * or one registered with {@link IdGenEngineBuilder#strategy} — the same generator the typed
     * accessors return. The name's case and {@code _}/{@code -} do not matter. For
     * {@code slow-ordered} use the three-argument form.
     *
     * @throws InvalidIdRequestException naming an unknown strategy and the known ones
     */
    public IdGenerator generator(String strategy, String key) {
        StrategyRuntime runtime = runtime(strategy);
        if (runtime.keys() == StrategyRuntime.Keys.KEY_AND_SUB_KEY) {
            throw new InvalidIdRequestException("strategy '" + runtime.name() + "' needs a sub-key: use "
                    + "generator(strategy, key, subKey)");
        }
        IdKeys.check(key, runtime.keys().keyWord());
        return runtime.open(key, null);
    }

    /**
     * Like {@link #generator(String, String)} for strategies with a sub-key: {@code slow-ordered}.
     *
     * @throws InvalidIdRequestException naming the strategy when it takes no sub-key
     */
    public IdGenerator generator(String strategy, String key, String subKey) {
        StrategyRuntime runtime = runtime(strategy);
        if (runtime.keys() != StrategyRuntime.Keys.KEY_AND_SUB_KEY) {
            throw new InvalidIdRequestException("strategy '" + runtime.name() + "' takes no sub-key; use "
                    + "generator(strategy, key)");
        }
        IdKeys.check(key, "key");
        IdKeys.check(subKey, "sub-key");
        return runtime.open(key, subKey);
    }

    /**
     * The smallest id the generator of {@code strategy} and {@code key} ({@code subKey} for
     * slow-ordered, else {@code null}; the namespace for snowflake) may hand out from now on, on any
     * node — for checking a table's existing rows before ids go into it (idgen's Hibernate
     * integration does at start-up). Segment: the lowest of what this engine holds and where the
     * key's next range starts; slow-ordered: one above the row's number; snowflake: the smallest id
     * of the current millisecond. Empty for strategies of one's own, which cannot say.
     *
     * @throws InvalidIdRequestException naming an unknown strategy or a bad key
     */
    public OptionalLong nextIdFloor(String strategy, String key, String subKey) {
        StrategyRuntime runtime = runtime(strategy);
        checkKeys(runtime, key, subKey);
        return runtime.nextIdFloor(key, subKey);
    }

    /**
     * Makes every id of {@code strategy} and {@code key} ({@code subKey}) handed out from now on,
     * on every node, greater than {@code value} — durably, in one statement that never moves back:
     * for adopting a table whose rows were written without idgen ({@code MAX(id)}). A segment key
     * must be moved before this engine hands out its first id (the range it holds would stay below).
     *
     * @throws dev.idgen.IdGenConfigurationException when the strategy's ids cannot be moved (snowflake ids
     *         follow the clock; strategies of one's own) or the segment key is already in use here
     * @throws InvalidIdRequestException naming an unknown strategy, a bad key or a negative value
     */
    public void moveAbove(String strategy, String key, String subKey, long value) {
        StrategyRuntime runtime = runtime(strategy);
        checkKeys(runtime, key, subKey);
        runtime.moveAbove(key, subKey, value);
    }

    /**
     * Declares that the ids of {@code strategy} and {@code key} ({@code subKey}) go into {@code column}, which
     * holds ids up to {@code maxId} ({@code Integer.MAX_VALUE} for an {@code INTEGER} column, see
     * {@link dev.idgen.IdColumns#maxOf}): the segment strategy then caps every range it reserves for the key at
     * 1/200 000 of the ids the column has left, so a restart (which throws away at most the two ranges a node
     * holds) burns at most 1/100 000 of them, and the key's statistics report its runway against that maximum.
     * The integrations call it for every id column whose type they know. Declared for several columns, the
     * narrowest counts. Ids are still refused only where one would pass the column's maximum (by the door that
     * writes it). Slow-ordered reserves no ranges: its (key, sub-key) statistics report the runway against the
     * maximum, and a round trip past it is refused ({@link dev.idgen.IdExhaustedException}). Snowflake ignores it.
     *
     * @param column the column as messages name it, e.g. {@code orders.id (INTEGER)}
     * @throws InvalidIdRequestException naming an unknown strategy, a bad key or a {@code maxId} below 1
     */
    public void declareColumn(String strategy, String key, String subKey, String column, long maxId) {
        StrategyRuntime runtime = runtime(strategy);
        checkKeys(runtime, key, subKey);
        if (maxId < 1) {
            throw new InvalidIdRequestException("column " + column + " of " + strategy + " key '" + key
                    + "' would hold ids up to " + maxId + "; expected a maximum of 1 or more");
        }
        runtime.declareColumn(key, subKey, column, maxId);
    }

    /**
     * Makes {@code key} of {@code strategy} ({@code subKey} for slow-ordered, else {@code null}) start
     * above the ids table {@code table} already holds in {@code column} — the one call every door makes
     * before a key's first id (Hibernate, Spring Data JDBC, MyBatis, Spring Boot's {@code idgen.keys},
     * jOOQ helpers), and the plain API's:
     *
     * <pre>{@code
     * engine.startAbove("segment", "order", null, "orders", "id"); // at start, before the key's first id
     * IdGenerator orders = engine.segment("order");
     * }</pre>
     *
     * The first use of a key over rows starts above them (INFO with table, {@code MAX} and the next id);
     * at later starts a key whose table holds ids at or above its next id — another writer put them
     * there — is moved above them (WARN naming table, column and that writer's highest id). Option
     * {@code existing-rows} ({@link ExistingRowsRule}) turns either into a refusal. Nothing is logged
     * when nothing moves. Reads the column's type and {@code MAX} on a connection of this engine's data
     * source; a move is one statement that only raises the key. Call it before this engine hands out
     * the key's first id (a range held here stays below a move).
     *
     * @return what was found and done: the column (its type and the largest value it holds, for
     *         capping), the key's next id, and whether it moved
     * @throws dev.idgen.IdGenConfigurationException naming key, table, column and values when the rule
     *         refuses, the column is missing, not whole numbers or too narrow for the next id, or the
     *         strategy cannot start above rows (snowflake ids follow the clock; a daily key opened here with
     *         no format or several: {@link #startAbove(String, IdFormat, String, String)} names it)
     * @throws InvalidIdRequestException for a bad strategy, key or sub-key, or a table or column name
     *         that is not a plain SQL name (quoted with {@code "} or {@code `} and {@code schema.table} allowed)
     */
    public TableStart startAbove(String strategy, String key, String subKey, String table, String column) {
        return startAbove(strategy, key, subKey, table, column, existingRows, db.dataSource());
    }

    /**
     * {@link #startAbove(String, String, String, String, String)} under {@code rule} instead of this
     * engine's {@code existing-rows}, reading the table through {@code rows}: for integrations with a
     * switch of their own that read the application's tables on the application's connections
     * (Hibernate's connection provider). {@code rows} must reach the database of idgen's tables.
     */
    public TableStart startAbove(String strategy, String key, String subKey, String table, String column,
                                 ExistingRowsRule rule, DataSource rows) {
        StrategyRuntime runtime = runtime(strategy);
        checkKeys(runtime, key, subKey);
        if (runtime == dailies) { // formatted numbers: read back with the format the key was opened with
            return startAbove(key, dailies.formatOf(key), table, column, rule, rows);
        }
        boolean served = SegmentRuntime.NAME.equals(runtime.name()) && segments.stats(key).isPresent();
        return StartAbove.apply(context, runtime, parts.region(), served, Objects.requireNonNull(rows, "rows"),
                Objects.requireNonNull(rule, "rule"), key, subKey, table, column);
    }

    /**
     * Makes the daily key {@code key}, whose formatted ids of {@code format} are stored as numbers in
     * {@code table.column} (a format of digits alone, e.g. {@code {date:yyyyMMdd}{serial:6}}), start the current
     * period's serial above the serials the column holds for that period, read back with the format — the rule of
     * {@link #startAbove(String, String, String, String, String)} (first use INFO, later start WARN, only up,
     * {@code existing-rows}) for the period's row. Earlier periods are not read: their serials restarted.
     * {@code startAbove("daily", key, null, table, column)} does the same with the format the key was opened with
     * here ({@link #formatted(String, IdFormat)}). Call it before the period's first number on this engine.
     *
     * @return the column, the next number (formatted, as a number) and whether the period's serial moved
     * @throws dev.idgen.IdGenConfigurationException when the rule refuses, the format does not make numbers
     *         (text, no date, caller parts, over 18 digits: the message names the fix), or the column cannot be read
     */
    public TableStart startAbove(String key, IdFormat format, String table, String column) {
        return startAbove(key, format, table, column, existingRows, db.dataSource());
    }

    /** {@link #startAbove(String, IdFormat, String, String)} under {@code rule}, reading the table through {@code rows}. */
    public TableStart startAbove(String key, IdFormat format, String table, String column, ExistingRowsRule rule,
                                 DataSource rows) {
        IdKeys.check(key);
        return StartAbove.applyFormatted(context, dailies, parts.region(), Objects.requireNonNull(rows, "rows"),
                Objects.requireNonNull(rule, "rule"), key, Objects.requireNonNull(format, "format"), table, column);
    }

    /** The engine's {@code existing-rows} rule. */
    public ExistingRowsRule existingRows() {
        return existingRows;
    }

    /**
     * The id column {@code table.column} as the database describes it: its type, the largest value
     * that type holds, and the table's {@code MAX} now; read on a connection of this engine's data source.
     *
     * @throws dev.idgen.IdGenConfigurationException when it cannot be read, with the database's answer
     */
    public IdColumn idColumn(String table, String column) {
        try {
            return IdColumn.read(db.dataSource(), table, column);
        } catch (java.sql.SQLException e) {
            throw new dev.idgen.IdGenConfigurationException("table " + table + ", column " + column + " could not be "
                    + "read (" + e.getMessage() + "; SQLState " + e.getSQLState() + ")", e);
        }
    }

    private static void checkKeys(StrategyRuntime runtime, String key, String subKey) {
        IdKeys.check(key, runtime.keys().keyWord());
        if (runtime.keys() == StrategyRuntime.Keys.KEY_AND_SUB_KEY) {
            IdKeys.check(subKey, "sub-key");
        } else if (subKey != null) {
            throw new InvalidIdRequestException("strategy '" + runtime.name() + "' takes no sub-key, was '" + subKey + "'");
        }
    }

    /** The names of every strategy this engine serves, built-in ones first. */
    public List<String> strategies() {
        List<String> names = new ArrayList<>(BUILT_IN.size() + runtimes.size());
        names.addAll(parts.order());
        return names;
    }

    private StrategyRuntime runtime(String strategy) {
        StrategyRuntime runtime = strategy == null ? null : runtimes.get(Strategy.normalize(strategy));
        if (runtime == null) {
            throw new InvalidIdRequestException("unknown strategy '" + strategy + "'; engine '" + context.name()
                    + "' serves " + String.join(", ", strategies()));
        }
        return runtime;
    }

    /**
     * The region this engine serves among regions that share nothing ({@link IdGenEngineBuilder#region}); region 0
     * of 1 without regions. Its database records the same (checked at build).
     */
    public Region region() {
        return parts.region();
    }

    /** Statistics of the segment key {@code key}, if this engine has served it. */
    public Optional<SegmentStats> segmentStats(String key) {
        return segments.stats(key);
    }

    /** Statistics of every segment key this engine has served, by key. */
    public List<SegmentStats> segmentStats() {
        return segments.stats();
    }

    /**
     * The runway of slow-ordered key {@code key} in one line, however many sub-keys it has: the statistics of its
     * sub-key that runs out first ({@link OrderedStats#RUNS_OUT_FIRST}) among those this engine serves now.
     * Reads every slow-ordered generator's statistics: for health checks and metrics, not per id.
     */
    public Optional<OrderedStats> orderedRunway(String key) {
        return runtimes.get(OrderedRuntime.NAME).stats().stream().map(OrderedStats.class::cast)
                .filter(o -> o.key().equals(key)).min(OrderedStats.RUNS_OUT_FIRST);
    }

    /** Statistics of every generator this engine serves now, strategy by strategy. */
    public List<GeneratorStats> stats() {
        List<GeneratorStats> out = new ArrayList<>();
        for (String name : strategies()) {
            out.addAll(runtimes.get(name).stats());
        }
        return out;
    }

    /**
     * How many conflicts idgen's own statements for {@code strategy} met and attempted again since the engine
     * started: deadlocks, serialization failures and lock timeouts the dialect calls retryable (SQLState 40001 or
     * 40P01, MySQL/MariaDB error 1213 — a Galera certification conflict —, H2's deadlock and lock timeout), in range
     * reservations (segment, daily), round trips (slow-ordered, strict daily) and snowflake lease claims and
     * renewals. They are retried within the caller's bound ({@link EngineOptions#MAX_WAIT}); a steady rise means contention on idgen's rows
     * (one slow-ordered key written through several Galera nodes, say). One count per strategy, never per key.
     * Document numbers are not counted: their conflicts end the caller's transaction
     * ({@link dev.idgen.DocumentConflictException}).
     *
     * @param strategy a strategy name as {@link #strategies()} lists it; 0 for one that met none
     */
    public long retriedConflicts(String strategy) {
        return context.retriedConflicts(strategy);
    }

    /**
     * Why the engine issues nothing new from the database, or {@code null} while it does: after a
     * failover that may have lost idgen's commits, until an operator recovers
     * ({@code idgen failover recover}). See {@link FailoverOptions}.
     */
    public String refusedReason() {
        return epoch.refusedReason();
    }

    /** The dialect in use, detected or forced. */
    public Dialect dialect() {
        return db.dialect();
    }

    /**
     * The data source this engine reaches idgen's tables through (the builder's): for reading the
     * application's tables in the same database before a key's first id, as the generated jOOQ
     * helpers do with {@link dev.idgen.jdbc.admin.ExistingRows#check}.
     */
    public DataSource dataSource() {
        return db.dataSource();
    }

    /**
     * The schema of idgen's tables ({@code null}: the connection's default schema), for administration of the same
     * tables ({@code DocumentAdmin.on(dataSource, engine.schema())}).
     */
    public String schema() {
        return db.tables().schema();
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
     * {@link dev.idgen.IdGeneratorClosedException}, worker leases are given back, the executor is
     * stopped (waiting up to 5 s for a reservation in flight). Idempotent.
     */
    @Override
    public void close() {
        parts.close();
    }

    @Override
    public String toString() {
        return context + " on " + db.dialect();
    }
}
