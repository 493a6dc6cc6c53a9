package dev.idgen.jdbc.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.Dialect;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import org.junit.jupiter.api.Test;

/** The segment contract on MariaDB (the MySQL dialect), against the local server or IDGEN_TEST_MARIADB_URL. */
class MariaDbSegmentEngineTest extends AbstractSegmentEngineTest {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshMariaDb();
    }

    @Test
    void detectsMySqlDialect() {
        assertThat(engine().dialect()).isEqualTo(Dialect.MYSQL);
    }

    @Test
    void missingSchemaFailsTheBuildAndNamesTheMigration() {
        try (TestDatabase empty = TestDatabases.freshMariaDb()) {
            assertMissingSchemaNamesTheMigration(empty);
        }
    }
}
