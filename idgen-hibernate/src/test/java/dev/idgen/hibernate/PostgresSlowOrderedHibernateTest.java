package dev.idgen.hibernate;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;

/** The slow-ordered Hibernate contract on PostgreSQL (embedded, or the server in IDGEN_TEST_JDBC_URL). */
class PostgresSlowOrderedHibernateTest extends AbstractSlowOrderedHibernateTest {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshPostgres();
    }
}
