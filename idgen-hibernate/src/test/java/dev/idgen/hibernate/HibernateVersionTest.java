package dev.idgen.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import org.hibernate.Version;
import org.junit.jupiter.api.Test;

/**
 * Proves which Hibernate this run uses: the build sets {@code test.hibernate.major} (6 in
 * idgen-hibernate, 7 in idgen-hibernate-7-tests, which re-runs these test classes).
 */
class HibernateVersionTest {

    @Test
    void runsOnTheHibernateVersionTheBuildAskedFor() {
        String expected = System.getProperty("test.hibernate.major");
        assertThat(expected).as("system property test.hibernate.major set by the build").isNotBlank();
        assertThat(Version.getVersionString()).startsWith(expected + ".");
    }
}
