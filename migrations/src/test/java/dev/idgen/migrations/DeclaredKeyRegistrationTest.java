package dev.idgen.migrations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.DeclaredKey;
import dev.idgen.DeclaredKeys;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.Strategy;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Registering the keys of the {@link DeclaredKeys} manifests: the Flyway step that runs after idgen's migrations. */
class DeclaredKeyRegistrationTest {

    static final String MANIFEST = "audit=snowflake\nchat=slow-ordered\ncoupon=segment\norder=segment;step=500\n";

    @Test
    void migrateRegistersTheDeclaredSegmentKeysOnceWithTheirSteps(@TempDir Path dir) throws Exception {
        try (TestDatabase db = TestDatabases.freshPostgres(); URLClassLoader app = manifest(dir, MANIFEST)) {
            withContextClassLoader(app, () -> IdGenMigrations.migrate(db.dataSource()));

            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment")).isEqualTo(2);
            assertThat(db.queryLong("SELECT step FROM idgen_segment WHERE biz_tag = 'order'")).isEqualTo(500);
            assertThat(db.queryLong("SELECT step FROM idgen_segment WHERE biz_tag = 'coupon'")).isEqualTo(1000);
            assertThat(db.queryLong("SELECT max_id FROM idgen_segment WHERE biz_tag = 'order'")).isEqualTo(1);
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment WHERE description = '"
                    + DeclaredKeyRegistration.DESCRIPTION + "'")).isEqualTo(2);
            // the next deploy finds everything in place
            assertThat(IdGenMigrations.registerDeclaredKeys(db.dataSource(), app)).isEmpty();
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment")).isEqualTo(2);
        }
    }

    @Test
    void anExistingRowIsNeverChanged(@TempDir Path dir) throws IOException {
        try (TestDatabase db = TestDatabases.freshPostgres(); URLClassLoader app = manifest(dir, MANIFEST)) {
            IdGenMigrations.migrate(db.dataSource());
            db.execute("INSERT INTO idgen_segment (biz_tag, max_id, step, description) VALUES ('order', 123456, 7, 'ops')");

            List<String> inserted = IdGenMigrations.registerDeclaredKeys(db.dataSource(), app);

            assertThat(inserted).containsExactly("coupon");
            assertThat(db.queryLong("SELECT max_id FROM idgen_segment WHERE biz_tag = 'order'")).isEqualTo(123456);
            assertThat(db.queryLong("SELECT step FROM idgen_segment WHERE biz_tag = 'order'")).isEqualTo(7);
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment WHERE description = 'ops'")).isEqualTo(1);
        }
    }

    @Test
    void nodesRegisteringTogetherInsertEachKeyOnceAndNoneFails(@TempDir Path dir) throws Exception {
        StringBuilder manyKeys = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            manyKeys.append("key-").append(i).append("=segment;step=").append(10 + i).append('\n');
        }
        try (TestDatabase db = TestDatabases.freshPostgres(); URLClassLoader app = manifest(dir, manyKeys.toString())) {
            IdGenMigrations.migrate(db.dataSource());
            int nodes = 6;
            ExecutorService pool = Executors.newFixedThreadPool(nodes);
            CountDownLatch go = new CountDownLatch(1);
            List<Future<List<String>>> results = new ArrayList<>();
            for (int n = 0; n < nodes; n++) {
                DataSource node = db.newDataSource(1);
                Callable<List<String>> register = () -> {
                    go.await();
                    return IdGenMigrations.registerDeclaredKeys(node, app);
                };
                results.add(pool.submit(register));
            }
            go.countDown();
            List<String> inserted = new ArrayList<>();
            for (Future<List<String>> f : results) {
                inserted.addAll(f.get(60, TimeUnit.SECONDS));
            }
            pool.shutdown();

            assertThat(inserted).hasSize(40).doesNotHaveDuplicates();
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment")).isEqualTo(40);
            assertThat(db.queryLong("SELECT step FROM idgen_segment WHERE biz_tag = 'key-39'")).isEqualTo(49);
        }
    }

    @Test
    void losingTheRaceToAConcurrentInsertIsAcceptedAsRegistered() throws Exception {
        try (TestDatabase db = TestDatabases.freshPostgres()) {
            IdGenMigrations.migrate(db.dataSource());
            db.execute("INSERT INTO idgen_segment (biz_tag, step) VALUES ('order', 3)");

            try (Connection c = db.connect()) {
                // as if the other node inserted between this node's lookup and its insert
                assertThat(DeclaredKeyRegistration.insert(c, new DeclaredKey("order", Strategy.SEGMENT, 500))).isFalse();
            }
            assertThat(db.queryLong("SELECT step FROM idgen_segment WHERE biz_tag = 'order'")).isEqualTo(3);
        }
    }

    @Test
    void aConstraintViolationThatLeavesNoRowIsThrownNotIgnored() throws Exception {
        try (TestDatabase db = TestDatabases.freshPostgres()) {
            IdGenMigrations.migrate(db.dataSource());
            db.execute("ALTER TABLE idgen_segment ADD CONSTRAINT no_legacy CHECK (biz_tag <> 'legacy')");

            try (Connection c = db.connect()) {
                assertThatThrownBy(() -> DeclaredKeyRegistration.insert(c, new DeclaredKey("legacy", Strategy.SEGMENT, 0)))
                        .isInstanceOf(IdGenConfigurationException.class)
                        .hasMessageContaining("segment key 'legacy'").hasMessageContaining("SQLState 23514");
            }
        }
    }

    @Test
    void withoutIdgensTablesTheFailureNamesTheKeyAndTheMigration(@TempDir Path dir) throws IOException {
        try (TestDatabase db = TestDatabases.freshPostgres(); URLClassLoader app = manifest(dir, MANIFEST)) {
            assertThatThrownBy(() -> IdGenMigrations.registerDeclaredKeys(db.dataSource(), app))
                    .isInstanceOf(IdGenConfigurationException.class)
                    .hasMessageContaining("key 'coupon'").hasMessageContaining("SQLState 42P01")
                    .hasMessageContaining("IdGenMigrations.migrate");
        }
    }

    @Test
    void aContradictingManifestStopsMigrateBeforeAnyKeyIsWritten(@TempDir Path dir) throws Exception {
        try (TestDatabase db = TestDatabases.freshPostgres();
                URLClassLoader one = manifest(dir.resolve("one"), "order=segment;step=500\n");
                URLClassLoader two = manifest(dir.resolve("two"), "order=snowflake\n")) {
            assertThatThrownBy(() -> IdGenMigrations.registerDeclaredKeys(db.dataSource(), one, two))
                    .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("two strategies");
            IdGenMigrations.migrate(db.dataSource());
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment")).isZero();
        }
    }

    @Test
    void registersOnH2Too(@TempDir Path dir) throws IOException {
        try (TestDatabase db = TestDatabases.freshH2(); URLClassLoader app = manifest(dir, MANIFEST)) {
            IdGenMigrations.migrate(db.dataSource());
            assertThat(IdGenMigrations.registerDeclaredKeys(db.dataSource(), app)).containsExactly("coupon", "order");
            assertThat(IdGenMigrations.registerDeclaredKeys(db.dataSource(), app)).isEmpty();
            assertThat(db.queryLong("SELECT step FROM idgen_segment WHERE biz_tag = 'order'")).isEqualTo(500);
        }
    }

    /** A class loader that sees only a manifest with {@code text}, as an application jar would carry it. */
    static URLClassLoader manifest(Path root, String text) throws IOException {
        Path file = root.resolve(DeclaredKeys.RESOURCE);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        return new URLClassLoader(new URL[] {root.toUri().toURL()}, null);
    }

    static <T> T withContextClassLoader(ClassLoader loader, Callable<T> work) throws Exception {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        try {
            return work.call();
        } finally {
            thread.setContextClassLoader(previous);
        }
    }
}
