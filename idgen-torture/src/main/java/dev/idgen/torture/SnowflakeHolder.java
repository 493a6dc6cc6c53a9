package dev.idgen.torture;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.IdGenEngineBuilder;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.jdbc.snowflake.SnowflakeIdGenerator;
import dev.idgen.jdbc.snowflake.SnowflakeStats;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javax.sql.DataSource;

/**
 * A worker's snowflake generator, kept alive the way an application would: its own engine on the
 * worker's pool and clock, with the worker's node identity (the same across restarts). When the
 * generator has stopped for good (its lease was taken by another node) the holder closes that engine
 * and builds a new one, which leases a worker id again; while it does, {@link #current()} is
 * {@code null} and the load threads idle.
 *
 * <p>Every attempt is journaled as a {@link Journal.Type#STARTUP} with how long it took: building
 * the engine and leasing may wait for the database (bounded by {@code maxWait}) and for the clock to
 * pass the previous holder's promise (bounded by {@code takeoverWait}).
 */
final class SnowflakeHolder implements AutoCloseable {

    private static final long POLL_MILLIS = 50;
    private static final long RETRY_MILLIS = 200;

    private final Supplier<IdGenEngineBuilder> builder;
    private final Journal journal;
    private final Thread keeper;
    private volatile boolean closing;
    private volatile SnowflakeIdGenerator current;
    private volatile IdGenEngine engine; // set by the keeper thread; closed by it or by close()
    private int generation;
    private int seenWorkerId = -1; // keeper thread only: the worker id of current, as last seen
    private long seenWorkerChanges;

    SnowflakeHolder(DataSource pool, OffsetClock clock, TortureSettings s, int worker, String node, Journal journal) {
        this.journal = journal;
        NodeIdentity identity = new NodeIdentity(TortureSettings.APP_NAME, TortureSettings.workerHost(worker),
                TortureSettings.BASE_PORT + worker);
        this.builder = () -> s.snowflakeEngine(pool, node.replace('#', '-') + "-flake-" + (++generation), identity)
                .timeSource(clock);
        this.keeper = new Thread(this::keep, node + "-snowflake-holder");
        this.keeper.setDaemon(true);
    }

    void start() {
        keeper.start();
    }

    /** The generator, or {@code null} while none is leased. */
    SnowflakeIdGenerator current() {
        return current;
    }

    private void keep() {
        while (!closing && !Thread.currentThread().isInterrupted()) {
            SnowflakeIdGenerator g = current;
            if (g == null) {
                lease();
            } else {
                SnowflakeStats stats = g.stats();
                if (stats.stopReason() != null) {
                    journal.event("snowflake worker " + stats.workerId() + " stopped: " + stats.stopReason()
                            + "; leasing again");
                    current = null;
                    closeEngine();
                } else if (stats.workerChanges() > seenWorkerChanges) {
                    // the engine replaced a lease another node took by itself, maybe between two polls of
                    // stopReason: the generator stopped issuing under the old worker id all the same
                    journal.event("snowflake worker " + seenWorkerId + " stopped: its lease was taken by another node; "
                            + "the engine leased worker " + stats.workerId() + " by itself (" + stats.workerChanges()
                            + " changes)");
                    seenWorkerChanges = stats.workerChanges();
                    seenWorkerId = stats.workerId();
                }
            }
            sleepMillis(current == null ? RETRY_MILLIS : POLL_MILLIS);
        }
    }

    private void lease() {
        long t0 = System.nanoTime();
        IdGenEngine e = null;
        try {
            e = builder.get().build();
            SnowflakeIdGenerator g = e.snowflake();
            engine = e;
            SnowflakeStats stats = g.stats();
            seenWorkerId = stats.workerId();
            seenWorkerChanges = stats.workerChanges();
            current = g;
            journal.startup(t0, System.nanoTime() - t0, g.workerId(), null);
        } catch (RuntimeException failure) { // idgen's own exceptions, and anything else (the check flags those)
            journal.startup(t0, System.nanoTime() - t0, -1, failure);
            if (e != null) {
                e.close();
            }
        }
    }

    private void closeEngine() {
        IdGenEngine e = engine;
        engine = null;
        if (e != null) {
            e.close();
        }
    }

    private void sleepMillis(long millis) {
        try {
            TimeUnit.MILLISECONDS.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Stops the keeper (bounded) and closes the engine, which releases the lease. */
    @Override
    public void close() {
        closing = true;
        current = null;
        try {
            keeper.join(TimeUnit.SECONDS.toMillis(60)); // a lease in progress waits at most maxWait + takeoverWait
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (keeper.isAlive()) {
            journal.event("the snowflake holder did not stop within 60 s; closing its engine under it");
            keeper.interrupt();
        }
        closeEngine();
    }
}
