package dev.idgen.jdbc.contract;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;

/**
 * The outage contract on MariaDB (the MySQL dialect), against the local server or
 * IDGEN_TEST_MARIADB_URL. Under a black hole the driver ends a reservation after the engine's
 * network timeout ({@code databaseTimeout} + 1 s) and the engine retries it.
 */
class MariaDbOutageContractTest extends AbstractOutageContractTest {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshMariaDb();
    }
}
