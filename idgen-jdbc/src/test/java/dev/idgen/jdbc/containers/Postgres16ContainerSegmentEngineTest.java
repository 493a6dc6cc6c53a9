package dev.idgen.jdbc.containers;

import dev.idgen.Dialect;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import org.testcontainers.containers.PostgreSQLContainer;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;

/** The segment contract on PostgreSQL 16 in a container; skipped, with the reason, without a Docker engine. */
@Testcontainers(disabledWithoutDocker = true)
class Postgres16ContainerSegmentEngineTest extends ContainerSegmentEngineTest {

    @Container
    static final PostgreSQLContainer<?> SERVER = new PostgreSQLContainer<>("postgres:16-alpine");

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshOn(Dialect.POSTGRESQL, SERVER.getJdbcUrl(), SERVER.getUsername(), SERVER.getPassword());
    }
}
