package dev.idgen.jdbc.multijvm;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.IdGenerator;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import java.io.DataOutputStream;
import java.io.FileOutputStream;
import java.io.BufferedOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * One node in its own JVM: leases a snowflake worker, takes ids on several threads, writes every
 * id as 8 bytes to a file. Args: jdbcUrl user password port threads idsPerThread outFile.
 *
 * <p>Barrier files keep the leases of all children overlapping: after leasing it creates
 * {@code outFile.ready} and waits for {@code outFile.go}; after writing its ids it waits for
 * {@code outFile.finish} before closing the engine (which releases the worker id).
 */
public final class SnowflakeChild {

    private SnowflakeChild() {
    }

    public static void main(String[] args) throws Exception {
        HikariConfig c = new HikariConfig();
        c.setJdbcUrl(args[0]);
        c.setUsername(args[1]);
        c.setPassword(args[2]);
        c.setMaximumPoolSize(2);
        int port = Integer.parseInt(args[3]);
        int threads = Integer.parseInt(args[4]);
        int perThread = Integer.parseInt(args[5]);
        try (HikariDataSource ds = new HikariDataSource(c);
             IdGenEngine engine = IdGenEngine.builder(ds).snowflakeNode(new NodeIdentity("multi-jvm", "localhost", port)).build()) {
            IdGenerator g = engine.snowflake();
            Files.createFile(Path.of(args[6] + ".ready"));
            awaitFile(Path.of(args[6] + ".go"));
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            List<Future<long[]>> parts = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                parts.add(pool.submit(() -> {
                    long[] ids = new long[perThread];
                    for (int i = 0; i < perThread; i++) {
                        ids[i] = g.nextId();
                    }
                    return ids;
                }));
            }
            try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(new FileOutputStream(args[6])))) {
                for (Future<long[]> part : parts) {
                    for (long id : part.get(5, TimeUnit.MINUTES)) {
                        out.writeLong(id);
                    }
                }
            }
            pool.shutdown();
            System.out.println("done " + threads * perThread + " ids as worker " + engine.snowflake().workerId());
            Files.createFile(Path.of(args[6] + ".written"));
            awaitFile(Path.of(args[6] + ".finish"));
        }
    }

    private static void awaitFile(Path p) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (!Files.exists(p)) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("no " + p + " within 2 minutes");
            }
            Thread.sleep(10);
        }
    }
}
