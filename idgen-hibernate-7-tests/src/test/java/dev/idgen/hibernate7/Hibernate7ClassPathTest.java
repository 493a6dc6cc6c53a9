package dev.idgen.hibernate7;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;
import java.util.Collections;
import java.util.List;
import org.hibernate.Version;
import org.junit.jupiter.api.Test;

/**
 * Guards the point of this module: exactly one hibernate-core, the 7.x one the build names, is on
 * the class path, so the scanned idgen-hibernate tests really run against Hibernate 7.
 */
class Hibernate7ClassPathTest {

    @Test
    void theOnlyHibernateOnTheClassPathIsTheOneTheBuildNames() throws Exception {
        assertThat(Version.getVersionString()).isEqualTo(System.getProperty("test.hibernate.version"));
        List<URL> copies = Collections.list(getClass().getClassLoader().getResources("org/hibernate/Version.class"));
        assertThat(copies).as("hibernate-core jars on the class path").hasSize(1);
    }
}
