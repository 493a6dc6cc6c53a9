package dev.idgen.jdbc.containers;

import dev.idgen.Dialect;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import org.testcontainers.containers.MySQLContainer;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;

/** The segment contract on MySQL 8 in a container (MariaDB driver); skipped, with the reason, without a Docker engine. */
@Testcontainers(disabledWithoutDocker = true)
class MySql8ContainerSegmentEngineTest extends ContainerSegmentEngineTest {

    @Container
    static final MySQLContainer<?> SERVER = new MySQLContainer<>("mysql:8.4").withUsername("root").withPassword("test");

    @Override
    protected TestDatabase newDatabase() {
        String url = "jdbc:mariadb://" + SERVER.getHost() + ":" + SERVER.getMappedPort(3306) + "/mysql";
        return TestDatabases.freshOn(Dialect.MYSQL, url, "root", "test");
    }
}
