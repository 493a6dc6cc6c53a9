package dev.idgen.jdbc;

import dev.idgen.Dialect;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.SnowflakeLayout;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import java.nio.file.Path;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Every engine option as a named property, for configuration files (Hibernate's settings, Spring
 * Boot's {@code idgen.*}, the CLI): one table that maps a name onto the builder's option groups,
 * with the option's type, its default (read from the constant that states it) and what it does.
 * Integrations apply properties through {@link #apply} instead of listing options, rules or
 * defaults of their own.
 *
 * <p>Names are lower case with {@code -}, grouped by strategy: {@code max-wait},
 * {@code segment.min-step}, {@code snowflake.lease-ttl}, {@code slow-ordered.shards},
 * {@code daily.zone}. Values may be strings or typed objects ({@code Integer}, {@code Boolean},
 * {@link Duration}, {@link ZoneId}, {@link Path}, {@link NodeIdentity}, {@link Dialect}). A
 * duration is a number with a unit ({@code 500ms}, {@code 3s}, {@code 15m}, {@code 1h}) or ISO-8601
 * ({@code PT3S}); a bare number is refused, its unit would be a guess. A node is
 * {@code app@host:port}. A bad value throws {@link IdGenConfigurationException} naming the
 * property, the value and the rule.
 */
public final class EngineProperties {

    /**
     * One property.
     *
     * @param name         its name, e.g. {@code segment.min-step}
     * @param type         what its value is, e.g. {@code integer}, {@code duration}
     * @param defaultValue its default as text, or {@code null} when there is none
     * @param description  what it does
     */
    public record Property(String name, String type, String defaultValue, String description) {
    }

    /** Sets a value; {@code as} is the property's name as the user wrote it, for messages. */
    @FunctionalInterface
    private interface Setter {
        void set(IdGenEngineBuilder builder, Object value, String as);
    }

    private record Entry(Property property, Setter apply) {
    }

    private static final Pattern DURATION = Pattern.compile("(\\d+)\\s*(ms|s|m|h)");
    private static final String NODE_RULE = "app@host:port, e.g. orders@10.0.0.7:8080 (port 0 when unknown)";
    private static final Map<String, Entry> TABLE = new LinkedHashMap<>();

    static {
        text("name", "idgen-<n>", "the engine's name in thread names, logs and messages", IdGenEngineBuilder::name);
        add("schema", "a plain SQL name", null, "the schema idgen's tables are in (migrate them there); "
                + "default: the connection's default schema", (b, v, as) -> b.schema(v.toString().trim()));
        add("dialect", "postgresql, mysql or h2", null, "forces the dialect instead of reading DatabaseMetaData",
                (b, v, as) -> b.dialect(v instanceof Dialect d ? d : Dialect.fromName(v.toString())));
        duration("max-wait", IdGenEngineBuilder.DEFAULT_MAX_WAIT,
                "how long a caller waits for the database when nothing is buffered (1 ms to 10 min)",
                IdGenEngineBuilder::maxWait);
        duration("database-timeout", IdGenEngineBuilder.DEFAULT_DATABASE_TIMEOUT,
                "statement timeout of idgen's statements, whole seconds (1 s to 10 min)",
                IdGenEngineBuilder::databaseTimeout);
        integer("executor-threads", IdGenEngineBuilder.DEFAULT_EXECUTOR_THREADS,
                "threads of the engine's executor for database work (1 to 64)", IdGenEngineBuilder::executorThreads);
        integer("max-keys", IdGenEngineBuilder.DEFAULT_MAX_KEYS,
                "the most keys the engine serves; slow-ordered sub-keys do not count (1 to 1000000)",
                IdGenEngineBuilder::maxKeys);

        bool("segment.strict", false, "segment keys must be registered in idgen_segment first; unknown keys are errors",
                (b, v) -> b.segment(o -> o.strict(v)));
        integer("segment.default-step", SegmentOptions.DEFAULT_STEP, "step of segment keys created on first use",
                (b, v) -> b.segment(o -> o.defaultStep(v)));
        integer("segment.min-step", SegmentOptions.DEFAULT_MIN_STEP,
                "smallest range reserved for a key whose row has no min_step", (b, v) -> b.segment(o -> o.minStep(v)));
        integer("segment.max-step", SegmentOptions.DEFAULT_MAX_STEP,
                "largest range reserved for a key whose row has no max_step", (b, v) -> b.segment(o -> o.maxStep(v)));
        add("segment.prefetch-threshold", "decimal, more than 0 and less than 1",
                String.valueOf(SegmentOptions.DEFAULT_PREFETCH_THRESHOLD),
                "fraction of a range used when the next one is fetched in the background",
                (b, v, as) -> b.segment(o -> o.prefetchThreshold(decimal(as, v))));
        duration("segment.duration", SegmentOptions.DEFAULT_DURATION,
                "how long one range should last at the measured rate (the dynamic step; 1 s to 24 h)",
                (b, v) -> b.segment(o -> o.duration(v)));

        add("snowflake.node", "app@host:port", "idgen@<host name>:0",
                "this node in the worker lease table; with a real port a restarted node gets its worker id back",
                (b, v, as) -> b.snowflake(o -> o.node(node(as, v))));
        integer("snowflake.datacenter-id", 0, "this node's datacenter id (worker ids are leased within it)",
                (b, v) -> b.snowflake(o -> o.datacenterId(v)));
        duration("snowflake.lease-ttl", SnowflakeOptions.DEFAULT_LEASE_TTL,
                "how long a worker lease lasts without a heartbeat (3 s to 1 h)", (b, v) -> b.snowflake(o -> o.leaseTtl(v)));
        duration("snowflake.heartbeat-interval", SnowflakeOptions.DEFAULT_HEARTBEAT_INTERVAL,
                "how often the lease is renewed and the timestamp promise moved ahead",
                (b, v) -> b.snowflake(o -> o.heartbeatInterval(v)));
        duration("snowflake.timestamp-horizon", SnowflakeOptions.DEFAULT_TIMESTAMP_HORIZON,
                "how far ahead of the clock each heartbeat promises timestamps: how long ids go on with the database down",
                (b, v) -> b.snowflake(o -> o.timestampHorizon(v)));
        duration("snowflake.takeover-wait", SnowflakeOptions.DEFAULT_TAKEOVER_WAIT,
                "how long taking over a worker id may wait for the clock to pass the previous holder's promise",
                (b, v) -> b.snowflake(o -> o.takeoverWait(v)));
        duration("snowflake.max-clock-backward", SnowflakeOptions.DEFAULT_MAX_CLOCK_BACKWARD,
                "how far the clock may move back and be waited out (0 to 1 s)",
                (b, v) -> b.snowflake(o -> o.maxClockBackward(v)));
        add("snowflake.layout", "default, javascript-safe or timestamp/datacenter/worker/sequence bits", "default",
                "the bit layout of snowflake ids: default (41/0/10/12), javascript-safe (41/0/5/7: ids below 2^53, "
                        + "exact in a browser's JavaScript) or bits such as 41/5/5/12",
                (b, v, as) -> b.snowflake(o -> o.layout(v instanceof SnowflakeLayout l ? l : SnowflakeLayout.parse(v.toString()))));
        bool("snowflake.random-sequence-start", false,
                "start each millisecond's sequence at a random number below 100, so id % n spreads evenly",
                (b, v) -> b.snowflake(o -> o.randomSequenceStart(v)));
        add("snowflake.worker-cache-file", "path", null,
                "a local file that lets this node start while the database is unreachable (needs a node with a port)",
                (b, v, as) -> b.snowflake(o -> o.workerCacheFile(v instanceof Path p ? p : Path.of(v.toString().trim()))));

        integer("slow-ordered.shards", OrderedOptions.DEFAULT_SHARDS,
                "shard tables of slow-ordered rows; must equal idgen_ordered_config.shard_count",
                (b, v) -> b.slowOrdered(o -> o.shards(v)));
        integer("slow-ordered.round-trips-in-flight", OrderedOptions.DEFAULT_ROUND_TRIPS_IN_FLIGHT,
                "round trips of one (key, sub-key) on their way to the database at once (1 to 8)",
                (b, v) -> b.slowOrdered(o -> o.roundTripsInFlight(v)));

        add("failover.margin", "ids, 0 or more", "0",
                "after a failover that may have lost commits, move every key this many ids forward and serve on; "
                        + "0: refuse until an operator recovers", (b, v, as) -> b.failover(o -> o.margin(longValue(as, v))));
        duration("failover.probe-interval", FailoverOptions.DEFAULT_PROBE_INTERVAL,
                "how often the engine reads the database's timeline and idgen's epoch",
                (b, v) -> b.failover(o -> o.probeInterval(v)));
        duration("failover.worker-fence", FailoverOptions.DEFAULT_WORKER_FENCE,
                "how far ahead of the database clock a recovery moves worker promises",
                (b, v) -> b.failover(o -> o.workerFence(v)));
        bool("failover.require-synchronous-replication", false,
                "refuse to start unless idgen's commits are replicated synchronously",
                (b, v) -> b.failover(o -> o.requireSynchronousReplication(v)));

        add("daily.zone", "time zone id", "UTC", "the time zone whose calendar days daily sequences follow",
                (b, v, as) -> b.daily(o -> o.zone(zone(as, v))));
        integer("daily.step", DailyOptions.DEFAULT_STEP, "first step of a new day's row", (b, v) -> b.daily(o -> o.step(v)));
        integer("daily.max-step", DailyOptions.DEFAULT_MAX_STEP,
                "largest range a day's row may grow to, so serials stay within a format's width",
                (b, v) -> b.daily(o -> o.maxStep(v)));
    }

    private EngineProperties() {
    }

    /** Every property, in a stable order: the engine's, then each strategy's. */
    public static List<Property> all() {
        return TABLE.values().stream().map(Entry::property).toList();
    }

    /** The property named {@code name}, if there is one. */
    public static Optional<Property> find(String name) {
        Entry e = TABLE.get(name);
        return e == null ? Optional.empty() : Optional.of(e.property());
    }

    /**
     * Sets the option named {@code name} to {@code value} on {@code builder}.
     *
     * @throws IdGenConfigurationException naming the property, the value and the rule; or naming an
     *         unknown property and the known ones
     */
    public static IdGenEngineBuilder apply(IdGenEngineBuilder builder, String name, Object value) {
        return apply(builder, name, value, name);
    }

    /**
     * Like {@link #apply(IdGenEngineBuilder, String, Object)}, naming the property {@code spelledAs}
     * in messages: the way the user wrote it (Hibernate's {@code idgen.max_wait}, say).
     */
    public static IdGenEngineBuilder apply(IdGenEngineBuilder builder, String name, Object value, String spelledAs) {
        Entry e = TABLE.get(name);
        if (e == null) {
            throw new IdGenConfigurationException("unknown idgen property '" + name + "'; the properties are "
                    + String.join(", ", TABLE.keySet()));
        }
        if (value == null) {
            throw new IdGenConfigurationException(spelledAs + " must have a value (" + e.property().type() + "), was null");
        }
        try {
            e.apply().set(builder, value, spelledAs);
        } catch (IdGenConfigurationException rule) {
            if (rule.getMessage().startsWith(spelledAs + " ")) {
                throw rule;
            }
            throw new IdGenConfigurationException(spelledAs + " = '" + value + "': " + rule.getMessage(), rule);
        }
        return builder;
    }

    // ---- the table's rows, by type -------------------------------------------------------------

    private static void add(String name, String type, String defaultValue, String description, Setter apply) {
        TABLE.put(name, new Entry(new Property(name, type, defaultValue, description), apply));
    }

    private static void text(String name, String defaultValue, String description,
                             BiConsumer<IdGenEngineBuilder, String> apply) {
        add(name, "text", defaultValue, description, (b, v, as) -> apply.accept(b, v.toString().trim()));
    }

    private static void bool(String name, boolean defaultValue, String description,
                             BiConsumer<IdGenEngineBuilder, Boolean> apply) {
        add(name, "true or false", String.valueOf(defaultValue), description, (b, v, as) -> apply.accept(b, bool(as, v)));
    }

    private static void integer(String name, int defaultValue, String description,
                                BiConsumer<IdGenEngineBuilder, Integer> apply) {
        add(name, "integer", String.valueOf(defaultValue), description, (b, v, as) -> apply.accept(b, integer(as, v)));
    }

    private static void duration(String name, Duration defaultValue, String description,
                                 BiConsumer<IdGenEngineBuilder, Duration> apply) {
        add(name, "duration", text(defaultValue), description, (b, v, as) -> apply.accept(b, duration(as, v)));
    }

    /** {@code 3s}, {@code 15m}, {@code 500ms}: how a default reads in a configuration file. */
    private static String text(Duration d) {
        if (d.toMillis() % 3_600_000 == 0) {
            return d.toHours() + "h";
        }
        if (d.toMillis() % 60_000 == 0) {
            return d.toMinutes() + "m";
        }
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + "s" : d.toMillis() + "ms";
    }

    // ---- parsing -------------------------------------------------------------------------------

    static boolean bool(String name, Object value) {
        if (value instanceof Boolean b) {
            return b;
        }
        String s = value.toString().trim().toLowerCase(Locale.ROOT);
        if (s.equals("true") || s.equals("false")) {
            return Boolean.parseBoolean(s);
        }
        throw bad(name, value, "true or false", null);
    }

    static int integer(String name, Object value) {
        if (value instanceof Integer || value instanceof Short || value instanceof Byte) {
            return ((Number) value).intValue();
        }
        if (value instanceof Long l && l >= Integer.MIN_VALUE && l <= Integer.MAX_VALUE) {
            return l.intValue();
        }
        try {
            return Integer.parseInt(value.toString().trim());
        } catch (NumberFormatException e) {
            throw bad(name, value, "a whole number between " + Integer.MIN_VALUE + " and " + Integer.MAX_VALUE, e);
        }
    }

    static long longValue(String name, Object value) {
        if (value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte) {
            return ((Number) value).longValue();
        }
        try {
            return Long.parseLong(value.toString().trim().replace("_", ""));
        } catch (NumberFormatException e) {
            throw bad(name, value, "a whole number", e);
        }
    }

    static double decimal(String name, Object value) {
        if (value instanceof Number n) {
            return n.doubleValue();
        }
        try {
            return Double.parseDouble(value.toString().trim());
        } catch (NumberFormatException e) {
            throw bad(name, value, "a decimal number such as 0.1", e);
        }
    }

    static Duration duration(String name, Object value) {
        if (value instanceof Duration d) {
            return d;
        }
        String s = value.toString().trim();
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
            throw bad(name, value, "a duration: a number with a unit (500ms, 3s, 15m, 1h) or ISO-8601 (PT3S)", e);
        }
        throw bad(name, value, "a duration: a number with a unit (500ms, 3s, 15m, 1h) or ISO-8601 (PT3S); "
                + "a bare number is refused because its unit would be a guess", null);
    }

    static NodeIdentity node(String name, Object value) {
        if (value instanceof NodeIdentity n) {
            return n;
        }
        String s = value.toString().trim();
        int at = s.indexOf('@');
        int colon = s.lastIndexOf(':');
        if (at > 0 && colon > at + 1 && colon < s.length() - 1) {
            try {
                return new NodeIdentity(s.substring(0, at), s.substring(at + 1, colon),
                        Integer.parseInt(s.substring(colon + 1)));
            } catch (NumberFormatException e) {
                throw bad(name, value, NODE_RULE, e);
            }
        }
        throw bad(name, value, NODE_RULE, null);
    }

    private static ZoneId zone(String name, Object value) {
        if (value instanceof ZoneId z) {
            return z;
        }
        try {
            return ZoneId.of(value.toString().trim());
        } catch (DateTimeException e) {
            throw bad(name, value, "a time zone id such as UTC, Europe/Paris or +08:00", e);
        }
    }

    private static IdGenConfigurationException bad(String name, Object value, String rule, Exception cause) {
        return new IdGenConfigurationException(name + " must be " + rule + ", was '" + value + "'", cause);
    }
}
