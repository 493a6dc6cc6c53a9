package dev.idgen.spring.boot.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.util.Properties;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;

/**
 * The versions this module's tests run on are the ones its Boot line manages: idgen's migrations were
 * built against a newer Flyway and must work with Boot's (the other tests here prove they do).
 */
class ManagedVersionsTest {

    @Test
    void flywayAndHibernateAreTheBootLinesOwn() throws Exception {
        Properties flyway = new Properties();
        try (InputStream in = Flyway.class.getResourceAsStream("/META-INF/maven/org.flywaydb/flyway-core/pom.properties")) {
            assertThat(in).as("flyway-core's Maven metadata").isNotNull();
            flyway.load(in);
        }
        assertThat(flyway.getProperty("version")).isEqualTo(System.getProperty("test.flyway.version"));
        assertThat(org.hibernate.Version.getVersionString()).isEqualTo(System.getProperty("test.hibernate.version"));
    }
}
