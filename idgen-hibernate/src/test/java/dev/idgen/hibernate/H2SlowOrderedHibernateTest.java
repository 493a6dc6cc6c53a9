package dev.idgen.hibernate;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;

/** The slow-ordered Hibernate contract on H2. */
class H2SlowOrderedHibernateTest extends AbstractSlowOrderedHibernateTest {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshH2();
    }
}
