package dev.idgen.jdbc;

import dev.idgen.Dialect;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdKeys;
import dev.idgen.SnowflakeLayout;
import dev.idgen.jdbc.internal.Tables;
import dev.idgen.jdbc.ordered.OrderedShards;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import java.nio.file.Path;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The catalog of engine options: each option of {@code IdGenEngineBuilder} and its option groups
 * declared once, with its name, type, default, bounds and description. Everything else derives from
 * these entries: the groups' {@code DEFAULT_*} constants and their checks, {@link EngineProperties}
 * (and through it Hibernate's {@code idgen.<name>} settings and the CLI's {@code --set}), Spring Boot's
 * {@code idgen.*} properties and their metadata, and the engine-settings table of docs/configuration.md
 * ({@code EngineOptionsReferenceTest} keeps it equal to this catalog).
 *
 * <p>Adding an option: one entry here (and in {@link #all()}'s order, which is declaration order), and
 * the code that uses it: its typed setter and getter on the builder or its group, which keep the value in
 * the builder's store by this entry ({@code values.set(OPTION, v)}, {@code values.get(OPTION)}). The
 * catalog knows nothing of the builder, so the builder, its groups and this catalog import one way.
 *
 * <p>Text values: a duration is a number with a unit ({@code 500ms}, {@code 3s}, {@code 15m},
 * {@code 1h}) or ISO-8601 ({@code PT3S}); a bare number is refused, its unit would be a guess. A node is
 * {@code app@host:port}.
 */
public final class EngineOptions {

    /** The most slow-ordered round trips of one (key, sub-key) in flight ({@code OrderedOptions} states it too). */
    static final int MAX_ROUND_TRIPS_IN_FLIGHT = 8;

    private static final Map<String, EngineOption<?>> ALL = new LinkedHashMap<>();

    private static final Pattern DURATION = Pattern.compile("(\\d+)\\s*(ms|s|m|h)");
    private static final String DURATION_RULE = "a duration: a number with a unit (500ms, 3s, 15m, 1h) or ISO-8601 (PT3S)";
    private static final String NODE_RULE = "app@host:port, e.g. orders@10.0.0.7:8080 (port 0 when unknown)";

    // ---- the engine ----------------------------------------------------------------------------

    /** {@code name}: the engine's name. */
    public static final EngineOption<String> NAME = add(new EngineOption<>("name", "name", String.class, null,
            "idgen-<n>", "text", null, "the engine's name in thread names, logs, metrics tags and messages; unset: idgen-<n>",
            (label, v) -> IdKeys.check(v, "engine name"),
            (as, t) -> t.trim()));
    /** {@code schema}: the schema of idgen's tables. */
    public static final EngineOption<String> SCHEMA = add(new EngineOption<>("schema", "schema", String.class, null,
            null, "a plain SQL name", null, "the schema idgen's tables are in: the migrations create it and the tables "
            + "there, the engine and key administration use it; unset: the connection's default schema",
            (label, v) -> new Tables(v).schema(), (as, t) -> t.trim()));
    /** {@code dialect}: forces the dialect. */
    public static final EngineOption<Dialect> DIALECT = add(new EngineOption<>("dialect", "dialect", Dialect.class, null,
            null, "postgresql, mysql or h2", null, "forces the dialect (postgresql, mysql or h2) instead of reading DatabaseMetaData",
            EngineOptions::notNull, (as, t) -> Dialect.fromName(t)));
    /** {@code max-wait}: how long a caller waits for the database. */
    public static final EngineOption<Duration> MAX_WAIT = add(duration("max-wait", "maxWait", Duration.ofSeconds(3),
            Duration.ofMillis(1), Duration.ofMinutes(10),
            "how long a caller waits for the database when nothing is buffered; a slow-ordered call that sends "
            + "its round trip itself (the first of a batch) waits for its statement instead, at most database-timeout + 1s"));
    /** {@code database-timeout}: statement timeout of idgen's statements. */
    public static final EngineOption<Duration> DATABASE_TIMEOUT = add(new EngineOption<>("database-timeout",
            "databaseTimeout", Duration.class, Duration.ofSeconds(5), "5s", "duration", "1s to 10m",
            "statement timeout of idgen's statements, whole seconds", (label, v) -> {
                Duration d = Checks.duration(label, v, Duration.ofSeconds(1), Duration.ofMinutes(10));
                if (d.toMillis() % 1000 != 0) {
                    throw new IdGenConfigurationException(label + " must be whole seconds (JDBC statement timeouts are), "
                            + "was " + d);
                }
                return d;
            }, EngineOptions::duration));
    /** {@code executor-threads}: threads of the engine's executor. */
    public static final EngineOption<Integer> EXECUTOR_THREADS = add(integer("executor-threads", "executorThreads", 2,
            1, 64, "threads of the engine's executor for database work"));
    /** {@code max-keys}: the most keys the engine serves. */
    public static final EngineOption<Integer> MAX_KEYS = add(integer("max-keys", "maxKeys", 10_000, 1, 1_000_000,
            "the most keys the engine serves; slow-ordered sub-keys do not count"));

    // ---- regions -------------------------------------------------------------------------------

    /** {@code existing-rows}: what a key does when its table holds ids at or above its next id. */
    public static final EngineOption<ExistingRowsRule> EXISTING_ROWS = add(new EngineOption<>("existing-rows",
            "existingRows", ExistingRowsRule.class, ExistingRowsRule.ADOPT, ExistingRowsRule.ADOPT.text(),
            "adopt, adopt-first-use or refuse", null, "what a key does when the table it fills (Hibernate entities, "
            + "Spring Data JDBC aggregates, MyBatis, jOOQ helpers, adopt-from, engine.startAbove) holds ids at or above "
            + "its next id: adopt starts a first-used key above the rows (INFO) and moves a key in use above ids "
            + "another writer put there (WARN); adopt-first-use refuses the latter; refuse never moves a key",
            EngineOptions::notNull, ExistingRowsRule::fromText));
    /** {@code region.index}: this node's region, 0 to {@code region.count - 1}. */
    public static final EngineOption<Integer> REGION_INDEX = add(integer("region.index", "regionIndex", 0, 0,
            Region.MAX_COUNT - 1, "this node's region among regions that share nothing (one database each); below "
                    + "region.count, required when region.count is above 1, recorded in the database by the first "
                    + "node (docs/regions.md)"));
    /** {@code region.count}: how many regions share nothing. */
    public static final EngineOption<Integer> REGION_COUNT = add(integer("region.count", "regionCount", 1, 1,
            Region.MAX_COUNT, "how many regions, each with a database of its own, issue ids that never meet: counter "
                    + "ids of region i are (local - 1) * count + i + 1, snowflake ids carry it as the datacenter id"));

    // ---- segment -------------------------------------------------------------------------------

    /** {@code segment.strict}: unknown segment keys are errors. */
    public static final EngineOption<Boolean> SEGMENT_STRICT = add(bool("segment.strict", "strict", false,
            "segment keys must be registered in idgen_segment first; unknown keys are errors"));
    /** {@code segment.default-step}: step of keys created on first use. */
    public static final EngineOption<Integer> SEGMENT_DEFAULT_STEP = add(integer("segment.default-step", "defaultStep",
            1000, 1, null, "step of segment keys created on first use"));
    /** {@code segment.min-step}: smallest range reserved. */
    public static final EngineOption<Integer> SEGMENT_MIN_STEP = add(integer("segment.min-step", "minStep", 100, 1, null,
            "smallest range reserved for a key whose row has no min_step"));
    /** {@code segment.max-step}: largest range reserved; see {@link SegmentOptions#DEFAULT_MAX_STEP} for why so high. */
    public static final EngineOption<Integer> SEGMENT_MAX_STEP = add(integer("segment.max-step", "maxStep", 100_000_000,
            1, null, "largest range reserved for a key whose row has no max_step"));
    /** {@code segment.prefetch-threshold}: fraction of a range used when the next is fetched. */
    public static final EngineOption<Double> SEGMENT_PREFETCH_THRESHOLD = add(new EngineOption<>(
            "segment.prefetch-threshold", "prefetchThreshold", Double.class, 0.1, "0.1",
            "decimal", "more than 0, less than 1",
            "fraction of a range used when the next one is fetched in the background",
            (label, v) -> {
                if (v == null || !(v > 0 && v < 1)) {
                    throw new IdGenConfigurationException(label + " must be more than 0 and less than 1 "
                            + "(the fraction of a range used when the next is fetched), was " + v);
                }
                return v;
            }, EngineOptions::decimal));
    /** {@code segment.duration}: how long one range should last. */
    public static final EngineOption<Duration> SEGMENT_DURATION = add(duration("segment.duration", "segmentDuration",
            Duration.ofMinutes(15), Duration.ofSeconds(1), Duration.ofHours(24),
            "how long one range should last at the measured rate: the dynamic step"));
    /**
     * {@code segment.runway-warning}: a key whose ids (or a snowflake generator whose layout) run out sooner than this
     * is logged at WARN; a daily key's period also when its serials run out before the period ends.
     */
    public static final EngineOption<Duration> SEGMENT_RUNWAY_WARNING = add(duration("segment.runway-warning",
            "runwayWarning", Duration.ofDays(365), Duration.ZERO, Duration.ofDays(36_500),
            "a segment or slow-ordered key (each sub-key) whose ids left (in its id column when the integration knows its type, else up to the long "
                    + "range) run out sooner than this at the measured rate is logged at WARN, once each time it falls "
                    + "under; 0s never warns. Health, metrics and 'idgen keys' show every key's runway. A snowflake "
                    + "generator whose layout ends (SnowflakeLayout.expiresAt) sooner than this is logged at WARN once. "
                    + "A daily key's period (serials left in its format) is also logged when they run out before the "
                    + "period ends"));

    // ---- snowflake -----------------------------------------------------------------------------

    /** {@code snowflake.node}: this node in the worker lease table. */
    public static final EngineOption<NodeIdentity> SNOWFLAKE_NODE = add(new EngineOption<>("snowflake.node",
            "snowflakeNode", NodeIdentity.class, null, "idgen@<host name>:0", "app@host:port", null,
            "this node in the worker lease table, app@host:port; with a real port a restarted node gets its worker id "
                    + "back; unset: idgen@<host name>:0",
            EngineOptions::notNull, EngineOptions::node));
    /** {@code snowflake.datacenter-id}: this node's datacenter id. */
    public static final EngineOption<Integer> SNOWFLAKE_DATACENTER_ID = add(integer("snowflake.datacenter-id",
            "datacenterId", 0, 0, null, "this node's datacenter id (worker ids are leased within it)"));
    /** {@code snowflake.lease-ttl}: how long a worker lease lasts without a heartbeat. */
    public static final EngineOption<Duration> SNOWFLAKE_LEASE_TTL = add(duration("snowflake.lease-ttl", "leaseTtl",
            Duration.ofSeconds(30), Duration.ofSeconds(3), Duration.ofHours(1),
            "how long a worker lease lasts without a heartbeat"));
    /** {@code snowflake.heartbeat-interval}: how often the lease is renewed. */
    public static final EngineOption<Duration> SNOWFLAKE_HEARTBEAT_INTERVAL = add(duration("snowflake.heartbeat-interval",
            "heartbeatInterval", Duration.ofSeconds(2), Duration.ofMillis(100), Duration.ofMinutes(10),
            "how often the lease is renewed and the timestamp promise moved ahead"));
    /** {@code snowflake.timestamp-horizon}: how far ahead each heartbeat promises timestamps. */
    public static final EngineOption<Duration> SNOWFLAKE_TIMESTAMP_HORIZON = add(duration("snowflake.timestamp-horizon",
            "timestampHorizon", Duration.ofSeconds(10), Duration.ofMillis(200), Duration.ofHours(1),
            "how far ahead of the clock each heartbeat promises timestamps: how long ids go on with the database down"));
    /** {@code snowflake.takeover-wait}: how long taking over a worker id may wait. */
    public static final EngineOption<Duration> SNOWFLAKE_TAKEOVER_WAIT = add(duration("snowflake.takeover-wait",
            "takeoverWait", Duration.ofSeconds(30), Duration.ZERO, Duration.ofHours(1),
            "how long taking over a worker id may wait for the clock to pass the previous holder's promise"));
    /** {@code snowflake.max-clock-backward}: how far the clock may move back and be waited out. */
    public static final EngineOption<Duration> SNOWFLAKE_MAX_CLOCK_BACKWARD = add(duration(
            "snowflake.max-clock-backward", "maxClockBackward", Duration.ofMillis(5), Duration.ZERO,
            Duration.ofSeconds(1), "how far the clock may move back and be waited out"));
    /** {@code snowflake.layout}: the bit layout of snowflake ids. */
    public static final EngineOption<SnowflakeLayout> SNOWFLAKE_LAYOUT = add(new EngineOption<>("snowflake.layout",
            "snowflakeLayout", SnowflakeLayout.class, SnowflakeLayout.defaults(), "default",
            "default, javascript-safe or timestamp/datacenter/worker/sequence bits", null,
            "the bit layout of snowflake ids: default (41/0/10/12), javascript-safe (41/0/5/7: ids below 2^53, "
                    + "exact in a browser's JavaScript) or bits such as 41/5/5/12 (adding up to 63, or to 53 for "
                    + "JavaScript-safe ids, e.g. 41/2/3/7 with regions)",
            EngineOptions::notNull, (as, t) -> SnowflakeLayout.parse(t)));
    /** {@code snowflake.random-sequence-start}: random start of each millisecond's sequence. */
    public static final EngineOption<Boolean> SNOWFLAKE_RANDOM_SEQUENCE_START = add(bool(
            "snowflake.random-sequence-start", "randomSequenceStart", false,
            "start each millisecond's sequence at a random number below 100 (below half the layout's sequence "
                    + "capacity when that is smaller: 64 for javascript-safe), so id % n spreads evenly"));
    /** {@code snowflake.worker-cache-file}: a local file of this node's leases. */
    public static final EngineOption<Path> SNOWFLAKE_WORKER_CACHE_FILE = add(new EngineOption<>(
            "snowflake.worker-cache-file", "workerCacheFile", Path.class, null, null, "path", null,
            "a local file that lets this node start while the database is unreachable (needs a node with a port)",
            EngineOptions::notNull, (as, t) -> Path.of(t.trim())));

    // ---- slow-ordered --------------------------------------------------------------------------

    /** {@code slow-ordered.shards}: shard tables of slow-ordered rows. */
    public static final EngineOption<Integer> SLOW_ORDERED_SHARDS = add(new EngineOption<>("slow-ordered.shards",
            "orderedShards", Integer.class, OrderedShards.DEFAULT_COUNT, String.valueOf(OrderedShards.DEFAULT_COUNT),
            "integer", "1 to " + OrderedShards.MAX_COUNT,
            "shard tables of slow-ordered rows; must equal idgen_ordered_config.shard_count",
            (label, v) -> OrderedShards.checkCount(notNull(label, v)), EngineOptions::integer));
    /** {@code slow-ordered.round-trips-in-flight}: round trips of one (key, sub-key) in flight at once. */
    public static final EngineOption<Integer> SLOW_ORDERED_ROUND_TRIPS_IN_FLIGHT = add(integer(
            "slow-ordered.round-trips-in-flight", "orderedRoundTripsInFlight", 1, 1, MAX_ROUND_TRIPS_IN_FLIGHT,
            "round trips of one (key, sub-key) on their way to the database at once"));

    /** {@code slow-ordered.global-order}: the application needs slow-ordered ids ordered across every region. */
    public static final EngineOption<Boolean> SLOW_ORDERED_GLOBAL_ORDER = add(bool("slow-ordered.global-order",
            "globalOrder", false, "the application needs slow-ordered ids ordered across all regions, "
                    + "not only within one; refused when region.count is above 1 (regions share nothing)"));

    // ---- failover ------------------------------------------------------------------------------

    /** {@code failover.margin}: how far every key moves forward after a failover that may have lost commits. */
    public static final EngineOption<Long> FAILOVER_MARGIN = add(new EngineOption<>("failover.margin",
            "failover margin", Long.class, 0L, "0", "ids, 0 or more", null,
            "after a failover that may have lost commits, move every key this many ids forward and serve on; "
                    + "0: refuse until an operator recovers",
            (label, v) -> {
                if (notNull(label, v) < 0) {
                    throw new IdGenConfigurationException(label + " must not be negative, was " + v);
                }
                return v;
            }, EngineOptions::longValue));
    /** {@code failover.probe-interval}: how often the engine reads the timeline and idgen's epoch. */
    public static final EngineOption<Duration> FAILOVER_PROBE_INTERVAL = add(duration("failover.probe-interval",
            "failover probeInterval", Duration.ofSeconds(1), Duration.ofMillis(100), Duration.ofMinutes(1),
            "how often the engine reads the database's timeline and idgen's epoch"));
    /** {@code failover.worker-fence}: how far ahead a recovery moves worker promises. */
    public static final EngineOption<Duration> FAILOVER_WORKER_FENCE = add(duration("failover.worker-fence",
            "failover workerFence", Duration.ofSeconds(15), Duration.ofSeconds(1), Duration.ofHours(1),
            "how far ahead of the database clock a recovery moves worker promises"));
    /** {@code failover.require-synchronous-replication}: refuse to start without synchronous replication. */
    public static final EngineOption<Boolean> FAILOVER_REQUIRE_SYNCHRONOUS_REPLICATION = add(bool(
            "failover.require-synchronous-replication", "requireSynchronousReplication", false,
            "refuse to start unless idgen's commits are replicated synchronously"));

    // ---- daily ---------------------------------------------------------------------------------

    /** {@code daily.zone}: the time zone of daily sequences. */
    public static final EngineOption<ZoneId> DAILY_ZONE = add(new EngineOption<>("daily.zone", "dailyZone", ZoneId.class,
            ZoneOffset.UTC, "UTC", "time zone id", null, "the time zone whose calendar days daily sequences follow",
            EngineOptions::notNull, EngineOptions::zone));
    /** {@code daily.step}: first step of a new day's row. */
    public static final EngineOption<Integer> DAILY_STEP = add(integer("daily.step", "dailyStep", 100, 1, null,
            "first step of a new day's row"));
    /** {@code daily.max-step}: largest range a day's row may grow to. */
    public static final EngineOption<Integer> DAILY_MAX_STEP = add(integer("daily.max-step", "dailyMaxStep", 10_000, 1,
            null, "largest range a day's row may grow to, so serials stay within a format's width"));

    private static final List<EngineOption<?>> LIST = Collections.unmodifiableList(new ArrayList<>(ALL.values()));

    private EngineOptions() {
    }

    /** Every option, in a stable order: the engine's, then each strategy's. */
    public static List<EngineOption<?>> all() {
        return LIST;
    }

    /** The option named {@code name} ({@code segment.min-step}), if there is one. */
    public static Optional<EngineOption<?>> find(String name) {
        return Optional.ofNullable(ALL.get(name));
    }

    /**
     * The name of {@code known} nearest to {@code unknown} (edit distance, at most a quarter of its length and at least
     * 2), for a message that names a misspelt property's likely intent ({@code segment.min-step} for
     * {@code segment.minstep}); empty when none is that close. One rule for every door that refuses unknown names
     * (Spring Boot's failure analyzer, the Quarkus extension).
     */
    public static Optional<String> nearestName(String unknown, Collection<String> known) {
        return known.stream().min(java.util.Comparator.comparingInt(c -> editDistance(unknown, c)))
                .filter(c -> editDistance(unknown, c) <= Math.max(2, unknown.length() / 4));
    }

    private static int editDistance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }

    /** {@code 3s}, {@code 15m}, {@code 500ms}: how a duration reads in a configuration file. */
    public static String text(Duration d) {
        if (d.isZero()) {
            return "0s";
        }
        if (d.toMillis() % 3_600_000 == 0) {
            return d.toHours() + "h";
        }
        if (d.toMillis() % 60_000 == 0) {
            return d.toMinutes() + "m";
        }
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + "s" : d.toMillis() + "ms";
    }

    // ---- declarations by type ------------------------------------------------------------------

    private static <T> EngineOption<T> add(EngineOption<T> option) {
        if (ALL.putIfAbsent(option.name(), option) != null) {
            throw new IllegalStateException("two engine options named " + option.name());
        }
        return option;
    }

    private static EngineOption<Duration> duration(String name, String label, Duration defaultValue, Duration min,
                                                   Duration max, String description) {
        return new EngineOption<>(name, label, Duration.class, defaultValue, text(defaultValue), "duration",
                text(min) + " to " + text(max), description, (l, v) -> Checks.duration(l, v, min, max),
                EngineOptions::duration);
    }

    /** An integer with a minimum and, when {@code max} is not null, a maximum. */
    private static EngineOption<Integer> integer(String name, String label, int defaultValue, int min, Integer max,
                                                 String description) {
        EngineOption.Rule<Integer> rule;
        String range;
        if (max != null) {
            rule = (l, v) -> Checks.between(l, notNull(l, v), min, max);
            range = min + " to " + max;
        } else if (min == 1) {
            rule = (l, v) -> Checks.step(l, notNull(l, v));
            range = "at least 1";
        } else {
            rule = (l, v) -> {
                if (notNull(l, v) < min) {
                    throw new IdGenConfigurationException(l + (min == 0 ? " must not be negative" : " must be at least "
                            + min) + ", was " + v);
                }
                return v;
            };
            range = min == 0 ? "0 or more" : "at least " + min;
        }
        return new EngineOption<>(name, label, Integer.class, defaultValue, String.valueOf(defaultValue), "integer",
                range, description, rule, EngineOptions::integer);
    }

    private static EngineOption<Boolean> bool(String name, String label, boolean defaultValue, String description) {
        return new EngineOption<>(name, label, Boolean.class, defaultValue, String.valueOf(defaultValue),
                "true or false", null, description, EngineOptions::notNull, EngineOptions::bool);
    }

    private static <T> T notNull(String label, T value) {
        return Checks.notNull(label, value);
    }

    // ---- reading text --------------------------------------------------------------------------

    static boolean bool(String as, String text) {
        String s = text.trim().toLowerCase(Locale.ROOT);
        if (s.equals("true") || s.equals("false")) {
            return Boolean.parseBoolean(s);
        }
        throw bad(as, text, "true or false", null);
    }

    static int integer(String as, String text) {
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw bad(as, text, "a whole number between " + Integer.MIN_VALUE + " and " + Integer.MAX_VALUE, e);
        }
    }

    static long longValue(String as, String text) {
        try {
            return Long.parseLong(text.trim().replace("_", ""));
        } catch (NumberFormatException e) {
            throw bad(as, text, "a whole number", e);
        }
    }

    static double decimal(String as, String text) {
        try {
            return Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            throw bad(as, text, "a decimal number such as 0.1", e);
        }
    }

    static Duration duration(String as, String text) {
        String s = text.trim();
        Matcher m = DURATION.matcher(s.toLowerCase(Locale.ROOT));
        try {
            if (m.matches()) {
                long amount = Long.parseLong(m.group(1));
                return switch (m.group(2)) {
                    case "ms" -> Duration.ofMillis(amount);
                    case "s" -> Duration.ofSeconds(amount);
                    case "m" -> Duration.ofMinutes(amount);
                    default -> Duration.ofHours(amount);
                };
            }
            if (s.regionMatches(true, 0, "P", 0, 1)) {
                return Duration.parse(s);
            }
        } catch (DateTimeParseException | ArithmeticException | NumberFormatException e) {
            throw bad(as, text, DURATION_RULE, e);
        }
        throw bad(as, text, DURATION_RULE + "; a bare number is refused because its unit would be a guess", null);
    }

    static NodeIdentity node(String as, String text) {
        String s = text.trim();
        int at = s.indexOf('@');
        int colon = s.lastIndexOf(':');
        if (at > 0 && colon > at + 1 && colon < s.length() - 1) {
            try {
                return new NodeIdentity(s.substring(0, at), s.substring(at + 1, colon),
                        Integer.parseInt(s.substring(colon + 1)));
            } catch (NumberFormatException e) {
                throw bad(as, text, NODE_RULE, e);
            }
        }
        throw bad(as, text, NODE_RULE, null);
    }

    static ZoneId zone(String as, String text) {
        try {
            return ZoneId.of(text.trim());
        } catch (DateTimeException e) {
            throw bad(as, text, "a time zone id such as UTC, Europe/Paris or +08:00", e);
        }
    }

    private static IdGenConfigurationException bad(String as, Object value, String rule, Exception cause) {
        return new IdGenConfigurationException(as + " must be " + rule + ", was '" + value + "'", cause);
    }
}
