package dev.idgen.jdbc.multijvm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.SnowflakeLayout;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.ChildJvm;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Three separate JVM processes take snowflake ids from one PostgreSQL at the same time. */
class SnowflakeMultiJvmTest {

    @Test
    void threeProcessesGeneratingAtOnceNeverShareAnId() throws IOException {
        int processes = 3;
        int threads = 4;
        int perThread = 100_000;
        try (TestDatabase db = TestDatabases.freshPostgres()) {
            IdGenMigrations.migrate(db.dataSource());
            List<ChildJvm> children = new ArrayList<>();
            List<Path> files = new ArrayList<>();
            try {
                for (int p = 0; p < processes; p++) {
                    Path out = Files.createTempFile("idgen-snowflake-ids-", ".bin");
                    files.add(out);
                    children.add(ChildJvm.start(SnowflakeChild.class, List.of(db.jdbcUrl(), db.user(), db.password(),
                            String.valueOf(9000 + p), String.valueOf(threads), String.valueOf(perThread), out.toString())));
                }
                // all three hold their leases before any generates, and until all have written their ids
                awaitAll(files, ".ready", children);
                for (Path f : files) {
                    Files.createFile(Path.of(f + ".go"));
                }
                awaitAll(files, ".written", children);
                for (Path f : files) {
                    Files.createFile(Path.of(f + ".finish"));
                }
                for (ChildJvm child : children) {
                    assertThat(child.waitFor(Duration.ofMinutes(3))).as(child.output()).isZero();
                    assertThat(child.output()).contains("done " + threads * perThread);
                }
            } finally {
                children.forEach(ChildJvm::close);
            }
            long[] all = new long[processes * threads * perThread];
            int n = 0;
            Set<Integer> workers = new HashSet<>();
            for (Path f : files) {
                try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(f)))) {
                    for (int i = 0; i < threads * perThread; i++) {
                        all[n++] = in.readLong();
                    }
                }
                workers.add(SnowflakeLayout.defaults().decode(all[n - 1]).worker());
                for (String suffix : new String[] {"", ".ready", ".go", ".written", ".finish"}) {
                    Files.deleteIfExists(Path.of(f + suffix));
                }
            }
            assertThat(workers).as("one worker id per process").hasSize(processes);
            Arrays.sort(all);
            int duplicates = 0;
            for (int i = 1; i < all.length; i++) {
                if (all[i] == all[i - 1]) {
                    duplicates++;
                }
            }
            assertThat(duplicates).as("duplicates among " + all.length + " ids from " + processes + " JVMs").isZero();
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_worker")).isEqualTo(processes);
        }
    }

    private static void awaitAll(List<Path> files, String suffix, List<ChildJvm> children) {
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.MINUTES.toNanos(2);
        for (int i = 0; i < files.size(); i++) {
            Path p = Path.of(files.get(i) + suffix);
            while (!Files.exists(p)) {
                if (!children.get(i).isAlive() || System.nanoTime() > deadline) {
                    throw new AssertionError(children.get(i) + " never wrote " + p + ":\n" + children.get(i).output());
                }
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new AssertionError(e);
                }
            }
        }
    }
}
