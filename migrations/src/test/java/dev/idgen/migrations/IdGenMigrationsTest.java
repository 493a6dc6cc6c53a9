package dev.idgen.migrations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.Dialect;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import dev.idgen.testsupport.UnreachableDataSource;
import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;

class IdGenMigrationsTest {

    @Test
    void migratesAnEmptyPostgresDatabaseOnceAndIsIdempotent() {
        try (TestDatabase db = TestDatabases.freshPostgres()) {
            assertThat(IdGenMigrations.migrate(db.dataSource())).isGreaterThanOrEqualTo(1);
            assertThat(IdGenMigrations.migrate(db.dataSource())).isZero();
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment")).isZero();
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_schema_history WHERE success")).isEqualTo(versions("postgresql").size());
        }
    }

    @Test
    void besideTheApplicationsOwnFlywayHistoryNoIdgenVersionIsSkipped() {
        try (TestDatabase db = TestDatabases.freshPostgres()) {
            Flyway app = Flyway.configure().dataSource(db.dataSource()).locations("classpath:db/app").load();
            assertThat(app.migrate().migrationsExecuted).isEqualTo(2);

            int applied = IdGenMigrations.migrate(db.dataSource());

            assertThat(applied).isEqualTo(versions("postgresql").size());
            // idgen's history: a version-0 baseline marker, then every idgen version
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_schema_history WHERE type = 'SQL' AND success"))
                    .isEqualTo(versions("postgresql").size());
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_schema_history WHERE version = '1' AND script LIKE 'V1__%'"))
                    .isEqualTo(1);
            // the application's history is untouched, and its next migrate finds nothing to do
            assertThat(db.queryLong("SELECT COUNT(*) FROM flyway_schema_history")).isEqualTo(2);
            assertThat(app.migrate().migrationsExecuted).isZero();
        }
    }

    @Test
    void nodesStartingTogetherMigrateExactlyOnce() throws Exception {
        try (TestDatabase db = TestDatabases.freshPostgres()) {
            int nodes = 4;
            ExecutorService pool = Executors.newFixedThreadPool(nodes);
            CountDownLatch go = new CountDownLatch(1);
            List<Future<Integer>> results = new ArrayList<>();
            for (int i = 0; i < nodes; i++) {
                DataSource ds = db.newDataSource(2);
                Callable<Integer> node = () -> {
                    go.await();
                    return IdGenMigrations.migrate(ds);
                };
                results.add(pool.submit(node));
            }
            go.countDown();
            int total = 0;
            for (Future<Integer> f : results) {
                total += f.get(60, TimeUnit.SECONDS);
            }
            pool.shutdown();
            assertThat(total).isEqualTo(versions("postgresql").size());
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_schema_history WHERE type = 'SQL'"))
                    .isEqualTo(versions("postgresql").size());
        }
    }

    /** Every node sees a schema with tables but no idgen history: all of them race on the baseline. */
    @Test
    void nodesStartingTogetherBesideTheApplicationsTablesMigrateExactlyOnce() throws Exception {
        for (int round = 0; round < 3; round++) {
            try (TestDatabase db = TestDatabases.freshPostgres()) {
                db.execute("CREATE TABLE orders (id BIGINT PRIMARY KEY)");
                int nodes = 6;
                ExecutorService pool = Executors.newFixedThreadPool(nodes);
                CountDownLatch go = new CountDownLatch(1);
                List<Future<Integer>> results = new ArrayList<>();
                for (int i = 0; i < nodes; i++) {
                    DataSource ds = db.newDataSource(2);
                    results.add(pool.submit(() -> {
                        go.await();
                        return IdGenMigrations.migrate(ds);
                    }));
                }
                go.countDown();
                int total = 0;
                for (Future<Integer> f : results) {
                    total += f.get(60, TimeUnit.SECONDS);
                }
                pool.shutdown();
                assertThat(total).isEqualTo(versions("postgresql").size());
                assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_schema_history WHERE type = 'SQL' AND success"))
                        .isEqualTo(versions("postgresql").size());
            }
        }
    }

    @Test
    void migratesH2() {
        try (TestDatabase db = TestDatabases.freshH2()) {
            assertThat(IdGenMigrations.migrate(db.dataSource())).isEqualTo(versions("h2").size());
            assertThat(IdGenMigrations.migrate(db.dataSource())).isZero();
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment")).isZero();
        }
    }

    @Test
    void migratesMariaDb() {
        try (TestDatabase db = TestDatabases.freshMariaDb()) {
            assertThat(IdGenMigrations.migrate(db.dataSource())).isEqualTo(versions("mysql").size());
            assertThat(IdGenMigrations.migrate(db.dataSource())).isZero();
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment")).isZero();
        }
    }

    @Test
    void everyDialectHasTheSameVersions() {
        Set<String> pg = versions("postgresql");
        assertThat(pg).isNotEmpty();
        assertThat(versions("mysql")).isEqualTo(pg);
        assertThat(versions("h2")).isEqualTo(pg);
    }

    @Test
    void noMigrationDropsAnything() throws IOException {
        for (String dialect : List.of("postgresql", "mysql", "h2")) {
            for (Path script : scripts(dialect)) {
                String sql = Files.readString(script).toUpperCase(Locale.ROOT);
                assertThat(sql).as(script.toString()).doesNotContain("DROP ").doesNotContain("TRUNCATE ");
            }
        }
    }

    @Test
    void aDataSourceThatCannotConnectIsNamedInTheError() {
        DataSource broken = new UnreachableDataSource();
        assertThatThrownBy(() -> IdGenMigrations.migrate(broken))
                .isInstanceOf(IdSourceUnavailableException.class)
                .hasMessageContaining(UnreachableDataSource.NAME)
                .hasMessageContaining("connection refused");
    }

    @Test
    void locationsAreNamedPerDialect() {
        assertThat(IdGenMigrations.location(Dialect.POSTGRESQL)).isEqualTo("classpath:db/idgen/postgresql");
        assertThat(IdGenMigrations.location(Dialect.MYSQL)).isEqualTo("classpath:db/idgen/mysql");
        assertThat(IdGenMigrations.location(Dialect.H2)).isEqualTo("classpath:db/idgen/h2");
    }

    static Set<String> versions(String dialect) {
        return scripts(dialect).stream()
                .map(p -> p.getFileName().toString())
                .map(n -> n.substring(1, n.indexOf("__")))
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static List<Path> scripts(String dialect) {
        URL url = IdGenMigrations.class.getClassLoader().getResource("db/idgen/" + dialect);
        assertThat(url).as("migrations folder of " + dialect).isNotNull();
        try (Stream<Path> files = Files.list(Paths.get(url.toURI()))) {
            return files.filter(p -> p.getFileName().toString().matches("V\\d+__.+\\.sql")).sorted()
                    .collect(Collectors.toList());
        } catch (IOException | URISyntaxException e) {
            throw new AssertionError("cannot list migrations of " + dialect, e);
        }
    }
}
