package dev.idgen.jdbc.contract;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;

/**
 * The slow-ordered contract on MariaDB (the MySQL dialect: {@code LAST_INSERT_ID(num + ?)} read
 * back through the driver's generated keys), against the local server or IDGEN_TEST_MARIADB_URL.
 */
class MariaDbOrderedEngineTest extends AbstractOrderedEngineTest {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshMariaDb();
    }

    @Override
    protected int callsPerThread() {
        return 200;
    }
}
