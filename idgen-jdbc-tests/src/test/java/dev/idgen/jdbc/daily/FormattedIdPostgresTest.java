package dev.idgen.jdbc.daily;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdExhaustedException;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.IdGenEngineBuilder;
import dev.idgen.jdbc.contract.AbstractDatabaseContract;
import dev.idgen.testsupport.SettableTimeSource;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** Formatted (string) ids on a real PostgreSQL: the day in the id, overflow, formats without a date. */
class FormattedIdPostgresTest extends AbstractDatabaseContract {

    /** No slow-ordered key here: the database is migrated without those tables. */
    @Override
    protected boolean slowOrderedTables() {
        return false;
    }


    private static final long JUST_BEFORE_MIDNIGHT = Instant.parse("2026-11-21T23:59:59.999Z").toEpochMilli();

    private final SettableTimeSource clock = new SettableTimeSource(JUST_BEFORE_MIDNIGHT);

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshPostgres();
    }

    @Override
    protected IdGenEngineBuilder configure(IdGenEngineBuilder builder) {
        return builder.timeSource(clock);
    }

    @Test
    void formattedIdsCarryTheDayAndFailClearlyWhenTheSerialOverflows() {
        IdGenEngine e = engine();
        FormattedIdGenerator orders = e.formatted("order", IdFormat.parse("ORD{date:yyyyMMdd}{serial:7}"));
        assertThat(orders.nextId()).isEqualTo("ORD202611210000001");
        assertThat(orders.read(orders.nextId()).serial()).isEqualTo(2);
        FormattedIdGenerator tiny = e.formatted("tiny", IdFormat.parse("T{date:yyyyMMdd}{serial:1}")); // yyyy: a two-digit year is refused
        for (int i = 1; i <= 9; i++) {
            assertThat(tiny.nextId()).isEqualTo("T20261121" + i);
        }
        assertThatThrownBy(tiny::nextId).isInstanceOf(IdExhaustedException.class).hasMessageContaining("serial 10")
                .hasMessageContaining("1 digits");
        assertThatThrownBy(() -> e.formatted("x", IdFormat.parse("X{date:yyyyMMdd}")))
                .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("no {serial:N}");
    }

    /**
     * Without a {@code {date:..}} the serial is the key's own segment: no day rows, and the key may
     * use the whole key length (a daily key keeps room for {@code :day:yyyyMMdd}).
     */
    @Test
    void aFormatWithoutADateTakesPlainSegmentSerialsForAnyValidKey() {
        IdGenEngine e = engine();
        String longest = "k".repeat(dev.idgen.IdKeys.MAX_LENGTH);
        FormattedIdGenerator plain = e.formatted(longest, IdFormat.parse("P{serial:6}"));
        assertThat(plain.nextId()).isEqualTo("P000001");
        assertThat(plain.nextId()).isEqualTo("P000002");
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment WHERE biz_tag = '" + longest + "'")).isEqualTo(1);
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_daily")).isZero();
    }
}
