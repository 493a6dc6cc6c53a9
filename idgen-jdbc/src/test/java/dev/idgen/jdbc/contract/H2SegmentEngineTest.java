package dev.idgen.jdbc.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.Dialect;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import org.junit.jupiter.api.Test;

/** The segment contract on H2, which many users run their own tests on. */
class H2SegmentEngineTest extends AbstractSegmentEngineTest {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshH2();
    }

    @Test
    void detectsH2() {
        assertThat(engine().dialect()).isEqualTo(Dialect.H2);
    }

    @Test
    void missingSchemaFailsTheBuildAndNamesTheMigration() {
        try (TestDatabase empty = TestDatabases.freshH2()) {
            assertMissingSchemaNamesTheMigration(empty);
        }
    }
}
