package dev.idgen.torture;

import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.admin.WorkerAdmin;
import dev.idgen.jdbc.admin.WorkerLease;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.jdbc.snowflake.SnowflakeIdGenerator;
import dev.idgen.testsupport.TestDatabase;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * The lease-theft fault: the conductor takes a worker's snowflake lease row behind its back, then
 * issues ids with that worker id itself, recording them like a worker does.
 *
 * <p>The theft is {@link WorkerAdmin#reassign} of the row the victim holds: it names the thief's
 * node identity and a new instance id and renews the lease; {@code last_timestamp} (the victim's
 * promise) is left as it is, as any node taking a row over would. The victim learns at its next heartbeat (its
 * renewal no longer matches its instance id) and must stop. The thief then builds an engine with
 * its own node identity, which finds "its" row, waits until its clock has passed the victim's
 * promise, and issues ids for a while: none may equal an id the victim issued before it noticed.
 */
final class LeaseThief {

    /**
     * What the theft did.
     *
     * @param workerId     the stolen worker id
     * @param victimInstance the instance id the victim held the row with
     * @param stolenAtWall when the row was taken (conductor's wall clock)
     * @param leaseMillis  how long the thief's engine took to start issuing (waiting for the promise)
     * @param ids          ids the thief issued and recorded
     * @param failure      why the thief could not issue, or {@code null}
     */
    record Result(int workerId, String victimInstance, long stolenAtWall, long leaseMillis, long ids, String failure) {
    }

    /** The row the victim holds, found in the database. */
    record Stolen(int workerId, String victimInstance, long stolenAtWall) {
    }

    private LeaseThief() {
    }

    /**
     * Takes the lease row held by worker {@code victim}, waiting up to 10 s for it to hold one.
     *
     * @throws IllegalStateException when the victim holds no live lease within 10 s or the row changed under us
     */
    static Stolen steal(TestDatabase db, TortureSettings s, int victim, int thiefNo) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        WorkerAdmin admin = WorkerAdmin.on(db.dataSource());
        NodeIdentity victimNode = new NodeIdentity(TortureSettings.APP_NAME, TortureSettings.workerHost(victim),
                TortureSettings.BASE_PORT + victim);
        NodeIdentity thief = new NodeIdentity(thiefApp(), "conductor", thiefPort(thiefNo));
        for (;;) {
            WorkerAdmin.Snapshot snapshot = admin.list(TortureSettings.NAMESPACE);
            Optional<WorkerLease> held = snapshot.leases().stream()
                    .filter(l -> l.datacenterId() == 0 && l.owner().equals(victimNode.toString())
                            && l.leaseExpiresAt() > snapshot.nowMillis())
                    .max(Comparator.comparingLong(WorkerLease::heartbeatAt));
            if (held.isPresent() && admin.reassign(held.get(), thief, "stolen-by-conductor-" + thiefNo, s.leaseTtl())) {
                return new Stolen(held.get().workerId(), held.get().instanceId(), System.currentTimeMillis());
            }
            if (System.nanoTime() - deadline > 0) {
                throw new IllegalStateException("w" + victim + " held no live snowflake lease to steal within 10 s");
            }
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(50));
        }
    }

    /**
     * Issues ids under the stolen row for {@code runFor} (after the engine waited for the victim's
     * promise), recording them in {@code runDir/thief-<n>/}. Like an application, it tries to start
     * again when starting fails (up to 3 attempts, each journaled with its stack trace on
     * {@code log}). Never throws: a failure is in the result.
     */
    static Result issue(TestDatabase db, TortureSettings s, Stolen stolen, int thiefNo, Duration runFor, Path runDir,
                        PrintStream log) {
        String node = "thief-" + thiefNo;
        Path dir;
        try {
            dir = Files.createDirectories(runDir.resolve(node));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the thief's directory under " + runDir, e);
        }
        long t0 = System.nanoTime();
        String failure = null;
        try (Journal journal = new Journal(dir.resolve("journal.tsv"), node)) {
            for (int attempt = 1; attempt <= 3; attempt++) {
                long a0 = System.nanoTime();
                // the pool is part of starting: an application whose pool cannot connect starts again too
                try (HikariDataSource pool = db.newDataSource(2);
                     IdGenEngine engine = s.snowflakeEngine(pool, node + "-" + attempt,
                        new NodeIdentity(thiefApp(), "conductor", thiefPort(thiefNo))).build()) {
                    SnowflakeIdGenerator g = engine.snowflake();
                    long leaseMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
                    journal.startup(a0, System.nanoTime() - a0, g.workerId(), null);
                    if (g.workerId() != stolen.workerId()) {
                        return new Result(stolen.workerId(), stolen.victimInstance(), stolen.stolenAtWall(), leaseMillis,
                                0, "the thief's engine leased worker " + g.workerId() + ", not the stolen "
                                        + stolen.workerId());
                    }
                    long ids = run(g, s, runFor, dir, node, journal);
                    return new Result(stolen.workerId(), stolen.victimInstance(), stolen.stolenAtWall(), leaseMillis, ids,
                            null);
                } catch (RuntimeException e) {
                    journal.startup(a0, System.nanoTime() - a0, -1, e);
                    log.println(node + ": attempt " + attempt + " to lease the stolen worker id " + stolen.workerId()
                            + " failed:");
                    e.printStackTrace(log);
                    failure = Journal.describe(e);
                }
            }
        }
        return new Result(stolen.workerId(), stolen.victimInstance(), stolen.stolenAtWall(),
                TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0), 0, "3 attempts failed; the last: " + failure);
    }

    private static long run(SnowflakeIdGenerator g, TortureSettings s, Duration runFor, Path dir, String node,
                            Journal journal) {
        try (IdLogWriter out = IdLogWriter.ids(dir.resolve("snowflake-t0.rec"), "snowflake", TortureSettings.NAMESPACE,
                node, "snowflake-t0", s.flushIds(), s.flushInterval().toNanos())) {
            Pacer pacer = new Pacer(s.snowflakeRate());
            long end = System.nanoTime() + runFor.toNanos();
            while (System.nanoTime() - end < 0 && !Thread.currentThread().isInterrupted()) {
                pacer.awaitTurn(() -> false);
                long c0 = System.nanoTime();
                try {
                    out.id(g.nextId());
                    out.callTook(System.nanoTime() - c0);
                    pacer.add(1);
                } catch (RuntimeException e) {
                    journal.error("snowflake", TortureSettings.NAMESPACE, node, c0, System.nanoTime() - c0, e);
                    LockSupport.parkNanos(s.errorBackoff().toNanos());
                }
                out.flushIfDue();
            }
            return out.recorded();
        }
    }

    static String thiefApp() {
        return TortureSettings.APP_NAME + "-thief";
    }

    static int thiefPort(int thiefNo) {
        return TortureSettings.BASE_PORT + 1000 + thiefNo;
    }
}
