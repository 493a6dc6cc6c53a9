package dev.idgen.torture;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.IdGenEngineBuilder;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import javax.sql.DataSource;

/**
 * Everything a torture run is configured with: how many workers and threads, how fast they take
 * ids, the engine settings every worker uses, how often recordings are flushed, and the bounds the
 * check holds the run to. The conductor writes it to {@code settings.properties} in the run
 * directory; every worker JVM reads it from there, so both sides always agree.
 *
 * <p>Two presets: {@link #shortMode()} (the default of {@code mvn verify}: at least 1 M ids in about
 * a minute of load, one round of every fault) and {@link #longMode()} (at least 10 M ids, several
 * rounds with more fault combinations). Rates are per thread, in ids per second; 0 means "as fast
 * as the generator goes".
 *
 * @param mode                 {@code short}, {@code long}, {@code glitch} or a failover mode ({@link #failoverMode}), for
 *                             the report and the fault script
 * @param workers              worker JVMs (at least 3)
 * @param segmentThreads       threads per worker taking segment ids
 * @param orderedThreads       threads per worker taking slow-ordered ids
 * @param snowflakeThreads     threads per worker taking snowflake ids
 * @param segmentRate          segment ids per second per thread (0 = unpaced)
 * @param orderedRate          slow-ordered calls per second per thread (0 = unpaced)
 * @param snowflakeRate        snowflake ids per second per thread (0 = unpaced)
 * @param segmentKeys          segment keys; thread {@code t} uses key {@code t % size}
 * @param orderedKey           the slow-ordered key
 * @param orderedSubKeys       slow-ordered sub-keys; thread {@code t} uses sub-key {@code t % size}
 * @param batchEvery           every n-th call asks for a batch ({@code nextIds}) instead of one id
 * @param maxBatch             largest batch asked for
 * @param poolSize             connections in each worker's pool (the pool-exhaustion fault takes them all)
 * @param maxWait              the engines' {@code maxWait}: the longest a call may wait
 * @param databaseTimeout      the engines' statement timeout
 * @param heartbeat            snowflake heartbeat interval
 * @param horizon              snowflake timestamp horizon (promise ahead of the clock)
 * @param leaseTtl             snowflake lease TTL
 * @param takeoverWait         snowflake takeover wait
 * @param flushIds             a recording block is written at the latest after this many ids (or calls)
 * @param flushInterval        ... or after this long
 * @param stallMargin          what a call may take beyond {@code maxWait} before it counts as a stall, on top of
 *                             what the run measures as scheduling lag ({@link #callBound(long)})
 * @param errorBackoff         how long a load thread pauses after a failed call
 * @param rounds               how many times the fault script is played
 * @param roundLength          how long one round lasts
 * @param coolDown             load without faults after the last round, before the stop
 * @param minIds               the run fails when fewer ids were recorded in total
 * @param allowedAheadMillis   how far a snowflake timestamp may be ahead of the wall clock at the time it
 *                             was recorded: 0, the engine never borrows from the future
 * @param workerJvmOptions     JVM options of every worker
 */
public record TortureSettings(String mode, int workers, int segmentThreads, int orderedThreads, int snowflakeThreads,
                              int segmentRate, int orderedRate, int snowflakeRate, List<String> segmentKeys,
                              String orderedKey, List<String> orderedSubKeys, int batchEvery, int maxBatch, int poolSize,
                              Duration maxWait, Duration databaseTimeout, Duration heartbeat, Duration horizon,
                              Duration leaseTtl, Duration takeoverWait, int flushIds, Duration flushInterval,
                              Duration stallMargin, Duration errorBackoff, int rounds, Duration roundLength,
                              Duration coolDown, long minIds, long allowedAheadMillis, List<String> workerJvmOptions) {

    /** The system property that selects {@link #longMode()}: {@code -Didgen.torture.long=true}. */
    public static final String LONG_PROPERTY = "idgen.torture.long";

    /**
     * The JUnit tag of the torture runs (the cluster run, the failover run, the snowflake clock glitches): they run with
     * {@code -Didgen.torture=true} or {@code -Didgen.torture.long=true} (the module's profiles), which {@code .ci/run}
     * sets in a step of its own; a plain {@code mvn -B verify} runs the checker's own tests only.
     */
    public static final String RUN_TAG = "torture-run";

    /** The snowflake namespace every worker leases in. */
    public static final String NAMESPACE = IdGenEngine.DEFAULT_NAMESPACE;

    /** The application name of every worker's node identity; the host is {@code worker-<n>}. */
    public static final String APP_NAME = "idgen-torture";

    /** The port of worker {@code n}'s node identity is this plus {@code n}: the same across restarts. */
    public static final int BASE_PORT = 20_000;

    public TortureSettings {
        if (workers < 3) {
            throw new IllegalArgumentException("a torture run needs at least 3 workers, was " + workers);
        }
        if (segmentKeys.isEmpty() || orderedSubKeys.isEmpty()) {
            throw new IllegalArgumentException("segmentKeys and orderedSubKeys must not be empty");
        }
        if (flushIds < 1 || flushIds > 1000) {
            throw new IllegalArgumentException("flushIds must be 1 to 1000 (ids recorded but not yet written are lost "
                    + "on kill -9), was " + flushIds);
        }
        segmentKeys = List.copyOf(segmentKeys);
        orderedSubKeys = List.copyOf(orderedSubKeys);
        workerJvmOptions = List.copyOf(workerJvmOptions);
    }

    /** The default of {@code mvn verify}: one round of every fault, at least 1 M ids, about a minute of load. */
    public static TortureSettings shortMode() {
        return new TortureSettings("short", 3, 2, 2, 2, 6_000, 0, 5_000,
                List.of("torture.seg.a", "torture.seg.b"), "torture.ordered", List.of("room-a", "room-b"),
                10, 64, 4, Duration.ofSeconds(2), Duration.ofSeconds(2), Duration.ofMillis(500), Duration.ofSeconds(3),
                Duration.ofSeconds(6), Duration.ofSeconds(30), 256, Duration.ofMillis(50), Duration.ofMillis(1500),
                Duration.ofMillis(20), 1, Duration.ofSeconds(36), Duration.ofSeconds(10), 1_000_000, 0,
                List.of("-Xmx256m", "-XX:+UseSerialGC", "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn"));
    }

    /** {@code -Didgen.torture.long=true}: five rounds with more fault combinations, at least 10 M ids. */
    public static TortureSettings longMode() {
        TortureSettings s = shortMode();
        return new TortureSettings("long", s.workers, s.segmentThreads, s.orderedThreads, s.snowflakeThreads, 10_000,
                s.orderedRate, 8_000, s.segmentKeys, s.orderedKey, s.orderedSubKeys, s.batchEvery, s.maxBatch, s.poolSize,
                s.maxWait, s.databaseTimeout, s.heartbeat, s.horizon, s.leaseTtl, s.takeoverWait, s.flushIds,
                s.flushInterval, s.stallMargin, s.errorBackoff, 5, Duration.ofSeconds(44), Duration.ofSeconds(15),
                10_000_000, s.allowedAheadMillis, s.workerJvmOptions);
    }

    /**
     * One scenario only, for the engine bug it demonstrates ({@link FaultScript}'s glitch script): a
     * worker cut off from the database whose clock jumps ahead and back, killed and restarted.
     */
    public static TortureSettings glitchMode() {
        TortureSettings s = shortMode();
        return new TortureSettings("glitch", s.workers, s.segmentThreads, s.orderedThreads, s.snowflakeThreads, s.segmentRate,
                s.orderedRate, s.snowflakeRate, s.segmentKeys, s.orderedKey, s.orderedSubKeys, s.batchEvery, s.maxBatch,
                s.poolSize, s.maxWait, s.databaseTimeout, s.heartbeat, s.horizon, s.leaseTtl, s.takeoverWait, s.flushIds,
                s.flushInterval, s.stallMargin, s.errorBackoff, 1, Duration.ofSeconds(26), Duration.ofSeconds(6), 100_000,
                16_000, s.workerJvmOptions); // the worker's own clock runs 15 s ahead for a moment: not the engine's fault
    }

    /**
     * A failover run ({@link FaultScript}'s failover script): the workers reach a replicated
     * PostgreSQL pair ({@code ReplicatedPostgres}) through a multi-host URL; the primary crashes
     * under load and the standby is promoted. {@code synchronous}: a synchronous standby, mode
     * {@code failover-sync}; else an asynchronous one whose replication is cut before the crash,
     * mode {@code failover-async}, recovered with {@code FailoverAdmin.recover}. {@code longRun}
     * (mode suffix {@code -long}): three rounds with the failover in the second.
     *
     * <p>{@code maxWait} is 5 s rather than the other modes' 2 s: an application that wants no caller
     * to fail across a failover sets it above its HA manager's delay (1 s here) plus the promotion
     * (0.3–2 s on a busy 2-core machine); the check holds callers to it against the outage each run
     * measures.
     */
    public static TortureSettings failoverMode(boolean synchronous, boolean longRun) {
        TortureSettings s = shortMode();
        String mode = "failover-" + (synchronous ? "sync" : "async") + (longRun ? "-long" : "");
        return new TortureSettings(mode, s.workers, s.segmentThreads, s.orderedThreads, s.snowflakeThreads,
                s.segmentRate, s.orderedRate, s.snowflakeRate, s.segmentKeys, s.orderedKey, s.orderedSubKeys,
                s.batchEvery, s.maxBatch, s.poolSize, Duration.ofSeconds(5), s.databaseTimeout, s.heartbeat,
                s.horizon, s.leaseTtl, s.takeoverWait, s.flushIds, s.flushInterval, s.stallMargin, s.errorBackoff,
                longRun ? 3 : 1, longRun ? Duration.ofSeconds(44) : Duration.ofSeconds(20),
                longRun ? Duration.ofSeconds(15) : Duration.ofSeconds(12), longRun ? 3_000_000 : 300_000,
                s.allowedAheadMillis, s.workerJvmOptions);
    }

    /** Whether this is a failover run: the workers talk to a replicated pair that fails over once. */
    public boolean failover() {
        return mode.startsWith("failover-");
    }

    /** A failover run on a synchronous standby (else asynchronous, with replication cut before the crash). */
    public boolean synchronousStandby() {
        return mode.startsWith("failover-sync");
    }

    /** {@link #longMode()} when the system property {@value #LONG_PROPERTY} is {@code true}, else {@link #shortMode()}. */
    public static TortureSettings fromSystemProperties() {
        return Boolean.getBoolean(LONG_PROPERTY) ? longMode() : shortMode();
    }

    /** The same settings with the engines' {@code maxWait} set to {@code wait}, which the check holds calls to. */
    public TortureSettings withMaxWait(Duration wait) {
        return new TortureSettings(mode, workers, segmentThreads, orderedThreads, snowflakeThreads, segmentRate, orderedRate,
                snowflakeRate, segmentKeys, orderedKey, orderedSubKeys, batchEvery, maxBatch, poolSize, wait,
                databaseTimeout, heartbeat, horizon, leaseTtl, takeoverWait, flushIds, flushInterval, stallMargin,
                errorBackoff, rounds, roundLength, coolDown, minIds, allowedAheadMillis, workerJvmOptions);
    }

    /** These settings with another {@link #minIds()} (for runs by hand and tests of the check). */
    public TortureSettings withMinIds(long min) {
        return new TortureSettings(mode, workers, segmentThreads, orderedThreads, snowflakeThreads, segmentRate, orderedRate,
                snowflakeRate, segmentKeys, orderedKey, orderedSubKeys, batchEvery, maxBatch, poolSize, maxWait,
                databaseTimeout, heartbeat, horizon, leaseTtl, takeoverWait, flushIds, flushInterval, stallMargin,
                errorBackoff, rounds, roundLength, coolDown, min, allowedAheadMillis, workerJvmOptions);
    }

    /** How many times the measured scheduling lag a call may take beyond {@link #callBound()}. */
    public static final int LAG_FACTOR = 2;

    /**
     * The longest a single call may take on a quiet machine before it counts as a stall:
     * {@code maxWait + stallMargin} (the engine's own bookkeeping). See {@link #callBound(long)}.
     */
    public Duration callBound() {
        return maxWait.plus(stallMargin);
    }

    /**
     * The longest a single call may take before it counts as a stall, on a worker whose measured
     * scheduling lag (how late a thread of it woke up) was {@code lagNanos}: {@link #callBound()} plus
     * {@link #LAG_FACTOR} times the lag (the caller woken late when its wait ends, and when its answer
     * is handed to it).
     */
    public Duration callBound(long lagNanos) {
        return callBound().plusNanos(LAG_FACTOR * Math.max(0, lagNanos));
    }

    /**
     * An engine builder on {@code pool}, named {@code name}, with these settings' {@link #maxWait()} and
     * {@link #databaseTimeout()}; callers add the rest (e.g. their clock).
     */
    public IdGenEngineBuilder engine(DataSource pool, String name) {
        return IdGenEngine.builder(pool).name(name).maxWait(maxWait).databaseTimeout(databaseTimeout);
    }

    /**
     * {@link #engine} plus the snowflake node {@code node} and these settings' lease settings:
     * {@link #heartbeat()}, {@link #horizon()}, {@link #leaseTtl()} and {@link #takeoverWait()}.
     */
    public IdGenEngineBuilder snowflakeEngine(DataSource pool, String name, NodeIdentity node) {
        return engine(pool, name).snowflakeNode(node).heartbeatInterval(heartbeat).timestampHorizon(horizon)
                .leaseTtl(leaseTtl).takeoverWait(takeoverWait);
    }

    /** The host of worker {@code n}'s node identity. */
    public static String workerHost(int worker) {
        return "worker-" + worker;
    }

    /** Writes these settings to {@code file} as properties. */
    public void write(Path file) {
        Properties p = new Properties();
        p.setProperty("mode", mode);
        p.setProperty("workers", String.valueOf(workers));
        p.setProperty("segmentThreads", String.valueOf(segmentThreads));
        p.setProperty("orderedThreads", String.valueOf(orderedThreads));
        p.setProperty("snowflakeThreads", String.valueOf(snowflakeThreads));
        p.setProperty("segmentRate", String.valueOf(segmentRate));
        p.setProperty("orderedRate", String.valueOf(orderedRate));
        p.setProperty("snowflakeRate", String.valueOf(snowflakeRate));
        p.setProperty("segmentKeys", String.join(",", segmentKeys));
        p.setProperty("orderedKey", orderedKey);
        p.setProperty("orderedSubKeys", String.join(",", orderedSubKeys));
        p.setProperty("batchEvery", String.valueOf(batchEvery));
        p.setProperty("maxBatch", String.valueOf(maxBatch));
        p.setProperty("poolSize", String.valueOf(poolSize));
        p.setProperty("maxWait", maxWait.toString());
        p.setProperty("databaseTimeout", databaseTimeout.toString());
        p.setProperty("heartbeat", heartbeat.toString());
        p.setProperty("horizon", horizon.toString());
        p.setProperty("leaseTtl", leaseTtl.toString());
        p.setProperty("takeoverWait", takeoverWait.toString());
        p.setProperty("flushIds", String.valueOf(flushIds));
        p.setProperty("flushInterval", flushInterval.toString());
        p.setProperty("stallMargin", stallMargin.toString());
        p.setProperty("errorBackoff", errorBackoff.toString());
        p.setProperty("rounds", String.valueOf(rounds));
        p.setProperty("roundLength", roundLength.toString());
        p.setProperty("coolDown", coolDown.toString());
        p.setProperty("minIds", String.valueOf(minIds));
        p.setProperty("allowedAheadMillis", String.valueOf(allowedAheadMillis));
        p.setProperty("workerJvmOptions", String.join(" ", workerJvmOptions));
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            p.store(w, "idgen torture settings");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write torture settings to " + file, e);
        }
    }

    /** Reads settings written by {@link #write(Path)}. */
    public static TortureSettings read(Path file) {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read torture settings from " + file, e);
        }
        return new TortureSettings(get(p, "mode"), integer(p, "workers"), integer(p, "segmentThreads"),
                integer(p, "orderedThreads"), integer(p, "snowflakeThreads"), integer(p, "segmentRate"),
                integer(p, "orderedRate"), integer(p, "snowflakeRate"), List.of(get(p, "segmentKeys").split(",")),
                get(p, "orderedKey"), List.of(get(p, "orderedSubKeys").split(",")), integer(p, "batchEvery"),
                integer(p, "maxBatch"), integer(p, "poolSize"), duration(p, "maxWait"), duration(p, "databaseTimeout"),
                duration(p, "heartbeat"), duration(p, "horizon"), duration(p, "leaseTtl"), duration(p, "takeoverWait"),
                integer(p, "flushIds"), duration(p, "flushInterval"), duration(p, "stallMargin"),
                duration(p, "errorBackoff"), integer(p, "rounds"), duration(p, "roundLength"), duration(p, "coolDown"),
                Long.parseLong(get(p, "minIds")), Long.parseLong(get(p, "allowedAheadMillis")),
                List.of(get(p, "workerJvmOptions").split(" ")));
    }

    private static String get(Properties p, String name) {
        String v = p.getProperty(name);
        if (v == null) {
            throw new IllegalArgumentException("torture settings lack '" + name + "'");
        }
        return v;
    }

    private static int integer(Properties p, String name) {
        return Integer.parseInt(get(p, name));
    }

    private static Duration duration(Properties p, String name) {
        return Duration.parse(get(p, name));
    }
}
