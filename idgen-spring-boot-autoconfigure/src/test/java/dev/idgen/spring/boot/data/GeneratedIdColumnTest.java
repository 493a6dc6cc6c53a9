package dev.idgen.spring.boot.data;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.GeneratedId;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.segment.SegmentStats;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import org.junit.jupiter.api.Test;
import org.springframework.data.annotation.Id;

/**
 * An Integer {@code @GeneratedId} (Spring Data JDBC, MyBatis) declares its column's maximum before the key's
 * first range, so the key's ranges are capped by what an {@code INTEGER} column has left (issue #38 item 5).
 */
class GeneratedIdColumnTest {

    static final class LegacyOwner {
        @Id
        @GeneratedId(key = "legacy.owner")
        Integer id;
    }

    static final class WideOwner {
        @Id
        @GeneratedId(key = "wide.owner")
        Long id;
    }

    @Test
    void anIntegerIdCapsItsKeysRangesByTheIntegerColumn() throws Exception {
        try (TestDatabase db = TestDatabases.freshH2()) {
            IdGenMigrations.migrate(db.dataSource());
            try (IdGenEngine engine = IdGenEngine.builder(db.dataSource()).build()) {
                GeneratedIdAssignment narrow = GeneratedIdAssignment.of(LegacyOwner.class, "id", Integer.class,
                        LegacyOwner.class.getDeclaredField("id").getAnnotation(GeneratedId.class), () -> engine);
                GeneratedIdAssignment wide = GeneratedIdAssignment.of(WideOwner.class, "id", Long.class,
                        WideOwner.class.getDeclaredField("id").getAnnotation(GeneratedId.class), () -> engine);
                assertThat(narrow.next()).isEqualTo(1);
                assertThat(wide.next()).isEqualTo(1L);
                SegmentStats s = engine.segmentStats("legacy.owner").orElseThrow();
                assertThat(s.column()).isEqualTo(LegacyOwner.class.getName() + ".id (INTEGER)");
                assertThat(s.columnMax()).isEqualTo(Integer.MAX_VALUE);
                assertThat(engine.segmentStats("wide.owner").orElseThrow().column()).isNull();
            }
        }
    }
}
