package dev.idgen.torture;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.testsupport.PoolIsolation;
import dev.idgen.IdGenerator;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.ordered.OrderedIdGenerator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One worker of a torture run, in a JVM of its own: an application node that takes segment,
 * slow-ordered and snowflake ids on several threads and records every one of them.
 *
 * <p>Arguments: {@code runDir workerIndex incarnation jdbcUrl user password}. The JDBC URL points at
 * this worker's own TCP proxy, so the conductor can cut this worker alone or, through the shared
 * proxy behind it, every worker at once.
 *
 * <p>Life: read {@code settings.properties} and this worker's control file (its clock offset applies
 * from the start, also after a restart), open a pool of {@code poolSize} connections, build the
 * engine for segment and slow-ordered ids (retrying while the database is unreachable) and start the
 * {@link SnowflakeHolder}; write {@code ready}; wait for {@code go}; run the {@link LoadThread}s and a
 * watchdog; apply the conductor's orders (clock offset, pool exhaustion) as they come and acknowledge
 * each; on {@code stop}, let every thread finish its call (bounded), flush, close the engines (which
 * releases the snowflake lease) and exit 0. Exit 3 when a thread hung past its bound, 4 when no stop
 * came within the run's length plus five minutes, 2 on any other failure.
 *
 * <p>Everything lands in {@code runDir/w<index>/inc<incarnation>/}: one recording per thread
 * ({@code <thread>.rec}), the {@link Journal} ({@code journal.tsv}), {@code ready}.
 */
public final class TortureWorker {

    private static final long POLL_MILLIS = 20;

    private final Path runDir;
    private final int index;
    private final int incarnation;
    private final String node;
    private final Path dir;
    private final TortureSettings settings;
    private final ControlFile control;
    private final OffsetClock clock;
    private final Journal journal;
    private final List<LoadThread> loads = new ArrayList<>();
    private volatile boolean stopping;
    private long appliedVersion = -1;
    private long appliedExhaust;

    private TortureWorker(Path runDir, int index, int incarnation) throws IOException {
        this.runDir = runDir;
        this.index = index;
        this.incarnation = incarnation;
        this.node = "w" + index + "#" + incarnation;
        this.dir = Files.createDirectories(runDir.resolve("w" + index).resolve("inc" + incarnation));
        this.settings = TortureSettings.read(runDir.resolve("settings.properties"));
        this.control = controlFile(runDir, index);
        ControlFile.Control current = control.read();
        // the clock offset is the machine's state and applies to a restarted process too; a pool
        // exhaustion ordered before this process started was an event of its predecessor: not replayed
        this.clock = new OffsetClock(current.clockOffsetMillis());
        this.appliedExhaust = current.exhaustSeq();
        this.journal = new Journal(dir.resolve("journal.tsv"), node);
    }

    /** The control file of worker {@code index} in {@code runDir}. */
    static ControlFile controlFile(Path runDir, int index) {
        return new ControlFile(runDir.resolve("control-w" + index + ".properties"));
    }

    public static void main(String[] args) {
        int code;
        try {
            TortureWorker w = new TortureWorker(Path.of(args[0]), Integer.parseInt(args[1]), Integer.parseInt(args[2]));
            code = w.run(args[3], args[4], args[5]);
        } catch (Throwable t) {
            t.printStackTrace(System.out);
            code = 2;
        }
        System.out.println("EXIT " + code);
        System.out.flush();
        System.exit(code);
    }

    private int run(String jdbcUrl, String user, String password) throws Exception {
        journal.event("started, pid " + ProcessHandle.current().pid() + ", clock offset " + clock.offsetMillis() + " ms");
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(jdbcUrl);
        config.setUsername(user);
        config.setPassword(password);
        config.setMaximumPoolSize(settings.poolSize());
        config.setMinimumIdle(0);
        config.setConnectionTimeout(1_000);
        config.setValidationTimeout(500);
        config.setInitializationFailTimeout(-1); // the network may be cut right now
        PoolIsolation.nameTheDefault(config, jdbcUrl); // so a cut first connection cannot poison the pool
        config.setPoolName(node.replace('#', '-') + "-pool");
        try (HikariDataSource pool = new HikariDataSource(config)) {
            IdGenEngine engine = buildMainEngine(pool);
            try (SnowflakeHolder flakes = new SnowflakeHolder(pool, clock, settings, index, node, journal)) {
                flakes.start();
                createLoads(engine, flakes);
                Files.writeString(dir.resolve("ready"), node);
                System.out.println("READY " + node);
                System.out.flush();
                awaitGo();
                Watchdog watchdog = new Watchdog();
                watchdog.start();
                loads.forEach(Thread::start);
                int code = obeyUntilStop(pool);
                stopping = true;
                code = Math.max(code, joinLoads());
                watchdog.interrupt();
                long ids = loads.stream().mapToLong(LoadThread::recorded).sum();
                long failures = loads.stream().mapToLong(LoadThread::failures).sum();
                journal.event("stopped: " + ids + " ids recorded, " + failures + " failed calls, exit " + code);
                System.out.println("DONE " + node + " ids=" + ids + " failures=" + failures);
                return code;
            } finally {
                engine.close();
                journal.close();
            }
        }
    }

    /** Builds the segment and slow-ordered engine, retrying while the database is unreachable (bounded). */
    private IdGenEngine buildMainEngine(HikariDataSource pool) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        for (int attempt = 1; ; attempt++) {
            long t0 = System.nanoTime();
            try {
                return settings.engine(pool, node.replace('#', '-') + "-main").timeSource(clock).build();
            } catch (RuntimeException e) {
                journal.error("engine", "-", Thread.currentThread().getName(), t0, System.nanoTime() - t0, e);
                if (System.nanoTime() - deadline > 0) {
                    throw new IllegalStateException(node + ": could not build the engine in 60 s (" + attempt
                            + " attempts); last failure: " + Journal.describe(e), e);
                }
                sleepMillis(500);
            }
        }
    }

    private void createLoads(IdGenEngine engine, SnowflakeHolder flakes) {
        long flushNanos = settings.flushInterval().toNanos();
        for (int t = 0; t < settings.segmentThreads(); t++) {
            String key = settings.segmentKeys().get(t % settings.segmentKeys().size());
            IdGenerator g = engine.segment(key);
            addLoad("segment-t" + t, "segment", key, () -> g, IdLog.KIND_IDS, settings.segmentRate(), flushNanos);
        }
        for (int t = 0; t < settings.orderedThreads(); t++) {
            String subKey = settings.orderedSubKeys().get(t % settings.orderedSubKeys().size());
            String key = settings.orderedKey() + "/" + subKey;
            OrderedGeneratorSource source = new OrderedGeneratorSource(engine, settings.orderedKey(), subKey);
            addLoad("ordered-t" + t, "slow-ordered", key, source, IdLog.KIND_CALLS, settings.orderedRate(), flushNanos);
        }
        for (int t = 0; t < settings.snowflakeThreads(); t++) {
            addLoad("snowflake-t" + t, "snowflake", TortureSettings.NAMESPACE, flakes::current, IdLog.KIND_IDS,
                    settings.snowflakeRate(), flushNanos);
        }
    }

    private void addLoad(String thread, String strategy, String key, LoadThread.Source source, byte kind, int rate,
                         long flushNanos) {
        Path file = dir.resolve(thread + ".rec");
        IdLogWriter out = kind == IdLog.KIND_IDS
                ? IdLogWriter.ids(file, strategy, key, node, thread, settings.flushIds(), flushNanos)
                : IdLogWriter.calls(file, strategy, key, node, thread, settings.flushIds(), flushNanos);
        loads.add(new LoadThread(node + "-" + thread, strategy, key, source, out, journal, settings, rate,
                () -> stopping));
    }

    /**
     * A slow-ordered generator obtained on first use: obtaining it reads the schema once per engine,
     * which fails while the database is unreachable; the load thread records that and tries again.
     */
    private static final class OrderedGeneratorSource implements LoadThread.Source {
        private final IdGenEngine engine;
        private final String key;
        private final String subKey;
        private OrderedIdGenerator generator; // one load thread per source

        OrderedGeneratorSource(IdGenEngine engine, String key, String subKey) {
            this.engine = engine;
            this.key = key;
            this.subKey = subKey;
        }

        @Override
        public IdGenerator get() {
            if (generator == null) {
                generator = engine.slowOrdered(key, subKey);
            }
            return generator;
        }
    }

    private void awaitGo() {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(5);
        while (!control.read().go()) {
            if (System.nanoTime() - deadline > 0) {
                throw new IllegalStateException(node + ": no go from the conductor within 5 minutes (" + control.path() + ")");
            }
            sleepMillis(POLL_MILLIS);
        }
    }

    /** Applies the conductor's orders until it says stop; returns 4 when it never does. */
    private int obeyUntilStop(HikariDataSource pool) {
        Duration lifetime = settings.roundLength().multipliedBy(settings.rounds()).plus(settings.coolDown())
                .plusMinutes(5);
        long deadline = System.nanoTime() + lifetime.toNanos();
        for (;;) {
            ControlFile.Control c = control.read();
            if (c.version() != appliedVersion) {
                apply(c, pool);
            }
            if (c.stop()) {
                return 0;
            }
            if (System.nanoTime() - deadline > 0) {
                journal.event("no stop from the conductor within " + lifetime + "; stopping by myself");
                return 4;
            }
            sleepMillis(POLL_MILLIS);
        }
    }

    private void apply(ControlFile.Control c, HikariDataSource pool) {
        if (c.clockOffsetMillis() != clock.offsetMillis()) {
            long before = clock.offsetMillis();
            // journaled before the step, so every error the step causes comes after it in the journal
            journal.event("clock stepped by " + (c.clockOffsetMillis() - before) + " ms: offset now "
                    + c.clockOffsetMillis() + " ms");
            clock.setOffsetMillis(c.clockOffsetMillis());
        }
        if (c.exhaustSeq() > appliedExhaust) {
            appliedExhaust = c.exhaustSeq();
            Thread hog = new Thread(() -> hogPool(pool, c.exhaustMillis()), node + "-pool-hog-" + c.exhaustSeq());
            hog.setDaemon(true);
            hog.start();
        }
        appliedVersion = c.version();
        control.writeAck(c.version());
    }

    /**
     * The application exhausting its own pool: takes every connection it can get within 5 s and
     * holds them for {@code millis} (less if the worker stops), then gives them back.
     */
    private void hogPool(HikariDataSource pool, long millis) {
        long start = System.nanoTime();
        long grabDeadline = start + TimeUnit.SECONDS.toNanos(5);
        List<Connection> held = new ArrayList<>();
        try {
            while (held.size() < settings.poolSize() && System.nanoTime() - grabDeadline < 0 && !stopping) {
                try {
                    held.add(pool.getConnection());
                } catch (SQLException e) {
                    journal.event("pool hog: getConnection failed (" + Journal.describe(e) + "); trying again");
                }
            }
            journal.event("pool exhausted: holding " + held.size() + " of " + settings.poolSize()
                    + " connections for " + millis + " ms");
            long until = start + TimeUnit.MILLISECONDS.toNanos(millis);
            while (System.nanoTime() - until < 0 && !stopping) {
                sleepMillis(Math.min(POLL_MILLIS, Math.max(1, TimeUnit.NANOSECONDS.toMillis(until - System.nanoTime()))));
            }
        } finally {
            for (Connection c : held) {
                try {
                    c.close();
                } catch (SQLException e) {
                    journal.event("pool hog: closing a held connection failed: " + Journal.describe(e));
                }
            }
            journal.event("pool released after " + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start) + " ms");
        }
    }

    /** Waits for every load thread to finish its call; a thread still running past its bound is HUNG (exit 3). */
    private int joinLoads() throws InterruptedException {
        long deadline = System.nanoTime() + settings.callBound().plusSeconds(2).toNanos();
        int code = 0;
        for (LoadThread t : loads) {
            t.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
            if (t.isAlive()) {
                long started = t.callStartedNanos();
                journal.hung(t.strategy(), t.key(), t.getName(), started, started == 0 ? 0 : System.nanoTime() - started,
                        "did not finish within " + settings.callBound().plusSeconds(2) + " of the stop; stack: "
                                + Arrays.toString(t.getStackTrace()));
                code = 3;
            }
        }
        return code;
    }

    /** How long the watchdog sleeps between looks. */
    private static final long WATCHDOG_MILLIS = 100;
    /** The watchdog journals its scheduling lag each time it grew by more than this. */
    private static final long LAG_REPORT_STEP_MILLIS = 5;

    /**
     * Reports calls still running past the call bound while they run (a call that never returns is seen
     * here), and measures this worker's scheduling lag: how late it wakes up from its sleep.
     */
    private final class Watchdog extends Thread {
        Watchdog() {
            super(node + "-watchdog");
            setDaemon(true);
        }

        @Override
        public void run() {
            long maxLag = 0;
            long reportedLag = 0;
            while (!isInterrupted()) {
                long now = System.nanoTime();
                long bound = settings.callBound(maxLag).toNanos();
                for (LoadThread t : loads) {
                    long started = t.callStartedNanos();
                    if (started != 0 && now - started > bound && t.markStallReported()) {
                        journal.stall(t.strategy(), t.key(), t.getName(), started, now - started);
                    }
                }
                try {
                    TimeUnit.MILLISECONDS.sleep(WATCHDOG_MILLIS);
                } catch (InterruptedException e) {
                    interrupt();
                }
                // how late this thread woke up: the scheduling lag the check sizes its call bound with
                maxLag = Math.max(maxLag, System.nanoTime() - now - TimeUnit.MILLISECONDS.toNanos(WATCHDOG_MILLIS));
                if (maxLag - reportedLag > TimeUnit.MILLISECONDS.toNanos(LAG_REPORT_STEP_MILLIS)) {
                    journal.lag(maxLag, WATCHDOG_MILLIS);
                    reportedLag = maxLag;
                }
            }
        }
    }

    private static void sleepMillis(long millis) {
        try {
            TimeUnit.MILLISECONDS.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    @Override
    public String toString() {
        return "TortureWorker[" + node + " in " + runDir + "]";
    }
}
