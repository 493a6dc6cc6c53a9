package dev.idgen.jdbc.contract;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;

/** The slow-ordered contract on H2 (in memory). */
class H2OrderedEngineTest extends AbstractOrderedEngineTest {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshH2();
    }
}
