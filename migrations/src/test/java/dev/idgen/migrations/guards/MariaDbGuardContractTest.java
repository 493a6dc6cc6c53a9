package dev.idgen.migrations.guards;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;

class MariaDbGuardContractTest extends AbstractGuardContractTest {

    @Override
    protected TestDatabase fresh() {
        return TestDatabases.freshMariaDb();
    }

    @Override
    protected String refusalState() {
        return "45000";
    }
}
