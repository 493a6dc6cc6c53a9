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
import java.util.function.Supplier;
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
                    return IdGenMigrations.with(ds).slowOrdered(true).migrate();
                };
                results.add(pool.submit(node));
            }
            go.countDown();
            int total = 0;
            for (Future<Integer> f : results) {
                total += f.get(60, TimeUnit.SECONDS);
            }
            pool.shutdown();
            assertThat(total).isEqualTo(versions("postgresql").size() + orderedVersions("postgresql").size());
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_schema_history WHERE type = 'SQL'"))
                    .isEqualTo(versions("postgresql").size());
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_ordered_schema_history WHERE type = 'SQL'"))
                    .isEqualTo(orderedVersions("postgresql").size());
        }
    }

    @Test
    void theSlowOrderedTablesAreCreatedOnlyWhenAskedForWithTheirOwnHistory() {
        for (Supplier<TestDatabase> database : List.<Supplier<TestDatabase>>of(TestDatabases::freshPostgres,
                TestDatabases::freshH2, TestDatabases::freshMariaDb)) {
            try (TestDatabase db = database.get()) {
                String dialect = IdGenMigrations.detect(db.dataSource()).folder();
                assertThat(IdGenMigrations.migrate(db.dataSource())).isEqualTo(versions(dialect).size());
                assertThat(orderedTables(db)).as(dialect + ": segment, snowflake and daily need none").isZero();

                assertThat(IdGenMigrations.with(db.dataSource()).slowOrdered(true).migrate())
                        .isEqualTo(orderedVersions(dialect).size());
                assertThat(orderedTables(db)).as(dialect + ": config and 64 shards").isEqualTo(65);
                assertThat(db.queryLong("SELECT shard_count FROM idgen_ordered_config")).isEqualTo(64);
                assertThat(Stream.of(IdGenMigrations.orderedFlyway(db.dataSource(), IdGenMigrations.detect(db.dataSource()), null)
                        .info().applied()).filter(m -> m.getVersion() != null).map(m -> m.getVersion().getVersion()))
                        .as("in its own history").contains(IdGenMigrations.ORDERED_VERSION);

                assertThat(IdGenMigrations.with(db.dataSource()).slowOrdered(true).migrate()).isZero();
                assertThat(IdGenMigrations.migrate(db.dataSource())).as("a plain migrate keeps them").isZero();
                Dialect detected = IdGenMigrations.detect(db.dataSource());
                assertThat(listed(IdGenMigrations.appliedMigrations(db.dataSource(), detected, null)))
                        .as(dialect + ": the listing in one read is flyway(..)'s")
                        .isEqualTo(listed(IdGenMigrations.flyway(db.dataSource(), detected).info().applied()))
                        .noneMatch(m -> m.startsWith(IdGenMigrations.ORDERED_VERSION + " "));
                assertThat(orderedTables(db)).isEqualTo(65);
            }
        }
    }

    /**
     * A schema migrated by an idgen version that created the slow-ordered tables with every migration:
     * its history records version 3 from the same script. It validates, and nothing is applied twice.
     */
    @Test
    void aSchemaWhoseHistoryHoldsTheSlowOrderedTablesUpgradesAndValidates() {
        for (Supplier<TestDatabase> database : List.<Supplier<TestDatabase>>of(TestDatabases::freshPostgres,
                TestDatabases::freshH2, TestDatabases::freshMariaDb)) {
            try (TestDatabase db = database.get()) {
                Dialect dialect = IdGenMigrations.detect(db.dataSource());
                // exactly what every earlier idgen ran: one history, every version in one location
                copyEarlierLayout(dialect.folder());
                Flyway earlier = Flyway.configure().dataSource(db.dataSource()).table(IdGenMigrations.HISTORY_TABLE)
                        .locations("classpath:earlier-idgen/" + dialect.folder()).load();
                assertThat(earlier.migrate().migrationsExecuted).isEqualTo(earlierVersions(dialect.folder()).size() + 1);

                // the versions since (the guards of V9 and, through the same history, the slow-ordered tables' V10)
                assertThat(IdGenMigrations.migrate(db.dataSource())).isEqualTo(versions(dialect.folder()).size()
                        - earlierVersions(dialect.folder()).size() + orderedVersions(dialect.folder()).size() - 1);
                assertThat(IdGenMigrations.migrate(db.dataSource())).isZero();
                assertThat(IdGenMigrations.flyway(db.dataSource(), dialect).validateWithResult().validationSuccessful)
                        .as(dialect + ": validates").isTrue();
                assertThat(IdGenMigrations.with(db.dataSource()).slowOrdered(true).migrate()).as("the tables are there").isZero();
                assertThat(orderedTables(db)).isEqualTo(65);
                assertThat(IdGenMigrations.flyway(db.dataSource(), dialect).info().applied()).as("nothing applied twice")
                        .hasSize(versions(dialect.folder()).size() + orderedVersions(dialect.folder()).size());
                assertThat(listed(IdGenMigrations.appliedMigrations(db.dataSource(), dialect, null)))
                        .as(dialect + ": the listing in one read is flyway(..)'s")
                        .isEqualTo(listed(IdGenMigrations.flyway(db.dataSource(), dialect).info().applied()))
                        .anyMatch(m -> m.startsWith(IdGenMigrations.ORDERED_VERSION + " Success "));
                assertThat(tables(db)).as("no second history for tables that have one")
                        .contains(IdGenMigrations.HISTORY_TABLE).doesNotContain(IdGenMigrations.ORDERED_HISTORY_TABLE);
            }
        }
    }

    @Test
    void theSlowOrderedVersionsAreTheSameInEveryDialectAndNeverAMainVersion() {
        Set<String> ordered = orderedVersions("postgresql");
        // the tables (V3), their guards (V10), the guards entered only when a statement would go the wrong way (V16)
        assertThat(ordered).containsExactly("10", "16", IdGenMigrations.ORDERED_VERSION);
        for (String dialect : List.of("postgresql", "mysql", "h2")) {
            assertThat(orderedVersions(dialect)).isEqualTo(ordered);
            assertThat(versions(dialect)).doesNotContainAnyElementsOf(ordered);
        }
    }

    @Test
    void grantsOnTheSlowOrderedTablesOnlyWhenAskedFor() {
        // 8: idgen_document's INSERT (on its key columns only, V13) is a statement of its own
        assertThat(IdGenMigrations.grantStatements(Dialect.POSTGRESQL, "app")).hasSize(8)
                .noneMatch(g -> g.contains("idgen_ordered"));
        assertThat(IdGenMigrations.grantStatements(Dialect.POSTGRESQL, "app", true)).hasSize(10)
                .anyMatch(g -> g.contains("idgen_ordered_63"));
    }

    @Test
    void grantsInASchemaAreQualifiedAndReachTheSchema() {
        List<String> pg = IdGenMigrations.grantStatements(Dialect.POSTGRESQL, "app", "shop", true);
        assertThat(pg).hasSize(11).first().isEqualTo("GRANT USAGE ON SCHEMA shop TO app");
        assertThat(pg.subList(1, 11)).allMatch(g -> g.contains(" ON shop.idgen_") && !g.matches("(?s).*[ ,]idgen_.*"));
        assertThat(IdGenMigrations.grantStatements(Dialect.POSTGRESQL, "app", null, false))
                .isEqualTo(IdGenMigrations.grantStatements(Dialect.POSTGRESQL, "app"));
        assertThatThrownBy(() -> IdGenMigrations.grantStatements(Dialect.POSTGRESQL, "app", "shop; DROP", false))
                .isInstanceOf(dev.idgen.IdGenConfigurationException.class).hasMessageContaining("'shop; DROP'");
    }

    /** A database's region (V12) is recorded once: the runtime role may insert and read it, never update it. */
    @Test
    void theRegionIsGrantedInsertAndSelectOnly() {
        for (Dialect dialect : List.of(Dialect.POSTGRESQL, Dialect.MYSQL)) {
            assertThat(IdGenMigrations.grantStatements(dialect, "app")).as(dialect.toString())
                    .filteredOn(g -> g.contains("idgen_region")).containsExactly("GRANT SELECT, INSERT ON idgen_region TO app");
        }
    }

    /** UPDATE per column: the key columns and created_at are never granted. */
    @Test
    void grantsUpdateOnlyTheColumnsIdgenWrites() {
        for (Dialect dialect : List.of(Dialect.POSTGRESQL, Dialect.MYSQL)) {
            List<String> grants = IdGenMigrations.grantStatements(dialect, "app", true);
            assertThat(grants).as(dialect.toString()).noneMatch(g -> g.contains("DELETE"))
                    .filteredOn(g -> g.contains("UPDATE")).allMatch(g -> g.contains("UPDATE ("))
                    .noneMatch(g -> g.replaceAll("ON .*", "").matches("(?s).*\\b(biz_tag|sub_key|namespace|worker_id|created_at)\\b.*"));
        }
    }

    @Test
    void mysqlGrantsOneTablePerStatement() {
        List<String> grants = IdGenMigrations.grantStatements(Dialect.MYSQL, "app", "shop", true);
        // 8: idgen_document's INSERT (on its key columns only, V13) is a statement of its own
        assertThat(grants).hasSize(8 + 1 + 64).allMatch(g -> g.matches("(?s)GRANT .* ON shop\\.idgen_\\w+ TO app"));
        assertThat(IdGenMigrations.grantStatements(Dialect.MYSQL, "app")).hasSize(8).allMatch(g -> g.contains(" ON idgen_"));
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
            for (Path script : concat(scripts("db/idgen/" + dialect), scripts("db/idgen-ordered/" + dialect))) {
                // statements, not comments; the guards (V9, V10) name TRUNCATE as what they refuse (BEFORE TRUNCATE ON ..)
                String sql = Files.readString(script).toUpperCase(Locale.ROOT).replaceAll("--[^\\n]*", "");
                if (script.getFileName().toString().equals("V6__daily_period.sql")) {
                    // V6 widens idgen_daily's primary key by serial_period: the key is replaced by a wider one in the
                    // same migration, no row or column is dropped
                    sql = sql.replace("DROP CONSTRAINT IDGEN_DAILY_PK;", "").replace("DROP PRIMARY KEY,", "");
                }
                // V15/V16 replace guard triggers (a WHEN clause, a cheaper body): dropping a trigger the same script
                // creates (again under its name, or for a moment beside it) drops nothing
                java.util.regex.Matcher replaced = java.util.regex.Pattern.compile("DROP TRIGGER (\\w+)( ON \\w+)?(;|//)")
                        .matcher(sql);
                StringBuilder kept = new StringBuilder();
                while (replaced.find()) {
                    boolean createdAgain = java.util.regex.Pattern.compile("CREATE TRIGGER " + replaced.group(1) + "\\s")
                            .matcher(sql).find();
                    replaced.appendReplacement(kept, createdAgain ? "" : java.util.regex.Matcher.quoteReplacement(replaced.group()));
                }
                sql = replaced.appendTail(kept).toString();
                assertThat(sql).as(script.toString()).doesNotContain("DROP ").doesNotContainPattern("(^|[;\\n]\\s*)TRUNCATE ");
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
        return versionsIn("db/idgen/" + dialect);
    }

    static Set<String> orderedVersions(String dialect) {
        return versionsIn("db/idgen-ordered/" + dialect);
    }

    private static Set<String> versionsIn(String folder) {
        return scripts(folder).stream()
                .map(p -> p.getFileName().toString())
                .map(n -> n.substring(1, n.indexOf("__")))
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static List<Path> concat(List<Path> a, List<Path> b) {
        List<Path> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    /** idgen_ordered_config and the shard tables in the connection's schema. */
    private static long orderedTables(TestDatabase db) {
        return tables(db).stream().filter(t -> t.matches("idgen_ordered_(config|\\d\\d)")).count();
    }

    private static List<String> tables(TestDatabase db) {
        try (java.sql.Connection c = db.connect();
             java.sql.ResultSet rs = c.getMetaData().getTables(c.getCatalog(), c.getSchema(), "%", new String[] {"TABLE"})) {
            List<String> out = new ArrayList<>();
            while (rs.next()) {
                out.add(rs.getString("TABLE_NAME").toLowerCase(Locale.ROOT));
            }
            return out;
        } catch (java.sql.SQLException e) {
            throw new AssertionError("cannot list the tables of " + db, e);
        }
    }

    /** The layout of every idgen before the slow-ordered tables became optional, in the test classes' output. */
    /** version, state and script of each migration, to compare two listings of one history. */
    private static List<String> listed(org.flywaydb.core.api.MigrationInfo[] applied) {
        return Stream.of(applied).map(m -> (m.getVersion() == null ? "-" : m.getVersion().getVersion()) + " "
                + m.getState().getDisplayName() + " " + m.getScript()).toList();
    }

    private static void copyEarlierLayout(String dialect) {
        try {
            Path target = Paths.get(IdGenMigrationsTest.class.getClassLoader().getResource("").toURI())
                    .resolve("earlier-idgen").resolve(dialect);
            if (Files.isDirectory(target)) {
                try (Stream<Path> old = Files.list(target)) {
                    for (Path p : old.toList()) {
                        Files.delete(p);
                    }
                }
            }
            Files.createDirectories(target);
            for (String folder : List.of("db/idgen/" + dialect, "db/idgen-ordered/" + dialect)) {
                for (Path script : scripts(folder)) {
                    if (version(script) > EARLIER_LAST_VERSION) {
                        continue; // the versions since: the guards (V9, V10) and what follows
                    }
                    Files.copy(script, target.resolve(script.getFileName()), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                }
            }
        } catch (IOException | URISyntaxException e) {
            throw new AssertionError("cannot lay out the earlier migrations", e);
        }
    }

    /** The last version an idgen that created the slow-ordered tables with every migration could have applied. */
    private static final int EARLIER_LAST_VERSION = 8;

    private static int version(Path script) {
        String n = script.getFileName().toString();
        return Integer.parseInt(n.substring(1, n.indexOf("__")));
    }

    /** The main versions of {@code dialect} an earlier idgen (see {@link #copyEarlierLayout}) had. */
    static Set<String> earlierVersions(String dialect) {
        return versions(dialect).stream().filter(v -> Integer.parseInt(v) <= EARLIER_LAST_VERSION)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static List<Path> scripts(String folder) {
        URL url = IdGenMigrations.class.getClassLoader().getResource(folder);
        assertThat(url).as("migrations folder " + folder).isNotNull();
        try (Stream<Path> files = Files.list(Paths.get(url.toURI()))) {
            return files.filter(p -> p.getFileName().toString().matches("V\\d+__.+\\.sql")).sorted()
                    .collect(Collectors.toList());
        } catch (IOException | URISyntaxException e) {
            throw new AssertionError("cannot list migrations of " + folder, e);
        }
    }
}
