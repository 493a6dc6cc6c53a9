package dev.idgen.jdbc.contract;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;

/** The gap-free document numbers contract on MariaDB. */
class MariaDbDocumentNumbersContractTest extends AbstractDocumentNumbersContractTest {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshMariaDb();
    }
}
