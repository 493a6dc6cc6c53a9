package dev.idgen.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.IdGenerationException;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.jdbc.segment.SegmentIdGenerator;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TcpProxy;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The database goes away mid-run, through a TCP proxy the test controls: the engine serves what
 * it has buffered, then fails each caller within its bound with a clear error, then recovers by
 * itself when the database is back, without ever reissuing an id.
 */
class SegmentOutagePostgresTest {

    private static final long MAX_WAIT_MILLIS = 1000;
    private static final int STEP = 5000;

    private TestDatabase db;
    private TcpProxy proxy;
    private IdGenEngine engine;

    @BeforeEach
    void start() {
        db = TestDatabases.freshPostgres();
        IdGenMigrations.migrate(db.dataSource());
        proxy = TcpProxy.start(db.host(), db.port());
        engine = IdGenEngine.builder(db.newDataSourceVia(proxy, 3))
                .defaultStep(STEP).minStep(STEP).maxStep(STEP)
                .maxWait(Duration.ofMillis(MAX_WAIT_MILLIS))
                .databaseTimeout(Duration.ofSeconds(1))
                .build();
    }

    @AfterEach
    void stop() {
        engine.close();
        proxy.close();
        db.close();
    }

    @Test
    void cutServesTheBufferThenFailsWithinTheBoundThenRecovers() {
        outageServesBufferThenFailsThenRecovers(TcpProxy::cut);
    }

    @Test
    void blackHoleServesTheBufferThenFailsWithinTheBoundThenRecovers() {
        outageServesBufferThenFailsThenRecovers(TcpProxy::freeze);
    }

    private void outageServesBufferThenFailsThenRecovers(Consumer<TcpProxy> fault) {
        SegmentIdGenerator g = engine.segment("order");
        List<Long> issued = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            issued.add(g.nextId()); // past the prefetch threshold of the first range
        }
        awaitRemaining(g, (STEP - 1000) + STEP);

        fault.accept(proxy);

        int servedDuringOutage = 0;
        IdSourceUnavailableException failure = null;
        long failedAfterMillis = 0;
        while (failure == null) {
            long t0 = System.nanoTime();
            try {
                issued.add(g.nextId());
                servedDuringOutage++;
            } catch (IdSourceUnavailableException e) {
                failure = e;
                failedAfterMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
            }
        }
        assertThat(servedDuringOutage).as("every buffered id is served during the outage").isEqualTo(2 * STEP - 1000);
        assertThat(failedAfterMillis).as("a caller waits its bound, not longer").isBetween(MAX_WAIT_MILLIS - 50, MAX_WAIT_MILLIS + 1500);
        assertThat(failure).hasMessageContaining("segment key 'order'")
                .hasMessageContaining("within " + MAX_WAIT_MILLIS + " ms")
                .hasMessageContaining("waited")
                .message().containsAnyOf("last database error: PSQLException", "a reservation has been waiting for the database");

        proxy.restore();
        long recovered = awaitRecovery(g);
        issued.add(recovered);
        for (int i = 0; i < 20_000; i++) {
            issued.add(g.nextId());
        }
        AbstractSegmentEngineTest.assertNoDuplicates(issued.stream().mapToLong(Long::longValue).toArray());
        assertThat(recovered).isGreaterThan(2 * STEP);
        assertThat(g.stats().lastError()).isNull();
    }

    @Test
    void manyThreadsThroughACutNeverDuplicateAndOnlyFailClearly() throws Exception {
        SegmentIdGenerator g = engine.segment("order");
        ConcurrentLinkedQueue<Long> ids = new ConcurrentLinkedQueue<>();
        ConcurrentLinkedQueue<Throwable> errors = new ConcurrentLinkedQueue<>();
        ConcurrentLinkedQueue<Long> failureMillis = new ConcurrentLinkedQueue<>();
        AtomicBoolean running = new AtomicBoolean(true);
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            Thread th = new Thread(() -> {
                while (running.get()) {
                    long t0 = System.nanoTime();
                    try {
                        ids.add(g.nextId());
                        if (ids.size() % 64 == 0) {
                            Thread.sleep(1); // a steady load, not a flood
                        }
                    } catch (IdGenerationException e) {
                        errors.add(e);
                        failureMillis.add(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0));
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return;
                    }
                }
            });
            th.start();
            threads.add(th);
        }
        sleep(500);
        proxy.cut();
        sleep(3000);
        proxy.restore();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
        int before = ids.size();
        while (ids.size() < before + 10_000 && System.nanoTime() < deadline) {
            sleep(50);
        }
        running.set(false);
        for (Thread th : threads) {
            th.join(10_000);
            assertThat(th.isAlive()).isFalse();
        }
        assertThat(ids.size()).as("service resumed after the cut").isGreaterThanOrEqualTo(before + 10_000);
        assertThat(errors).allSatisfy(e -> assertThat(e).isInstanceOf(IdSourceUnavailableException.class)
                .hasMessageContaining("segment key 'order'"));
        assertThat(failureMillis).allSatisfy(ms -> assertThat(ms).isLessThanOrEqualTo(MAX_WAIT_MILLIS + 1500));
        AbstractSegmentEngineTest.assertNoDuplicates(ids.stream().mapToLong(Long::longValue).toArray());
    }

    private static void awaitRemaining(SegmentIdGenerator g, long expected) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (g.stats().remaining() != expected) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("prefetch did not arrive: " + g.stats());
            }
            sleep(20);
        }
    }

    private static long awaitRecovery(SegmentIdGenerator g) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        IdSourceUnavailableException last = null;
        while (System.nanoTime() < deadline) {
            try {
                return g.nextId();
            } catch (IdSourceUnavailableException e) {
                last = e;
            }
        }
        throw new AssertionError("no recovery within 20 s after the database came back", last);
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
