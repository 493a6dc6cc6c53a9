package dev.idgen.jdbc.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.IdGenerationException;
import dev.idgen.IdSourceUnavailableException;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;

class FailuresTest {

    @Test
    void aGuardsRefusalIsNotAnOutage() {
        SQLException pg = new SQLException("idgen_segment 'order': max_id may only grow (1000 -> 1)", "IG001");
        IdGenerationException e = Failures.forCaller("segment 'order'", new SQLException("wrapped", "XX000", pg), 12);
        assertThat(e).isNotInstanceOf(IdSourceUnavailableException.class)
                .hasMessageContaining("segment 'order'").hasMessageContaining("guard")
                .hasMessageContaining("max_id may only grow (1000 -> 1)");

        SQLException mysql = new SQLException("idgen_worker 'default' datacenter 0 worker 4: last_timestamp may only grow", "45000");
        assertThat((Object) Failures.guardRefusal(mysql)).isSameAs(mysql);
        assertThat((Object) Failures.guardRefusal(new SQLException("an application's own trigger", "45000"))).isNull();
    }

    @Test
    void anythingElseIsStillAnOutage() {
        assertThat(Failures.forCaller("segment 'order'", new SQLException("connection reset", "08006"), 12))
                .isInstanceOf(IdSourceUnavailableException.class).hasMessageContaining("after 12 ms");
    }
}
