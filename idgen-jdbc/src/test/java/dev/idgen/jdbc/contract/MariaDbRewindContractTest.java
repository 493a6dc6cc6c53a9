package dev.idgen.jdbc.contract;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;

/** The rewind contract ({@link AbstractRewindContractTest}) on MariaDb. */
class MariaDbRewindContractTest extends AbstractRewindContractTest {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshMariaDb();
    }
}
