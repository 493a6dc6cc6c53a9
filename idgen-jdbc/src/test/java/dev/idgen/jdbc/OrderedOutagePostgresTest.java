package dev.idgen.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.IdGenerationException;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.jdbc.ordered.OrderedIdGenerator;
import dev.idgen.jdbc.ordered.StrictOrderCheck;
import dev.idgen.jdbc.ordered.StrictOrderCheck.Call;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TcpProxy;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The database goes away mid-call for one node (through a TCP proxy the test controls) while
 * another node keeps its connection: the cut-off node's callers fail within their bound with a
 * clear message, service resumes by itself, and across both nodes and the whole run every id is
 * unique and strictly ordered.
 */
class OrderedOutagePostgresTest {

    private static final long MAX_WAIT_MILLIS = 1000;
    private static final long SLACK_MILLIS = 1000;

    private TestDatabase db;
    private TcpProxy proxy;
    private IdGenEngine cutOff;
    private IdGenEngine healthy;

    @BeforeEach
    void start() {
        db = TestDatabases.freshPostgres();
        IdGenMigrations.migrate(db.dataSource());
        proxy = TcpProxy.start(db.host(), db.port());
        cutOff = IdGenEngine.builder(db.newDataSourceVia(proxy, 3)).name("cut-off")
                .maxWait(Duration.ofMillis(MAX_WAIT_MILLIS))
                .databaseTimeout(Duration.ofSeconds(1))
                .build();
        healthy = IdGenEngine.builder(db.newDataSource(3)).name("healthy").build();
    }

    @AfterEach
    void stop() {
        cutOff.close();
        healthy.close();
        proxy.close();
        db.close();
    }

    @Test
    void aCutFailsCallersWithinTheBoundThenServiceResumesStrictlyOrdered() throws Exception {
        outage(TcpProxy::cut);
    }

    @Test
    void aBlackHoleFailsCallersWithinTheBoundThenServiceResumesStrictlyOrdered() throws Exception {
        outage(TcpProxy::freeze);
    }

    private void outage(Consumer<TcpProxy> fault) throws Exception {
        OrderedIdGenerator a = cutOff.slowOrdered("im.message", "room-42");
        OrderedIdGenerator b = healthy.slowOrdered("im.message", "room-42");
        List<Call> history = Collections.synchronizedList(new ArrayList<>());
        List<Throwable> failures = Collections.synchronizedList(new ArrayList<>());
        List<Long> failureMillis = Collections.synchronizedList(new ArrayList<>());
        AtomicBoolean running = new AtomicBoolean(true);
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 6; t++) {
            OrderedIdGenerator g = t < 4 ? a : b;
            String who = (t < 4 ? "cut-off/t" : "healthy/t") + t;
            Thread th = new Thread(() -> {
                for (int i = 0; running.get(); i++) {
                    int n = i % 10 == 0 ? 3 : 1;
                    long start = System.nanoTime();
                    try {
                        long first = n == 1 ? g.nextId() : g.nextIds(n)[0];
                        history.add(new Call(start, System.nanoTime(), first, n, who));
                    } catch (IdGenerationException e) {
                        failureMillis.add(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
                        failures.add(e);
                    }
                }
            }, who);
            th.start();
            threads.add(th);
        }
        sleep(500);
        fault.accept(proxy);
        sleep(2500);
        int cutOffCallsBeforeRestore = countCalls(history, "cut-off");
        proxy.restore();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
        while (countCalls(history, "cut-off") < cutOffCallsBeforeRestore + 1000 && System.nanoTime() < deadline) {
            sleep(50);
        }
        running.set(false);
        for (Thread th : threads) {
            th.join(10_000);
            assertThat(th.isAlive()).as(th.getName() + " finished").isFalse();
        }

        assertThat(countCalls(history, "cut-off")).as("the cut-off node serves again after the restore")
                .isGreaterThanOrEqualTo(cutOffCallsBeforeRestore + 1000);
        assertThat(failures).as("the cut-off node's callers failed while the database was away").isNotEmpty();
        assertThat(failures).allSatisfy(e -> assertThat(e)
                .isInstanceOf(IdSourceUnavailableException.class)
                .hasMessageContaining("slow-ordered key 'im.message' sub-key 'room-42'")
                .hasMessageContaining("waited")
                .message().containsAnyOf("last database error", "waiting for the database"));
        System.out.println("outage: " + failures.size() + " failed calls, the first said: " + failures.get(0).getMessage());
        assertThat(failureMillis).allSatisfy(ms -> assertThat(ms).isLessThanOrEqualTo(MAX_WAIT_MILLIS + SLACK_MILLIS));
        assertThat(StrictOrderCheck.violations(history)).isEmpty();
        long handedOut = history.stream().mapToLong(Call::count).sum();
        long reserved = db.queryLong("SELECT num FROM idgen_ordered_59 WHERE biz_tag = 'im.message' AND sub_key = 'room-42'");
        assertThat(reserved).as("ids reserved; those of failed calls are skipped, never handed out")
                .isGreaterThanOrEqualTo(handedOut);
    }

    private static int countCalls(List<Call> history, String node) {
        synchronized (history) {
            return (int) history.stream().filter(c -> c.who().startsWith(node)).count();
        }
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
