package dev.idgen.jdbc.contract;

import dev.idgen.Dialect;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import org.testcontainers.containers.MySQLContainer;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;

/**
 * Every contract on MySQL 8.4 in a container (through the MariaDB driver, as the MySQL dialect);
 * skipped, with the reason, without a Docker engine.
 */
@Testcontainers(disabledWithoutDocker = true)
class MySql8ContainerContractTest extends DatabaseContracts {

    @Container
    static final MySQLContainer<?> SERVER = new MySQLContainer<>("mysql:8.4").withUsername("root").withPassword("test");

    @Override
    protected TestDatabase freshDatabase() {
        String url = "jdbc:mariadb://" + SERVER.getHost() + ":" + SERVER.getMappedPort(3306) + "/mysql";
        return TestDatabases.freshOn(Dialect.MYSQL, url, "root", "test");
    }

    @Override
    protected Dialect dialect() {
        return Dialect.MYSQL;
    }
}
