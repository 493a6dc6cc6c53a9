package dev.idgen.jdbc.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.jdbc.ExistingRowsRule;
import dev.idgen.jdbc.IdColumn;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.TableStart;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.daily.FormattedIdGenerator;
import dev.idgen.testsupport.SettableTimeSource;
import java.time.Instant;
import java.math.BigDecimal;
import java.sql.Types;
import org.junit.jupiter.api.Test;

/**
 * The rule every door applies to a key and the table it fills ({@link IdGenEngine#startAbove}), on a real
 * database: a key used for the first time starts above the rows the table holds; at a later start, ids at or
 * above the key's next id (another writer) move the key above them; {@code existing-rows} turns either into a
 * refusal naming table, column and values; a restart over a table the key is above moves nothing. Segment and
 * slow-ordered keys; an INTEGER column is reported with its largest value and never passed.
 */
abstract class AbstractExistingRowsContractTest extends AbstractDatabaseContract {

    /** The slow-ordered tables only for the test that uses the strategy ({@link WithSlowOrderedTables}): most of a migration's statements. */
    @Override
    protected boolean slowOrderedTables() {
        return false;
    }

    private void seed(String type, int rows) {
        db.execute("CREATE TABLE owners (id " + type + " PRIMARY KEY, name VARCHAR(40))");
        for (int i = 1; i <= rows; i++) {
            insert(i);
        }
    }

    private void insert(long id) {
        db.execute("INSERT INTO owners (id, name) VALUES (" + id + ", 'other writer')");
    }

    private IdGenEngine engine(ExistingRowsRule rule) {
        return engine(IdGenEngine.builder(db.dataSource()).existingRows(rule));
    }

    @Test
    void aKeyUsedForTheFirstTimeStartsAboveTheRowsAndARestartMovesNothing() {
        seed("BIGINT", 10);
        IdGenEngine first = engine();
        TableStart start = first.startAbove("segment", "owner", null, "owners", "id");
        assertThat(start.moved()).isTrue();
        assertThat(start.nextId()).isEqualTo(11);
        assertThat(start.column().max()).isEqualByComparingTo("10");
        assertThat(first.segment("owner").nextId()).isEqualTo(11);
        insert(11);

        IdGenEngine restarted = engine();
        TableStart again = restarted.startAbove("segment", "owner", null, "owners", "id");
        assertThat(again.moved()).as("the key is above its table: nothing moves, nothing is logged").isFalse();
        assertThat(again.nextId()).isGreaterThan(11);
        assertThat(restarted.segment("owner").nextId()).isGreaterThan(11);
    }

    @Test
    void aLaterStartAfterAnotherWriterInsertedAboveTheKeyMovesItAboveThem() {
        seed("BIGINT", 3);
        IdGenEngine first = engine();
        first.startAbove("segment", "owner", null, "owners", "id");
        long used = first.segment("owner").nextId();
        insert(used);
        long theirs = used + 5_000; // the key's range ends at used + 1000: written by something else
        insert(theirs);

        IdGenEngine restarted = engine();
        TableStart start = restarted.startAbove("segment", "owner", null, "owners", "id");
        assertThat(start.moved()).isTrue();
        assertThat(start.nextId()).isEqualTo(theirs + 1);
        assertThat(restarted.segment("owner").nextId()).isGreaterThan(theirs);
        // the node that had a range keeps handing out from it: those ids are below the other writer's, and unused
    }

    @Test
    void theRefusalSwitchesRefuseNamingTableColumnAndValues() {
        seed("BIGINT", 3);
        IdGenEngine first = engine();
        first.startAbove("segment", "owner", null, "owners", "id");
        long used = first.segment("owner").nextId();
        insert(used + 5_000);

        IdGenEngine strict = engine(ExistingRowsRule.ADOPT_FIRST_USE);
        assertThatThrownBy(() -> strict.startAbove("segment", "owner", null, "owners", "id"))
                .isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("table owners already holds ids up to " + (used + 5_000) + " (MAX(id))")
                .hasMessageContaining("segment key 'owner' would hand out")
                .hasMessageContaining("existing-rows=adopt-first-use refuses")
                .hasMessageContaining("idgen.existing-rows=adopt");

        IdGenEngine refusing = engine(ExistingRowsRule.REFUSE);
        assertThatThrownBy(() -> refusing.startAbove("segment", "fresh", null, "owners", "id"))
                .as("refuse: even a first use is not moved")
                .isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("segment key 'fresh' would hand out 1 next")
                .hasMessageContaining("existing-rows=refuse");
    }

    @Test
    @WithSlowOrderedTables
    void slowOrderedSubKeysStartAboveAndMoveUpTheSameWay() {
        seed("BIGINT", 7);
        IdGenEngine first = engine();
        assertThat(first.startAbove("slow-ordered", "owner", "eu", "owners", "id").nextId()).isEqualTo(8);
        assertThat(first.slowOrdered("owner", "eu").nextId()).isEqualTo(8);
        insert(8);
        insert(40);

        TableStart start = first.startAbove("slow-ordered", "owner", "eu", "owners", "id");
        assertThat(start.moved()).isTrue();
        assertThat(first.slowOrdered("owner", "eu").nextId()).isEqualTo(41);
    }

    @Test
    void anIntegerColumnReportsItsLargestValueAndIsNeverPassed() {
        seed("INTEGER", 2);
        IdGenEngine e = engine();
        IdColumn column = e.idColumn("owners", "id");
        assertThat(column.jdbcType()).isEqualTo(Types.INTEGER);
        assertThat(column.largest()).isEqualByComparingTo(BigDecimal.valueOf(Integer.MAX_VALUE));
        assertThat(column.max()).isEqualByComparingTo("2");
        insert(Integer.MAX_VALUE);
        assertThatThrownBy(() -> e.startAbove("segment", "owner", null, "owners", "id"))
                .isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("hands out 2147483648 next")
                .hasMessageContaining("holds at most 2147483647")
                .hasMessageContaining("BIGINT");
    }

    @Test
    void aTextColumnAMissingTableAndADailyKeyAreRefusedNamingWhatAndWhy() {
        db.execute("CREATE TABLE invoices (number VARCHAR(20) PRIMARY KEY)");
        IdGenEngine e = engine();
        assertThatThrownBy(() -> e.startAbove("segment", "invoice", null, "invoices", "number"))
                .isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("invoices.number").hasMessageContaining("does not hold whole numbers");
        assertThatThrownBy(() -> e.startAbove("segment", "invoice", null, "no_such_table", "id"))
                .isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("no_such_table").hasMessageContaining("could not be read");
        assertThatThrownBy(() -> e.startAbove("daily", "invoice", null, "invoices", "number"))
                .as("a daily key opened with no format: its numbers cannot be read")
                .isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("daily key 'invoice' was opened with no format")
                .hasMessageContaining("engine.startAbove(\"invoice\", IdFormat.parse(");
        assertThatThrownBy(() -> e.startAbove("invoice", IdFormat.parse("{date:yyyyMMdd}{serial:6}"), "invoices", "number"))
                .isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("invoices.number").hasMessageContaining("does not hold whole numbers");
    }

    /** Noon UTC on 2026-06-15: the current period is that day (month, year) whatever the engine's zone. */
    private IdGenEngine onJune15(ExistingRowsRule rule) {
        return engine(IdGenEngine.builder(db.dataSource()).existingRows(rule)
                .timeSource(new SettableTimeSource(Instant.parse("2026-06-15T12:00:00Z").toEpochMilli())));
    }

    /**
     * Daily formatted ids stored as numbers (issue #38 item 1): the current period's serial starts above the
     * serials the column holds for that period (read back with the key's format; yesterday's restarted and
     * are not counted), INFO on first use; a later start over another writer's number moves it up (WARN).
     */
    @Test
    void dailyFormattedNumbersInANumericColumnStartAboveTheCurrentPeriodsSerials() {
        seed("BIGINT", 0);
        insert(20260614_999_999L); // yesterday's: its serials restarted today
        insert(20260615_000_001L);
        insert(20260615_000_003L);
        IdFormat daily = IdFormat.parse("{date:yyyyMMdd}{serial:6}");
        IdGenEngine first = onJune15(ExistingRowsRule.ADOPT);
        FormattedIdGenerator invoices = first.formatted("invoice", daily);
        TableStart start = first.startAbove("daily", "invoice", null, "owners", "id");
        assertThat(start.moved()).isTrue();
        assertThat(start.nextId()).isEqualTo(20260615_000_004L);
        assertThat(invoices.nextId()).isEqualTo("20260615000004");
        insert(20260615_000_004L);

        TableStart again = onJune15(ExistingRowsRule.ADOPT).startAbove("invoice", daily, "owners", "id");
        assertThat(again.moved()).as("above its table: nothing moves").isFalse();
        assertThat(again.nextId()).isGreaterThan(20260615_000_004L);

        insert(20260615_500_000L); // another writer, above the range the first engine holds
        IdGenEngine restarted = onJune15(ExistingRowsRule.ADOPT);
        FormattedIdGenerator later = restarted.formatted("invoice", daily);
        TableStart moved = restarted.startAbove("daily", "invoice", null, "owners", "id");
        assertThat(moved.moved()).isTrue();
        assertThat(moved.nextId()).isEqualTo(20260615_500_001L);
        assertThat(later.nextId()).isEqualTo("20260615500001");
        assertThat(restarted.startAbove("invoice", daily, "owners", "id").moved())
                .as("served here and above its table: nothing to move, nothing refused").isFalse();
    }

    @Test
    void aYearlyNumberIsRefusedByTheSwitchesAndAFormatThatMakesTextIsRefusedNamingTheFix() {
        seed("BIGINT", 0);
        insert(2026_000_041L);
        insert(2025_000_900L);
        IdFormat yearly = IdFormat.parse("{date:yyyy}{serial:6}");
        assertThatThrownBy(() -> onJune15(ExistingRowsRule.REFUSE).startAbove("invoice", yearly, "owners", "id"))
                .isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("table owners already holds 2026000041 in id (serial 41 of the period from 2026-01-01)")
                .hasMessageContaining("would hand out 2026000001 next")
                .hasMessageContaining("existing-rows=refuse");
        TableStart start = onJune15(ExistingRowsRule.ADOPT).startAbove("invoice", yearly, "owners", "id");
        assertThat(start.nextId()).isEqualTo(2026_000_042L);

        assertThatThrownBy(() -> onJune15(ExistingRowsRule.ADOPT)
                .startAbove("invoice", IdFormat.parse("INV{date:yyyy}{serial:6}"), "owners", "id"))
                .isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("cannot be read back with the format")
                .hasMessageContaining("'INV2026000001', which is no number")
                .hasMessageContaining("{date:yyyyMMdd}{serial:6}");
        assertThatThrownBy(() -> onJune15(ExistingRowsRule.ADOPT)
                .startAbove("invoice", IdFormat.parse("{serial:9}"), "owners", "id"))
                .isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("the format has no {date}");
    }
}
