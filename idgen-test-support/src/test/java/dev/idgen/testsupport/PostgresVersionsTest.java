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

    @Test
    void ciAndAllSelectEveryVersionAndTheService() {
        assertThat(PostgresVersions.parse("ci")).containsExactly(13, 14, 15, 16, 17, 18);
        assertThat(PostgresVersions.serviceIn("ci")).isTrue();
        assertThat(PostgresVersions.serviceIn("all")).isTrue();
        assertThat(PostgresVersions.parse("13, service")).containsExactly(13);
        assertThat(PostgresVersions.serviceIn("13, service")).isTrue();
        assertThat(PostgresVersions.serviceIn("13,18")).isFalse();
        assertThat(PostgresVersions.serviceIn("default")).isFalse();
    }

    @Test
    void everyContractRunsWithAllOrWhenAskedOtherwiseTheVersionContract() {
        assertThat(PostgresVersions.everyContract("all", null)).isTrue();
        assertThat(PostgresVersions.everyContract("ci", null)).isFalse();
        assertThat(PostgresVersions.everyContract("15", "all")).isTrue();
        assertThat(PostgresVersions.everyContract("15", "version")).isFalse();
        assertThat(PostgresVersions.everyContract(null, null)).isFalse();
        assertThatThrownBy(() -> PostgresVersions.everyContract("15", "most"))
                .hasMessageContaining("idgen.test.postgres.contracts='most'");
    }
}
