package dev.idgen.bench;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.IdGenerator;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.migrations.IdGenMigrations;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Function;

/**
 * What MariaDB Galera Cluster costs idgen, against a single MariaDB server in the same run: range reservations per
 * second (segment with ranges of one id, so every id is one reservation: the database's cost, not idgen's memory)
 * through one node and spread over the nodes, and slow-ordered ids per second at 1 and 32 callers (one key, callers
 * spread over the engines). Measured, never asserted.
 *
 * <pre>
 * mvn -B -q -pl idgen-bench -am package -DskipTests
 * java -cp idgen-bench/target/benchmarks.jar dev.idgen.bench.GaleraBenchRunner \
 *     --galera jdbc:mariadb://127.0.0.1:33061,jdbc:mariadb://127.0.0.1:33062,jdbc:mariadb://127.0.0.1:33063 \
 *     --single jdbc:mariadb://127.0.0.1:3306 [--user root --password ''] [--seconds 5] [--out FILE]
 * </pre>
 * The URLs name servers, not databases: the database {@value #DATABASE} is dropped and created again on the first
 * Galera node and on the single server. Galera connections get {@code sessionVariables=wsrep_sync_wait=1}, which
 * idgen requires there.
 */
public final class GaleraBenchRunner {

    static final String DATABASE = "idgen_galera_bench";

    private GaleraBenchRunner() {
    }

    public static void main(String[] args) throws Exception {
        List<String> galera = List.of();
        String single = null;
        String user = "root";
        String password = "";
        int seconds = 5;
        Path out = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--galera" -> galera = Arrays.asList(args[++i].split(","));
                case "--single" -> single = args[++i];
                case "--user" -> user = args[++i];
                case "--password" -> password = args[++i];
                case "--seconds" -> seconds = Integer.parseInt(args[++i]);
                case "--out" -> out = Path.of(args[++i]);
                default -> throw new IllegalArgumentException("unknown argument '" + args[i] + "'; see the class comment");
            }
        }
        if (galera.isEmpty() || single == null) {
            throw new IllegalArgumentException("--galera URL,URL,.. and --single URL are required; see the class comment");
        }
        List<String> lines = new ArrayList<>();
        lines.add("| target | segment reservations/s (4 callers per engine) | slow-ordered ids/s, 1 caller | slow-ordered ids/s, 32 callers |");
        lines.add("|---|---|---|---|");
        lines.add(measure("single MariaDB server", List.of(single), "", user, password, seconds));
        String galeraOptions = "?sessionVariables=wsrep_sync_wait=1";
        lines.add(measure("Galera, one node", galera.subList(0, 1), galeraOptions, user, password, seconds));
        lines.add(measure("Galera, spread over " + galera.size() + " nodes", galera, galeraOptions, user, password, seconds));
        lines.forEach(System.out::println);
        if (out != null) {
            Files.write(out, lines, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        }
    }

    private static String measure(String target, List<String> servers, String options, String user, String password,
            int seconds) throws Exception {
        recreate(servers.get(0), user, password);
        List<HikariDataSource> pools = new ArrayList<>();
        List<IdGenEngine> engines = new ArrayList<>();
        try {
            for (int i = 0; i < servers.size(); i++) {
                HikariConfig config = new HikariConfig();
                config.setJdbcUrl(servers.get(i).replaceAll("/+$", "") + "/" + DATABASE + options);
                config.setUsername(user);
                config.setPassword(password);
                config.setMaximumPoolSize(40);
                config.setPoolName("galera-bench-" + i);
                HikariDataSource pool = new HikariDataSource(config);
                pools.add(pool);
                if (i == 0) {
                    IdGenMigrations.with(pool).slowOrdered(true).migrate();
                }
                engines.add(IdGenEngine.builder(pool).name("galera-bench-" + i)
                        .segment(o -> o.defaultStep(1).minStep(1).maxStep(1)).build());
            }
            double reservations = rate(engines, 4 * engines.size(), e -> e.segment("bench.segment"), seconds);
            double one = rate(engines, 1, e -> e.slowOrdered("bench.ordered", "one"), seconds);
            double many = rate(engines, 32, e -> e.slowOrdered("bench.ordered", "many"), seconds);
            String line = String.format("| %s | %.0f | %.0f | %.0f |", target, reservations, one, many);
            System.out.println("GALERA BENCH " + line);
            return line;
        } finally {
            engines.forEach(IdGenEngine::close);
            pools.forEach(HikariDataSource::close);
        }
    }

    /** Ids per second of {@code callers} threads, spread over the engines round-robin, for {@code seconds}. */
    private static double rate(List<IdGenEngine> engines, int callers, Function<IdGenEngine, IdGenerator> generator,
            int seconds) throws InterruptedException {
        LongAdder ids = new LongAdder();
        LongAdder failures = new LongAdder();
        AtomicBoolean stop = new AtomicBoolean();
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < callers; t++) {
            IdGenerator g = generator.apply(engines.get(t % engines.size()));
            g.nextId(); // warm: the row exists, the connection is open
            Thread thread = new Thread(() -> {
                while (!stop.get()) {
                    try {
                        g.nextId();
                        ids.increment();
                    } catch (RuntimeException e) {
                        failures.increment(); // counted and reported: a benchmark measures, it does not stop
                    }
                }
            }, "galera-bench-" + t);
            threads.add(thread);
        }
        long start = System.nanoTime();
        threads.forEach(Thread::start);
        TimeUnit.SECONDS.sleep(seconds);
        stop.set(true);
        for (Thread t : threads) {
            t.join();
        }
        double elapsed = (System.nanoTime() - start) / 1e9;
        if (failures.sum() > 0) {
            System.out.println("GALERA BENCH: " + failures.sum() + " calls failed (of " + (ids.sum() + failures.sum()) + ")");
        }
        return ids.sum() / elapsed;
    }

    private static void recreate(String server, String user, String password) throws SQLException {
        try (Connection c = DriverManager.getConnection(server.replaceAll("/+$", "") + "/", user, password);
             Statement s = c.createStatement()) {
            s.execute("DROP DATABASE IF EXISTS " + DATABASE);
            s.execute("CREATE DATABASE " + DATABASE);
        }
    }
}
