package dev.idgen.bench;

import dev.idgen.bench.HibernateBenchEntities.Assigned;
import dev.idgen.bench.HibernateBenchEntities.Identity;
import dev.idgen.bench.HibernateBenchEntities.IdgenSegment;
import dev.idgen.bench.HibernateBenchEntities.Pooled1000;
import dev.idgen.bench.HibernateBenchEntities.Pooled50;
import dev.idgen.bench.HibernateBenchEntities.Row;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.hibernate.IdGenHibernate;
import java.lang.management.ManagementFactory;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import javax.sql.DataSource;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Version;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;

/**
 * Hibernate bulk insert: idgen segment against the id generators Hibernate users pick today,
 * in one run on one embedded PostgreSQL ({@link BenchDatabase}).
 *
 * <pre>
 * mvn -B -q -pl idgen-bench -am package -DskipTests
 * java -cp idgen-bench/target/benchmarks.jar dev.idgen.bench.HibernateLoadHarness [--entities 100000] [--rounds 5]
 *      [--rewrite-batched-inserts] [--latency-us 250]
 * </pre>
 *
 * <p>Each variant persists {@code --entities} entities ({@code long} id + two short strings) in
 * one session and one transaction, with {@code hibernate.jdbc.batch_size=100} and a flush/clear
 * every 1000 entities, as Hibernate's batch-processing guide does. Variants: {@code @IdGen}
 * segment; {@code @SequenceGenerator} with allocationSize 50 and 1000 (Hibernate's pooled
 * optimizer); {@code IDENTITY}; and ids the application assigns itself before {@code persist}
 * (no generator at all: the limit of the insert path, what idgen is compared with). All share one SessionFactory, pool and database.
 *
 * <p>Method: one warm-up pass of a tenth of the entities per variant (JIT, first ranges, sequence
 * caches), then {@code --rounds} measured rounds; the order of the variants rotates every round so
 * a slow phase of the machine does not always hit the same one, and every table is truncated
 * before each pass so all variants insert into an empty table. The table shows the median
 * throughput of the rounds, their range, and idgen's ratio to each variant. Figures are measured,
 * never asserted; the machine's load average is printed because it moves them. With
 * {@code --rewrite-batched-inserts} the SessionFactory uses a second pool on the same database with
 * pgJDBC's {@code reWriteBatchedInserts=true}. With {@code --latency-us N} every connection reaches
 * PostgreSQL through a {@link LatencyProxy} that adds N µs each way, as a network would: what makes
 * IDENTITY's row-by-row round trips cost what they cost in production.
 */
public final class HibernateLoadHarness {

    private static final int BATCH_SIZE = 100;
    private static final int FLUSH_EVERY = 1000;

    /** One way of making ids, and its table. */
    private record Variant(String label, String table, Supplier<Row> factory) {
    }

    private static final List<Variant> VARIANTS = List.of(
            new Variant("idgen segment (`@IdGen`)", "bench_idgen_segment", IdgenSegment::new),
            new Variant("`@SequenceGenerator` pooled, allocationSize=50", "bench_pooled_50", Pooled50::new),
            new Variant("`@SequenceGenerator` pooled, allocationSize=1000", "bench_pooled_1000", Pooled1000::new),
            new Variant("`IDENTITY`", "bench_identity", Identity::new),
            new Variant("pre-assigned ids, no generator (the insert path's limit)", "bench_assigned", Assigned::new),
            new Variant("an in-memory counter through `@IdGeneratorType` (Hibernate's generator path alone)", "bench_counter",
                    HibernateBenchEntities.Counter::new));

    private HibernateLoadHarness() {
    }

    public static void main(String[] args) {
        int entities = 100_000;
        int rounds = 5;
        boolean rewrite = false;
        int latencyMicros = 0;
        for (int i = 0; i < args.length; i++) {
            int used = BenchDatabase.parseServerArgument(args, i);
            if (used >= 0) {
                i = used;
                continue;
            }
            switch (args[i]) {
                case "--entities" -> entities = positive(args, ++i);
                case "--rounds" -> rounds = positive(args, ++i);
                case "--rewrite-batched-inserts" -> rewrite = true;
                case "--latency-us" -> latencyMicros = positive(args, ++i);
                default -> {
                    System.err.println("usage: HibernateLoadHarness [--entities N] [--rounds R] "
                            + "[--rewrite-batched-inserts] [--latency-us MICROS] " + BenchDatabase.SERVER_USAGE + "; unknown argument " + args[i]);
                    System.exit(2);
                    return;
                }
            }
        }
        // Hibernate logs through jboss-logging; send it to slf4j-simple, which this jar sets to WARN
        System.setProperty("org.jboss.logging.provider", "slf4j");

        if (latencyMicros > 0) {
            System.setProperty(BenchDatabase.LATENCY_PROPERTY, String.valueOf(latencyMicros));
        }
        DataSource dataSource = BenchDatabase.dataSource();
        HikariDataSource rewriting = rewrite ? rewritingPool(dataSource) : null;
        SessionFactory sf = sessionFactory(rewriting != null ? rewriting : dataSource);
        try {
            Map<Variant, List<Double>> results = new LinkedHashMap<>();
            VARIANTS.forEach(v -> results.put(v, new ArrayList<>()));
            for (Variant v : VARIANTS) {
                truncate(dataSource, v);
                persist(sf, v, Math.max(1, entities / 10)); // warm-up, not recorded
            }
            for (int round = 0; round < rounds; round++) {
                for (int k = 0; k < VARIANTS.size(); k++) {
                    Variant v = VARIANTS.get((k + round) % VARIANTS.size());
                    truncate(dataSource, v);
                    double perSecond = persist(sf, v, entities);
                    check(dataSource, v, entities);
                    results.get(v).add(perSecond);
                    System.out.printf(Locale.ROOT, "# round %d %-55s %,10.0f entities/s%n", round + 1, v.label(), perSecond);
                }
            }
            System.out.println();
            // how often idgen went to the database, and whether a persist ever had to wait for it
            IdGenHibernate.engine(sf).segmentStats().forEach(st -> System.out.println("# idgen " + st));
            System.out.println();
            System.out.print(table(results, entities, rounds, rewrite, latencyMicros));
        } finally {
            sf.close();
            if (rewriting != null) {
                rewriting.close();
            }
        }
    }

    /**
     * A pool on the same database with pgJDBC's {@code reWriteBatchedInserts=true}, which sends a
     * batch of INSERTs as multi-row statements: what bulk-loading PostgreSQL applications turn on.
     * It helps every variant that batches, and cannot help IDENTITY.
     */
    private static HikariDataSource rewritingPool(DataSource benchPool) {
        if (!(benchPool instanceof HikariDataSource hikari)) {
            throw new IllegalStateException("BenchDatabase no longer hands out a HikariDataSource: " + benchPool);
        }
        HikariConfig config = new HikariConfig();
        config.setPoolName("idgen-bench-rewrite");
        config.setJdbcUrl(hikari.getJdbcUrl());
        config.setUsername(hikari.getUsername());
        config.setPassword(hikari.getPassword());
        config.setMaximumPoolSize(BenchDatabase.POOL_SIZE);
        config.addDataSourceProperty("reWriteBatchedInserts", "true");
        return new HikariDataSource(config);
    }

    private static SessionFactory sessionFactory(DataSource dataSource) {
        Map<String, Object> settings = new HashMap<>();
        settings.put("hibernate.connection.datasource", dataSource);
        settings.put("hibernate.hbm2ddl.auto", "create");
        settings.put("hibernate.jdbc.batch_size", BATCH_SIZE);
        settings.put("hibernate.order_inserts", true);
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder().applySettings(settings).build();
        try {
            return new MetadataSources(registry).addAnnotatedClass(IdgenSegment.class).addAnnotatedClass(Pooled50.class)
                    .addAnnotatedClass(Pooled1000.class).addAnnotatedClass(Identity.class).addAnnotatedClass(Assigned.class).addAnnotatedClass(HibernateBenchEntities.Counter.class).buildMetadata()
                    .buildSessionFactory();
        } catch (RuntimeException e) {
            StandardServiceRegistryBuilder.destroy(registry);
            throw e;
        }
    }

    /** Persists {@code n} entities of {@code v} and returns entities per second. */
    private static double persist(SessionFactory sf, Variant v, int n) {
        long start = System.nanoTime();
        try (Session s = sf.openSession()) {
            s.beginTransaction();
            for (int i = 1; i <= n; i++) {
                Row row = v.factory().get();
                row.fill(i);
                if (row instanceof Assigned a) {
                    a.id = i; // the table is truncated before every pass
                }
                s.persist(row);
                if (i % FLUSH_EVERY == 0) {
                    s.flush();
                    s.clear();
                }
            }
            s.getTransaction().commit();
        }
        return n / ((System.nanoTime() - start) / 1e9);
    }

    private static void truncate(DataSource dataSource, Variant v) {
        execute(dataSource, "TRUNCATE TABLE " + v.table());
    }

    private static void check(DataSource dataSource, Variant v, int expected) {
        long rows = queryLong(dataSource, "SELECT COUNT(DISTINCT id) FROM " + v.table());
        if (rows != expected) {
            throw new IllegalStateException(v.label() + ": expected " + expected + " distinct ids in " + v.table()
                    + ", found " + rows);
        }
    }

    private static String table(Map<Variant, List<Double>> results, int entities, int rounds, boolean rewrite,
                                int latencyMicros) {
        double idgen = median(results.get(VARIANTS.get(0)));
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "Hibernate %s, %s (reWriteBatchedInserts=%s, %s), %,d entities "
                + "per pass, batch size %d, flush/clear every %d, median of %d rounds; %d CPUs, load average %.1f at the end%n%n",
                hibernateVersion(), BenchDatabase.description(), rewrite, latencyMicros > 0 ? latencyMicros + " µs added each way" : "loopback",
                entities, BATCH_SIZE, FLUSH_EVERY, rounds,
                Runtime.getRuntime().availableProcessors(),
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage()));
        sb.append("| id generation | entities/s (median) | range of rounds | idgen segment ÷ this |\n");
        sb.append("|---|---:|---:|---:|\n");
        for (Map.Entry<Variant, List<Double>> e : results.entrySet()) {
            List<Double> r = e.getValue();
            double median = median(r);
            sb.append(String.format(Locale.ROOT, "| %s | %,.0f | %,.0f – %,.0f | %.2f× |%n", e.getKey().label(), median,
                    r.stream().mapToDouble(Double::doubleValue).min().orElse(0),
                    r.stream().mapToDouble(Double::doubleValue).max().orElse(0), idgen / median));
        }
        double pooled1000 = median(results.get(VARIANTS.get(2)));
        double assigned = median(results.get(VARIANTS.get(4)));
        double counter = median(results.get(VARIANTS.get(5)));
        double identity = median(results.get(VARIANTS.get(3)));
        sb.append(String.format(Locale.ROOT, "%nTargets (measured, not asserted): idgen ≥ pooled allocationSize=1000: %s "
                + "(%.2f×); idgen ≥ 10× IDENTITY: %s (%.1f×); idgen within 5 %% of pre-assigned ids: %s (%.2f×); idgen ÷ the in-memory counter through Hibernate's generator path: %.2f×%n",
                idgen >= pooled1000 ? "met" : "NOT met", idgen / pooled1000, idgen >= 10 * identity ? "met" : "NOT met",
                idgen / identity, idgen >= 0.95 * assigned ? "met" : "NOT met", idgen / assigned, idgen / counter));
        return sb.toString();
    }

    /** Hibernate reads its version from its jar's manifest, which the shaded benchmarks.jar replaces. */
    private static String hibernateVersion() {
        String v = Version.getVersionString();
        return v.startsWith("[") ? "(the root pom's hibernate.version; the shaded jar drops Hibernate's manifest)" : v;
    }

    private static double median(List<Double> values) {
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int mid = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }

    private static int positive(String[] args, int i) {
        if (i >= args.length) {
            throw new IllegalArgumentException(args[i - 1] + " needs a number");
        }
        int value = Integer.parseInt(args[i]);
        if (value < 1) {
            throw new IllegalArgumentException(args[i - 1] + " must be at least 1, was " + value);
        }
        return value;
    }

    private static void execute(DataSource dataSource, String sql) {
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            s.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException("'" + sql + "' failed: " + e.getMessage(), e);
        }
    }

    private static long queryLong(DataSource dataSource, String sql) {
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        } catch (SQLException e) {
            throw new IllegalStateException("'" + sql + "' failed: " + e.getMessage(), e);
        }
    }
}
