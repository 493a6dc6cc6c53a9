package dev.idgen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class IdKeysTest {

    @Test
    void acceptsTheDocumentedAlphabet() {
        assertThat(IdKeys.check("im.message:room-42_a")).isEqualTo("im.message:room-42_a");
        assertThat(IdKeys.isValid("x".repeat(128))).isTrue();
    }

    @Test
    void rejectsWithTheValueAndTheRule() {
        assertThatThrownBy(() -> IdKeys.check("a b")).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("'a b'").hasMessageContaining("a space at index 1").hasMessageContaining("1 to 128");
        assertThatThrownBy(() -> IdKeys.check("x;drop", "sub-key")).hasMessageStartingWith("sub-key 'x;drop'")
                .hasMessageContaining("';'");
        assertThatThrownBy(() -> IdKeys.check("")).hasMessageContaining("0 characters");
        assertThatThrownBy(() -> IdKeys.check(null)).hasMessageContaining("must not be null");
        assertThatThrownBy(() -> IdKeys.check("x".repeat(200))).hasMessageContaining("200 characters")
                .hasMessageContaining("...");
        assertThat(IdKeys.isValid("tab\t")).isFalse();
    }

    @Test
    void strategyNamesParseAsUsersWriteThem() {
        assertThat(Strategy.fromName("slow-ordered")).isEqualTo(Strategy.SLOW_ORDERED);
        assertThat(Strategy.fromName("SNOWFLAKE")).isEqualTo(Strategy.SNOWFLAKE);
        assertThat(Strategy.fromName("slow_ordered")).isEqualTo(Strategy.SLOW_ORDERED);
        assertThatThrownBy(() -> Strategy.fromName("uuid")).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("'uuid'").hasMessageContaining("segment, slow-ordered, snowflake");
    }

    @Test
    void dialectsAreDetectedFromProductNames() {
        assertThat(Dialect.fromProductName("PostgreSQL")).isEqualTo(Dialect.POSTGRESQL);
        assertThat(Dialect.fromProductName("MariaDB")).isEqualTo(Dialect.MYSQL);
        assertThat(Dialect.fromProductName("MySQL")).isEqualTo(Dialect.MYSQL);
        assertThat(Dialect.fromProductName("H2")).isEqualTo(Dialect.H2);
        assertThatThrownBy(() -> Dialect.fromProductName("Oracle")).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("'Oracle'");
    }
}
