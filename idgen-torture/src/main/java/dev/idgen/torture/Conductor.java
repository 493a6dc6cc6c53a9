package dev.idgen.torture;

import dev.idgen.jdbc.admin.FailoverAdmin;
import dev.idgen.jdbc.ordered.OrderedShards;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.ChildJvm;
import dev.idgen.testsupport.CommitProbe;
import dev.idgen.testsupport.ReplicatedPostgres;
import dev.idgen.testsupport.TcpProxy;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javax.sql.DataSource;

/**
 * Runs a torture run: one PostgreSQL (embedded unless {@code IDGEN_TEST_JDBC_URL} says otherwise),
 * a shared TCP proxy in front of it and one more proxy per worker behind that
 * ({@code worker -> own proxy -> shared proxy -> PostgreSQL}), so the conductor can cut every
 * worker at once or one alone; {@link TortureSettings#workers()} worker JVMs ({@link TortureWorker});
 * then the {@link FaultScript}, then stop, then {@link TortureCheck}.
 *
 * <p>A failover run ({@link TortureSettings#failover()}) uses a {@link ReplicatedPostgres} pair
 * instead: a shared proxy in front of each server and, per worker, a proxy in front of each shared
 * one, so a worker's multi-host URL ({@code targetServerType=primary}) names its own two proxies and
 * cutting a worker (or everyone) cuts its way to both servers. The pair's primary is crashed, its
 * standby promoted and, when it was asynchronous, the operator's recovery run as the script says
 * ({@link RunFacts.FailoverFacts} records what happened). Without PostgreSQL server programs on the
 * machine the pair's start aborts the test (a JUnit assumption naming how to install them).
 *
 * <p>Every wait has a deadline and fails with a message naming what did not happen; a worker that
 * does not acknowledge an order within 30 s fails the run with its output. Worker processes are
 * killed when the run ends, whatever happened ({@link ChildJvm#close()}).
 */
public final class Conductor {

    private static final Duration READY_WITHIN = Duration.ofMinutes(2);
    private static final Duration ACK_WITHIN = Duration.ofSeconds(30);
    private static final Duration EXIT_WITHIN = Duration.ofMinutes(2);
    private static final int OUTPUT_TAIL_CHARS = 4000;

    private final TortureSettings settings;
    private final Path runDir;
    private final PrintStream log;
    private TestDatabase db; // a normal run
    private ReplicatedPostgres pair; // a failover run
    private DataSource admin; // migrations, failover administration
    private String databaseName;
    private String user;
    private String password;
    /** One shared proxy per server (one, or the pair's two). */
    private final List<TcpProxy> shared = new ArrayList<>();
    /** Per worker, one proxy per server, in front of that server's shared proxy. */
    private final List<List<TcpProxy>> proxies = new ArrayList<>();
    private long crashWall;
    private CommitProbe probe; // failover runs: when the database committed, beside the workers
    private long promotedWall;
    private long promoteMillis;
    private long recoveredWall;
    private String refusal = "";
    private final Map<String, Long> standbyHighWater = new LinkedHashMap<>();
    private final List<ControlFile> controls = new ArrayList<>();
    private final List<ControlFile.Control> orders = new ArrayList<>();
    private final List<ChildJvm> live = new ArrayList<>();
    private final List<Integer> incarnations = new ArrayList<>();
    private final List<Long> cutSince = new ArrayList<>();
    private long sharedCutSince;
    private final List<RunFacts.FaultRecord> faults = new ArrayList<>();
    private final List<RunFacts.WorkerProcess> processes = new ArrayList<>();
    private final List<Future<LeaseThief.Result>> thieves = new ArrayList<>();
    private final ExecutorService thiefPool = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "lease-thief");
        t.setDaemon(true);
        return t;
    });
    private long goNanos;

    /** The outcome of a run: what the conductor did, what the check found, how long the check took. */
    public record Outcome(TortureSettings settings, RunFacts facts, TortureFindings findings, long checkMillis) {
    }

    private Conductor(TortureSettings settings, Path runDir, PrintStream log) {
        this.settings = settings;
        this.runDir = runDir;
        this.log = log;
    }

    /** Runs the whole torture run in {@code runDir} (which must be empty or absent) and checks it. */
    public static Outcome run(TortureSettings settings, Path runDir, PrintStream log) {
        return new Conductor(settings, runDir, log).run();
    }

    private Outcome run() {
        long t0 = System.nanoTime();
        RunFacts facts;
        try {
            Files.createDirectories(runDir);
            settings.write(runDir.resolve("settings.properties"));
            if (settings.failover()) {
                pair = (settings.synchronousStandby() ? ReplicatedPostgres.synchronous()
                        : ReplicatedPostgres.asynchronous().replicationThroughProxy()).start();
                admin = pair.newPool("torture-admin", pair.multiHostUrl(), 2);
                probe = new CommitProbe(pair.multiHostUrl());
                probe.start();
                databaseName = ReplicatedPostgres.DATABASE;
                user = "postgres";
                password = "";
                shared.add(TcpProxy.start("127.0.0.1", pair.primaryPort()));
                shared.add(TcpProxy.start("127.0.0.1", pair.standbyPort()));
            } else {
                db = TestDatabases.freshPostgres();
                admin = db.dataSource();
                databaseName = db.databaseName();
                user = db.user();
                password = db.password();
                shared.add(TcpProxy.start(db.host(), db.port()));
            }
            IdGenMigrations.with(admin).slowOrdered(true).migrate();
            for (int w = 0; w < settings.workers(); w++) {
                List<TcpProxy> own = new ArrayList<>();
                for (TcpProxy server : shared) {
                    own.add(TcpProxy.start("127.0.0.1", server.port()));
                }
                proxies.add(own);
                ControlFile cf = TortureWorker.controlFile(runDir, w);
                controls.add(cf);
                orders.add(ControlFile.Control.initial());
                cf.write(orders.get(w));
                live.add(null);
                incarnations.add(-1);
                cutSince.add(0L);
            }
            log.printf("torture (%s mode): %d workers on %s, run directory %s%n", settings.mode(), settings.workers(),
                    pair != null ? pair : databaseName, runDir);
            for (int w = 0; w < settings.workers(); w++) {
                startWorker(w);
            }
            for (int w = 0; w < settings.workers(); w++) {
                awaitReady(w);
            }
            long setupMillis = millisSince(t0);
            long goWall = System.currentTimeMillis();
            goNanos = System.nanoTime();
            for (int w = 0; w < settings.workers(); w++) {
                order(w, orders.get(w).withGo());
            }
            log.printf("go after %d ms of set-up%n", setupMillis);
            for (FaultScript.Step step : FaultScript.of(settings)) {
                sleepUntil(goNanos + step.at().toNanos());
                inject(step.fault());
            }
            Duration end = settings.roundLength().multipliedBy(settings.rounds()).plus(settings.coolDown());
            sleepUntil(goNanos + end.toNanos());
            long stopWall = System.currentTimeMillis();
            long loadMillis = millisSince(goNanos);
            long stopStart = System.nanoTime();
            stopAll();
            List<LeaseThief.Result> thefts = collectThieves();
            RunFacts.FailoverFacts failover = pair == null ? null : new RunFacts.FailoverFacts(pair.isSynchronous(),
                    crashWall, promotedWall, promoteMillis, recoveredWall, refusal, standbyHighWater, stopProbe());
            facts = new RunFacts(goWall, stopWall, faults, processes, thefts, setupMillis, loadMillis,
                    millisSince(stopStart), failover);
            log.printf("stopped after %d ms of load; checking%n", loadMillis);
        } catch (IOException e) {
            throw new UncheckedIOException("torture run in " + runDir + " failed", e);
        } finally {
            cleanUp();
        }
        long checkStart = System.nanoTime();
        TortureFindings findings = TortureCheck.check(runDir, settings, facts);
        return new Outcome(settings, facts, findings, millisSince(checkStart));
    }

    private void startWorker(int w) {
        int incarnation = incarnations.get(w) + 1;
        incarnations.set(w, incarnation);
        List<String> hosts = new ArrayList<>();
        proxies.get(w).forEach(p -> hosts.add("127.0.0.1:" + p.port()));
        String url = "jdbc:postgresql://" + String.join(",", hosts) + "/" + databaseName
                + "?socketTimeout=10&connectTimeout=2" + (hosts.size() > 1 ? "&targetServerType=primary" : "");
        ChildJvm child = ChildJvm.start(TortureWorker.class, settings.workerJvmOptions(),
                List.of(runDir.toString(), String.valueOf(w), String.valueOf(incarnation), url, user, password));
        live.set(w, child);
    }

    private Path workerDir(int w, int incarnation) {
        return runDir.resolve("w" + w).resolve("inc" + incarnation);
    }

    private void awaitReady(int w) {
        ChildJvm child = live.get(w);
        Path ready = workerDir(w, incarnations.get(w)).resolve("ready");
        long deadline = System.nanoTime() + READY_WITHIN.toNanos();
        while (!Files.exists(ready)) {
            if (!child.isAlive() || System.nanoTime() - deadline > 0) {
                throw new IllegalStateException("worker w" + w + " (" + child + ") did not get ready within " + READY_WITHIN
                        + (child.isAlive() ? "" : " (it exited)") + "; its output:\n" + tail(child.output()));
            }
            sleepMillis(20);
        }
    }

    /** Sends {@code c} to worker {@code w} and, if it runs, waits until it has applied it. */
    private void order(int w, ControlFile.Control c) {
        orders.set(w, c);
        controls.get(w).write(c);
        ChildJvm child = live.get(w);
        if (child == null) {
            return; // killed and not restarted yet: a restarted worker reads the file when it starts
        }
        long deadline = System.nanoTime() + ACK_WITHIN.toNanos();
        while (controls.get(w).readAck() < c.version()) {
            if (!child.isAlive()) {
                throw new IllegalStateException("worker w" + w + " (" + child + ") exited before applying order "
                        + c + "; its output:\n" + tail(child.output()));
            }
            if (System.nanoTime() - deadline > 0) {
                throw new IllegalStateException("worker w" + w + " (" + child + ") did not apply order " + c + " within "
                        + ACK_WITHIN + "; its output:\n" + tail(child.output()));
            }
            sleepMillis(10);
        }
    }

    private void inject(FaultScript.Fault fault) {
        long at = millisSince(goNanos);
        long wall = System.currentTimeMillis();
        List<Integer> targets = new ArrayList<>();
        String detail = "";
        if (fault instanceof FaultScript.CutAll) {
            shared.forEach(TcpProxy::cut);
            sharedCutSince = System.nanoTime();
            for (int w = 0; w < settings.workers(); w++) {
                targets.add(w);
            }
        } else if (fault instanceof FaultScript.RestoreAll) {
            shared.forEach(TcpProxy::restore);
            detail = "the cut lasted " + millisSince(sharedCutSince) + " ms";
            for (int w = 0; w < settings.workers(); w++) {
                targets.add(w);
            }
        } else if (fault instanceof FaultScript.CutOne c) {
            proxies.get(c.worker()).forEach(TcpProxy::cut);
            cutSince.set(c.worker(), System.nanoTime());
            targets.add(c.worker());
        } else if (fault instanceof FaultScript.FreezeOne f) {
            proxies.get(f.worker()).forEach(TcpProxy::freeze);
            cutSince.set(f.worker(), System.nanoTime());
            targets.add(f.worker());
        } else if (fault instanceof FaultScript.RestoreOne r) {
            proxies.get(r.worker()).forEach(TcpProxy::restore);
            detail = "the outage lasted " + millisSince(cutSince.get(r.worker())) + " ms";
            targets.add(r.worker());
        } else if (fault instanceof FaultScript.Clock c) {
            order(c.worker(), orders.get(c.worker()).withClockOffset(c.offsetMillis()));
            detail = "applied " + (millisSince(goNanos) - at) + " ms after the order";
            targets.add(c.worker());
        } else if (fault instanceof FaultScript.ClockGlitch g) {
            long before = orders.get(g.worker()).clockOffsetMillis();
            order(g.worker(), orders.get(g.worker()).withClockOffset(before + g.forwardMillis()));
            sleepUntil(System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(g.holdMillis()));
            order(g.worker(), orders.get(g.worker()).withClockOffset(before));
            detail = "back after " + (millisSince(goNanos) - at) + " ms";
            targets.add(g.worker());
        } else if (fault instanceof FaultScript.Exhaust e) {
            order(e.worker(), orders.get(e.worker()).withExhaust(e.holdFor().toMillis()));
            targets.add(e.worker());
        } else if (fault instanceof FaultScript.Steal s) {
            detail = steal(s);
            targets.add(s.worker());
        } else if (fault instanceof FaultScript.Kill k) {
            detail = kill(k.worker());
            targets.add(k.worker());
        } else if (fault instanceof FaultScript.CutReplication) {
            requirePair(fault).cutReplication();
            allWorkers(targets);
        } else if (fault instanceof FaultScript.CrashPrimary) {
            detail = crash(requirePair(fault));
            allWorkers(targets);
        } else if (fault instanceof FaultScript.Promote) {
            detail = promote(requirePair(fault));
            allWorkers(targets);
        } else if (fault instanceof FaultScript.Recover r) {
            detail = recover(requirePair(fault), r.margin());
            allWorkers(targets);
        } else if (fault instanceof FaultScript.Restart r) {
            startWorker(r.worker());
            detail = "as " + "w" + r.worker() + "#" + incarnations.get(r.worker()) + " (pid " + live.get(r.worker()).pid() + ")";
            targets.add(r.worker());
        } else {
            throw new IllegalArgumentException("unknown fault " + fault);
        }
        faults.add(new RunFacts.FaultRecord(at, wall, fault, targets, detail));
        log.printf("%7.1f s  %s%s%n", at / 1000.0, fault.describe(), detail.isEmpty() ? "" : " (" + detail + ")");
    }

    private ReplicatedPostgres requirePair(FaultScript.Fault fault) {
        if (pair == null) {
            throw new IllegalArgumentException(fault.describe() + ": only in a failover run (a replicated pair)");
        }
        return pair;
    }

    private void allWorkers(List<Integer> targets) {
        for (int w = 0; w < settings.workers(); w++) {
            targets.add(w);
        }
    }

    /**
     * Crashes the primary; on an asynchronous pair first reads how far idgen's rows of the run's keys
     * got on the standby, so the check can tell whether workers used commits the standby never had.
     */
    private String crash(ReplicatedPostgres p) {
        String detail = "";
        if (!p.isSynchronous()) {
            for (String key : settings.segmentKeys()) {
                standbyHighWater.put("segment " + key, standbyLong("SELECT coalesce(max(max_id), 0) FROM idgen_segment "
                        + "WHERE biz_tag = '" + key + "'"));
            }
            for (String sub : settings.orderedSubKeys()) {
                String table = OrderedShards.tableOf(settings.orderedKey(), sub, OrderedShards.DEFAULT_COUNT);
                standbyHighWater.put("slow-ordered " + settings.orderedKey() + "/" + sub, standbyLong("SELECT "
                        + "coalesce(max(num), 0) FROM " + table + " WHERE biz_tag = '" + settings.orderedKey()
                        + "' AND sub_key = '" + sub + "'"));
            }
            detail = "the standby had " + standbyHighWater + "; ";
        }
        crashWall = System.currentTimeMillis();
        p.crashPrimary();
        return detail + "down " + (System.currentTimeMillis() - crashWall) + " ms after the order";
    }

    private long standbyLong(String sql) {
        return Long.parseLong(pair.queryString(pair.standbyUrl(), sql));
    }

    private String promote(ReplicatedPostgres p) {
        long t0 = System.nanoTime();
        p.promoteStandby();
        promoteMillis = millisSince(t0);
        promotedWall = System.currentTimeMillis();
        return "accepting writes on timeline " + p.timeline() + " " + promoteMillis + " ms after the order, "
                + (promotedWall - crashWall) + " ms after the crash";
    }

    /**
     * The operator's recovery of a refused epoch: waits (up to 30 s) until the engines refuse the new
     * timeline, lets the refusal last 2 s, then {@code FailoverAdmin.recover}.
     */
    private String recover(ReplicatedPostgres p, long margin) {
        FailoverAdmin failover = FailoverAdmin.on(admin);
        long t0 = System.nanoTime();
        FailoverAdmin.Epoch epoch = failover.status();
        while (epoch.serving() && millisSince(t0) < 30_000) {
            sleepMillis(100);
            epoch = failover.status();
        }
        String seen;
        if (epoch.serving()) {
            refusal = "";
            seen = "the engines did NOT refuse within 30 s (epoch: " + epoch.reason() + ")";
        } else {
            refusal = epoch.reason();
            seen = "refused " + millisSince(t0) + " ms after the promotion (" + epoch.reason() + ")";
            sleepMillis(2_000);
        }
        FailoverAdmin.Recovery r = failover.recover(margin, FailoverAdmin.DEFAULT_WORKER_FENCE);
        recoveredWall = System.currentTimeMillis();
        return seen + "; recovered on timeline " + r.epoch().timeline() + ": " + r.segmentKeys() + " segment keys, "
                + r.slowOrderedRows() + " slow-ordered rows, " + r.workerLeases() + " worker leases moved";
    }

    private String steal(FaultScript.Steal s) {
        if (db == null) {
            throw new IllegalArgumentException("no lease theft in a failover run: the thief needs a database of its own");
        }
        int thiefNo = thieves.size();
        LeaseThief.Stolen stolen = LeaseThief.steal(db, settings, s.worker(), thiefNo);
        thieves.add(thiefPool.submit(() -> LeaseThief.issue(db, settings, stolen, thiefNo, s.thiefRuns(), runDir, log)));
        return "took worker id " + stolen.workerId() + " from instance " + stolen.victimInstance();
    }

    private String kill(int w) {
        ChildJvm child = live.get(w);
        String node = "w" + w + "#" + incarnations.get(w);
        child.kill();
        int code = child.waitFor(Duration.ofSeconds(10));
        processes.add(new RunFacts.WorkerProcess(w, incarnations.get(w), child.pid(), true, code,
                workerDir(w, incarnations.get(w)), tail(child.output())));
        writeOutput(w, incarnations.get(w), child.output());
        live.set(w, null);
        return node + " (pid " + child.pid() + ") exited with " + code;
    }

    /** Tells every live worker to stop and waits for each to exit. */
    private void stopAll() {
        for (int w = 0; w < settings.workers(); w++) {
            ControlFile.Control c = orders.get(w).withStop();
            orders.set(w, c);
            controls.get(w).write(c);
        }
        for (int w = 0; w < settings.workers(); w++) {
            ChildJvm child = live.get(w);
            if (child == null) {
                continue;
            }
            int code;
            String why = "";
            try {
                code = child.waitFor(EXIT_WITHIN);
            } catch (IllegalStateException timedOut) {
                // waitFor killed it; the check reports exit -1 with this message and the output
                code = -1;
                why = timedOut.getMessage().lines().findFirst().orElse("") + "\n";
            }
            processes.add(new RunFacts.WorkerProcess(w, incarnations.get(w), child.pid(), false, code,
                    workerDir(w, incarnations.get(w)), why + tail(child.output())));
            writeOutput(w, incarnations.get(w), child.output());
            live.set(w, null);
        }
    }

    private List<LeaseThief.Result> collectThieves() {
        List<LeaseThief.Result> out = new ArrayList<>();
        for (Future<LeaseThief.Result> f : thieves) {
            try {
                out.add(f.get(2, TimeUnit.MINUTES));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for a lease thief", e);
            } catch (ExecutionException | TimeoutException e) {
                throw new IllegalStateException("a lease thief did not finish: " + e, e);
            }
        }
        return out;
    }

    private void writeOutput(int w, int incarnation, String output) {
        try {
            Files.writeString(workerDir(w, incarnation).resolve("output.txt"), output, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot save the output of w" + w + "#" + incarnation, e);
        }
    }

    /**
     * Stops the commit probe and returns when it saw the database commit nothing, by the machine's
     * clock: gaps between two commits longer than twice its period.
     */
    private List<long[]> stopProbe() {
        long nowNanos = System.nanoTime();
        long nowWall = System.currentTimeMillis();
        try {
            probe.stop();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while stopping the commit probe", e);
        }
        List<long[]> wall = new ArrayList<>();
        for (long[] w : probe.stalls(nowNanos, TimeUnit.MILLISECONDS.toNanos(CommitProbe.PERIOD_MILLIS))) {
            wall.add(new long[] {nowWall - TimeUnit.NANOSECONDS.toMillis(nowNanos - w[0]),
                    nowWall - TimeUnit.NANOSECONDS.toMillis(nowNanos - w[1])});
        }
        probe = null;
        return wall;
    }

    private void cleanUp() {
        if (probe != null) {
            try {
                probe.stop();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt(); // cleaning up after a failure: that failure is what is reported
            }
        }
        thiefPool.shutdownNow();
        for (ChildJvm child : live) {
            if (child != null) {
                child.close();
            }
        }
        proxies.forEach(own -> own.forEach(TcpProxy::close));
        shared.forEach(TcpProxy::close);
        if (db != null) {
            db.close();
        }
        if (pair != null) {
            pair.close();
        }
    }

    private static String tail(String output) {
        return output.length() <= OUTPUT_TAIL_CHARS ? output : "..." + output.substring(output.length() - OUTPUT_TAIL_CHARS);
    }

    private static long millisSince(long nanos) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - nanos);
    }

    /** Sleeps in slices of at most 100 ms until {@code deadlineNanos}. */
    private static void sleepUntil(long deadlineNanos) {
        for (long left = deadlineNanos - System.nanoTime(); left > 0; left = deadlineNanos - System.nanoTime()) {
            sleepMillis(Math.min(100, Math.max(1, TimeUnit.NANOSECONDS.toMillis(left))));
        }
    }

    private static void sleepMillis(long millis) {
        try {
            TimeUnit.MILLISECONDS.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the torture run was interrupted", e);
        }
    }
}
