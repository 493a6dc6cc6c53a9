package dev.idgen.migrations.guards;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;

class H2GuardContractTest extends AbstractGuardContractTest {

    @Override
    protected TestDatabase fresh() {
        return TestDatabases.freshH2();
    }

    @Override
    protected String refusalState() {
        return "IG001";
    }
}
