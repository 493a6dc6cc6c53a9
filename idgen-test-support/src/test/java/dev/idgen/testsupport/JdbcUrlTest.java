package dev.idgen.testsupport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class JdbcUrlTest {

    @Test
    void parsesHostPortDatabaseAndKeepsParameters() {
        JdbcUrl url = JdbcUrl.parse("jdbc:postgresql://db.example:6543/app?ssl=false&user=x", 5432);
        assertThat(url.host()).isEqualTo("db.example");
        assertThat(url.port()).isEqualTo(6543);
        assertThat(url.database()).isEqualTo("app");
        assertThat(url).hasToString("jdbc:postgresql://db.example:6543/app?ssl=false&user=x");
    }

    @Test
    void usesDefaultPortAndFirstHost() {
        JdbcUrl url = JdbcUrl.parse("jdbc:mariadb://a,b:3307/test", 3306);
        assertThat(url.host()).isEqualTo("a");
        assertThat(url.port()).isEqualTo(3306);
        assertThat(JdbcUrl.parse("jdbc:postgresql://[::1]:5433/x", 5432).host()).isEqualTo("::1");
        assertThat(JdbcUrl.parse("jdbc:postgresql://[::1]:5433/x", 5432).port()).isEqualTo(5433);
        assertThat(JdbcUrl.parse("jdbc:postgresql://[::1]/x", 5432).port()).isEqualTo(5432);
    }

    @Test
    void replacesDatabaseHostAndAddsOnlyMissingParameters() {
        JdbcUrl url = JdbcUrl.parse("jdbc:postgresql://localhost:5432/postgres?socketTimeout=30", 5432)
                .withDefaultParams(Map.of("socketTimeout", "10", "connectTimeout", "2"))
                .withDatabase("idgen_t_1_abcdef");
        assertThat(url).hasToString("jdbc:postgresql://localhost:5432/idgen_t_1_abcdef?socketTimeout=30&connectTimeout=2");
        assertThat(url.withHostAndPort("127.0.0.1", 40000))
                .hasToString("jdbc:postgresql://127.0.0.1:40000/idgen_t_1_abcdef?socketTimeout=30&connectTimeout=2");
    }

    @Test
    void urlWithoutDatabaseGetsOne() {
        JdbcUrl url = JdbcUrl.parse("jdbc:postgresql://localhost", 5432);
        assertThat(url.database()).isEmpty();
        assertThat(url.withDatabase("x")).hasToString("jdbc:postgresql://localhost/x");
    }

    @Test
    void rejectsOtherFormsNamingTheUrl() {
        assertThatThrownBy(() -> JdbcUrl.parse("jdbc:h2:mem:x", 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("jdbc:h2:mem:x");
        assertThatThrownBy(() -> JdbcUrl.parse("jdbc:postgresql://host:port/db", 5432))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("jdbc:postgresql://host:port/db");
        assertThatThrownBy(() -> JdbcUrl.parse("jdbc:postgresql:///db", 5432))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("jdbc:postgresql:///db");
    }
}
