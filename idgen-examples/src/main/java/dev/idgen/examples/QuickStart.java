package dev.idgen.examples;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.segment.SegmentIdGenerator;
import dev.idgen.jdbc.segment.SegmentStats;
import dev.idgen.migrations.IdGenMigrations;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.util.Arrays;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * The smallest real run of idgen: starts an embedded PostgreSQL (no install, no Docker), applies
 * idgen's migrations, takes segment ids on several threads from two engines (two "nodes"), checks
 * that no id repeats, and prints what happened and how fast.
 *
 * <p>Run: {@code java -jar idgen-examples/target/idgen-quickstart.jar [idsPerThread]}. Pass
 * {@code --jdbc-url URL} (with {@code --user}, {@code --password}) to use your own PostgreSQL.
 */
public final class QuickStart {

    private QuickStart() {
    }

    public static void main(String[] args) throws Exception {
        String url = null;
        String user = "postgres";
        String password = "";
        int perThread = 250_000;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--jdbc-url": url = args[++i]; break;
                case "--user": user = args[++i]; break;
                case "--password": password = args[++i]; break;
                default:
                    try {
                        perThread = Integer.parseInt(args[i]);
                    } catch (NumberFormatException e) {
                        System.err.println("quickstart: unknown argument '" + args[i]
                                + "'; usage: [idsPerThread] [--jdbc-url URL --user U --password P]");
                        System.exit(2);
                    }
            }
        }
        EmbeddedPostgres embedded = null;
        if (url == null) {
            long t0 = System.nanoTime();
            embedded = startEmbedded();
            url = embedded.getJdbcUrl("postgres", "postgres");
            System.out.printf("embedded PostgreSQL started in %d ms on port %d%n", millisSince(t0), embedded.getPort());
        }
        try (HikariDataSource node1 = pool(url, user, password, "node-1");
             HikariDataSource node2 = pool(url, user, password, "node-2")) {
            int applied = IdGenMigrations.migrate(node1);
            System.out.printf("idgen migrations: %d applied (history table %s)%n", applied, IdGenMigrations.HISTORY_TABLE);
            try (IdGenEngine e1 = IdGenEngine.builder(node1).name("node-1").build();
                 IdGenEngine e2 = IdGenEngine.builder(node2).name("node-2").build()) {
                SegmentIdGenerator a = e1.segment("order");
                SegmentIdGenerator b = e2.segment("order");
                System.out.printf("first ids: node-1 %d, node-2 %d, a batch of 5 from node-1 %s%n",
                        a.nextId(), b.nextId(), Arrays.toString(a.nextIds(5)));
                run(new SegmentIdGenerator[] {a, b}, perThread);
                for (SegmentStats s : new SegmentStats[] {a.stats(), b.stats()}) {
                    System.out.printf("%s: step %d, %.0f ids/s, %d in memory, runway %.1f s, %d reservations, %d callers waited%n",
                            s.key(), s.step(), s.ratePerSecond(), s.remaining(), s.runwaySeconds(), s.reservations(),
                            s.callerWaits());
                }
            }
        } finally {
            if (embedded != null) {
                embedded.close();
            }
        }
    }

    private static void run(SegmentIdGenerator[] nodes, int perThread) throws Exception {
        int threads = 4;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        long[][] ids = new long[threads][perThread];
        long t0 = System.nanoTime();
        Future<?>[] done = new Future<?>[threads];
        for (int t = 0; t < threads; t++) {
            SegmentIdGenerator g = nodes[t % nodes.length];
            long[] mine = ids[t];
            done[t] = pool.submit(() -> {
                for (int i = 0; i < mine.length; i++) {
                    mine[i] = g.nextId();
                }
            });
        }
        for (Future<?> f : done) {
            f.get(5, TimeUnit.MINUTES);
        }
        long nanos = System.nanoTime() - t0;
        pool.shutdown();
        long[] all = Arrays.stream(ids).flatMapToLong(Arrays::stream).sorted().toArray();
        long duplicates = 0;
        for (int i = 1; i < all.length; i++) {
            if (all[i] == all[i - 1]) {
                duplicates++;
            }
        }
        System.out.printf("%,d ids on %d threads across 2 nodes in %d ms (%,.0f ids/s); duplicates: %d%n",
                all.length, threads, TimeUnit.NANOSECONDS.toMillis(nanos), all.length / (nanos / 1e9), duplicates);
        if (duplicates != 0) {
            throw new IllegalStateException(duplicates + " duplicate ids: this is a bug, please report it");
        }
    }

    private static EmbeddedPostgres startEmbedded() throws IOException {
        return EmbeddedPostgres.builder().start();
    }

    private static HikariDataSource pool(String url, String user, String password, String name) {
        HikariConfig c = new HikariConfig();
        c.setJdbcUrl(url);
        c.setUsername(user);
        c.setPassword(password);
        c.setPoolName(name);
        c.setMaximumPoolSize(4);
        return new HikariDataSource(c);
    }

    private static long millisSince(long t0) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
    }
}
