package dev.idgen.jdbc.contract;

import dev.idgen.Dialect;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;

/**
 * Every contract on MariaDB (the MySQL dialect: {@code LAST_INSERT_ID(num + ?)} read back through the
 * driver's generated keys, DATETIME columns, {@code UNIX_TIMESTAMP}), against the server named by
 * IDGEN_TEST_MARIADB_URL, else the local one, else an embedded one.
 *
 * <p>Under a black hole the driver ends a reservation after the engine's network timeout
 * ({@code databaseTimeout} + 1 s) and the engine retries it.
 */
class MariaDbContractTest extends DatabaseContracts {

    @Override
    protected TestDatabase freshDatabase() {
        return TestDatabases.freshMariaDb();
    }

    @Override
    protected Dialect dialect() {
        return Dialect.MYSQL;
    }

    @Override
    protected int orderedCallsPerThread() {
        return 200;
    }
}
