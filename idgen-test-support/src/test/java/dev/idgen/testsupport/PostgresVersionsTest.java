package dev.idgen.testsupport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PostgresVersionsTest {

    @Test
    void byDefaultTheOldestAndTheNewest() {
        assertThat(PostgresVersions.parse(null)).containsExactly(13, 18);
        assertThat(PostgresVersions.parse(" ")).containsExactly(13, 18);
        assertThat(PostgresVersions.parse("default")).containsExactly(13, 18);
    }

    @Test
    void allNoneOrAList() {
        assertThat(PostgresVersions.parse("all")).containsExactly(13, 14, 15, 16, 17, 18);
        assertThat(PostgresVersions.parse("none")).isEmpty();
        assertThat(PostgresVersions.parse("16, 15")).containsExactly(15, 16);
    }

    @Test
    void anUnknownVersionIsAnErrorNotAnEmptySelection() {
        assertThatThrownBy(() -> PostgresVersions.parse("12")).hasMessageContaining("no binaries for PostgreSQL 12");
        assertThatThrownBy(() -> PostgresVersions.parse("latest")).hasMessageContaining("'latest' is not a major version");
    }
}
