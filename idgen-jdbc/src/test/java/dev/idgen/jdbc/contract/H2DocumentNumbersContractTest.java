package dev.idgen.jdbc.contract;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;

/** The gap-free document numbers contract on H2. */
class H2DocumentNumbersContractTest extends AbstractDocumentNumbersContractTest {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshH2();
    }
}
