package dev.idgen.jdbc.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdGenerator;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.format.IdFormat;
import dev.idgen.format.SerialPeriod;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.daily.DailySerial;
import dev.idgen.jdbc.daily.FormattedIdGenerator;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.SettableTimeSource;
import dev.idgen.testsupport.TestDatabase;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.function.Consumer;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;

/**
 * Business numbers restart by the period their format's date names (issue #28), the same on every
 * database: a monthly number does not repeat on the second day of the month, a yearly one not in
 * the next month, a weekly one not across New Year; each period is a row of its own
 * (key, period, first day), so a key's sequences of different periods never share a counter, and
 * the daily rows written before migration V6 keep serving.
 */
abstract class AbstractSerialPeriodContractTest extends AbstractDatabaseContract {

    /** This contract never uses the slow-ordered strategy: its database is migrated without those tables. */
    @Override
    protected boolean slowOrderedTables() {
        return false;
    }


    private final SettableTimeSource clock = new SettableTimeSource(at("2024-01-01T10:00:00Z"));

    private static long at(String instant) {
        return Instant.parse(instant).toEpochMilli();
    }

    private void today(String day) {
        clock.setMillis(at(day + "T10:00:00Z"));
    }

    private IdGenEngine clocked() {
        return engine(IdGenEngine.builder(db.dataSource()).timeSource(clock));
    }

    private long rows(String where) {
        return db.queryLong("SELECT COUNT(*) FROM idgen_daily WHERE " + where);
    }

    @Test
    @VersionSensitive
    void aMonthlyNumberDoesNotRepeatOnTheSecondDayAndRestartsNextMonth() {
        IdFormat monthly = IdFormat.parse("INV{date:yyyyMM}{serial:5}");
        FormattedIdGenerator invoices = clocked().formatted("invoice", monthly);
        assertThat(invoices.nextId()).isEqualTo("INV20240100001");
        today("2024-01-02");
        assertThat(invoices.nextId()).as("the second day of the month continues the month's serial").isEqualTo("INV20240100002");
        today("2024-01-31");
        assertThat(invoices.nextIds(2, v -> { })).containsExactly("INV20240100003", "INV20240100004");
        today("2024-02-01");
        assertThat(invoices.nextId()).as("a new month restarts at 1").isEqualTo("INV20240200001");

        assertThat(rows("biz_tag = 'invoice' AND serial_period = 'MONTH'")).as("a row per month, not per day").isEqualTo(2);
        assertThat(rows("biz_tag = 'invoice' AND serial_period = 'MONTH' AND serial_day = DATE '2024-01-01'")).isEqualTo(1);
        assertThat(rows("serial_period <> 'MONTH'")).isZero();
    }

    @Test
    void aYearlyNumberDoesNotRepeatWithinTheYearAndRestartsOnNewYear() {
        FormattedIdGenerator invoices = clocked().formatted("invoice", IdFormat.parse("INV{date:yyyy}{serial:6}"));
        assertThat(invoices.nextId()).isEqualTo("INV2024000001");
        today("2024-02-01");
        assertThat(invoices.nextId()).isEqualTo("INV2024000002");
        today("2024-12-31");
        assertThat(invoices.nextId()).isEqualTo("INV2024000003");
        today("2025-01-01");
        assertThat(invoices.nextId()).isEqualTo("INV2025000001");
        assertThat(rows("serial_period = 'YEAR' AND serial_day IN (DATE '2024-01-01', DATE '2025-01-01')")).isEqualTo(2);
    }

    @Test
    void aWeeklyNumberFollowsIsoWeeksAcrossNewYear() {
        FormattedIdGenerator tickets = clocked().formatted("ticket", IdFormat.parse("W{date:YYYYww}{serial:4}"));
        today("2020-12-28"); // Monday of ISO week 53 of 2020
        assertThat(tickets.nextId()).isEqualTo("W2020530001");
        today("2021-01-03"); // Sunday: still week 53 of week-based year 2020
        assertThat(tickets.nextId()).isEqualTo("W2020530002");
        today("2021-01-04"); // Monday: week 1 of 2021
        assertThat(tickets.nextId()).isEqualTo("W2021010001");
        assertThat(rows("serial_period = 'WEEK' AND serial_day IN (DATE '2020-12-28', DATE '2021-01-04')")).isEqualTo(2);
    }

    @Test
    void aStrictMonthlyNumberAlsoRestartsByMonth() {
        FormattedIdGenerator invoices = clocked().formatted("invoice", IdFormat.parse("INV{date:yyyyMM}{serial:5}"), true);
        assertThat(invoices.nextId()).isEqualTo("INV20240100001");
        today("2024-01-02");
        assertThat(invoices.nextId()).isEqualTo("INV20240100002");
        today("2024-02-10");
        assertThat(invoices.nextId()).isEqualTo("INV20240200001");
        assertThat(rows("serial_period = 'MONTH'")).isEqualTo(2);
    }

    /**
     * Before V6 a key's day row, its January row and its 2024 row were one row (key, 2024-01-01):
     * now each period is a row of its own, and the ids of a key whose pattern moves from monthly to
     * yearly stay unique.
     */
    @Test
    void aKeysSequencesOfDifferentPeriodsNeverShareARow() {
        IdGenEngine e = clocked();
        List<String> ids = new ArrayList<>();
        FormattedIdGenerator monthly = e.formatted("invoice", IdFormat.parse("INV{date:yyyyMM}{serial:5}"));
        ids.add(monthly.nextId());
        assertThat(e.daily("invoice").next()).isEqualTo(new DailySerial(LocalDate.of(2024, 1, 1), 1));
        ids.add(monthly.nextId());
        today("2024-02-15");
        ids.add(monthly.nextId());
        // the pattern changes to a yearly one
        FormattedIdGenerator yearly = e.formatted("invoice", IdFormat.parse("INV{date:yyyy}-{serial:6}"));
        ids.add(yearly.nextId());
        ids.add(yearly.nextId());
        today("2024-03-01");
        ids.add(yearly.nextId());
        // the year's row starts above the serials of the key's day rows of 2024 (daily("invoice") took a range of
        // 100 on January 1st): a gap, never a repeat; see PeriodFloor
        long dayEnd = db.queryLong("SELECT max_id FROM idgen_daily WHERE biz_tag = 'invoice' AND serial_period = 'DAY'");
        assertThat(ids).containsExactly("INV20240100001", "INV20240100002", "INV20240200001",
                String.format("INV2024-%06d", dayEnd), String.format("INV2024-%06d", dayEnd + 1),
                String.format("INV2024-%06d", dayEnd + 2));
        assertThat(new HashSet<>(ids)).hasSameSizeAs(ids);
        assertThat(rows("biz_tag = 'invoice' AND serial_day = DATE '2024-01-01'"))
                .as("the day, the month and the year that start on 2024-01-01 are three rows").isEqualTo(3);
        assertThat(rows("biz_tag = 'invoice' AND serial_period = 'YEAR'")).as("the yearly sequence starts a row of its own")
                .isEqualTo(1);
        assertThat(e.formatted("invoice", IdFormat.parse("INV{date:yyyyMM}{serial:5}")).nextId())
                .as("back to monthly in March: March's own row").isEqualTo("INV20240300001");
    }

    @Test
    @VersionSensitive
    void theDatabaseRefusesARowWhoseDayIsNotTheFirstOfItsPeriod() {
        db.execute("INSERT INTO idgen_daily (biz_tag, serial_period, serial_day) VALUES ('ok', 'MONTH', DATE '2024-02-01')");
        db.execute("INSERT INTO idgen_daily (biz_tag, serial_period, serial_day) VALUES ('ok', 'WEEK', DATE '2024-01-01')");
        for (String bad : new String[] {"'MONTH', DATE '2024-02-02'", "'YEAR', DATE '2024-02-01'", "'WEEK', DATE '2024-01-02'",
                "'HOUR', DATE '2024-01-01'"}) {
            assertThatThrownBy(() -> db.execute("INSERT INTO idgen_daily (biz_tag, serial_period, serial_day) VALUES ('bad', "
                    + bad + ")")).as(bad).satisfies(t -> assertThat(t.getMessage()).containsIgnoringCase("idgen_daily_serial"));
        }
        assertThat(rows("biz_tag = 'bad'")).isZero();
    }

    @Test
    void aBadCountIsRefusedBeforeAnythingIsReserved() {
        IdGenEngine e = clocked();
        FormattedIdGenerator monthly = e.formatted("invoice", IdFormat.parse("INV{date:yyyyMM}{serial:5}"));
        FormattedIdGenerator plain = e.formatted("ticket", IdFormat.parse("T{serial:6}"));
        Consumer<IdFormat.Values> none = v -> { };
        for (int count : new int[] {-1, 0, IdGenerator.MAX_BATCH_SIZE + 1, Integer.MAX_VALUE}) {
            assertThatThrownBy(() -> monthly.nextIds(count, none)).as("count " + count)
                    .isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("was " + count);
            assertThatThrownBy(() -> plain.nextIds(count, none)).as("count " + count)
                    .isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("was " + count);
        }
        assertThat(rows("1 = 1")).as("no period row was created").isZero();
        assertThat(monthly.nextIds(2, none)).containsExactly("INV20240100001", "INV20240100002");
    }

    /**
     * A database migrated to V5 with day rows in use, then to the latest version: the day continues,
     * and a monthly or yearly format that drew from day rows before V6 (repeating its numbers every
     * day) starts its period's row above all of them, so it does not hand them out once more.
     */
    @Test
    @VersionSensitive
    void daysWrittenBeforeV6KeepServing() {
        try (TestDatabase old = newDatabase()) {
            Flyway latest = IdGenMigrations.flyway(old.dataSource(), old.dialect());
            Flyway.configure().configuration(latest.getConfiguration()).target("5").load().migrate();
            // as the V5 engine left it: 'order' handed out serials 1..100 of 2024-01-01
            old.execute("INSERT INTO idgen_daily (biz_tag, serial_day, max_id, step) VALUES ('order', DATE '2024-01-01', 101, 100)");
            // INV{date:yyyyMM}{serial:5} before V6: a day row per day, serials 1..300 on the 1st, 1..500 on the 2nd
            old.execute("INSERT INTO idgen_daily (biz_tag, serial_day, max_id, step) VALUES ('invoice', DATE '2024-01-01', 301, 100)");
            old.execute("INSERT INTO idgen_daily (biz_tag, serial_day, max_id, step) VALUES ('invoice', DATE '2024-01-02', 501, 100)");
            old.execute("INSERT INTO idgen_daily (biz_tag, serial_day, max_id, step) VALUES ('invoice', DATE '2024-02-01', 901, 100)");
            IdGenMigrations.migrate(old.dataSource());
            assertThat(old.queryLong("SELECT COUNT(*) FROM idgen_daily WHERE serial_period = 'DAY'")).isEqualTo(4);

            try (IdGenEngine e = IdGenEngine.builder(old.dataSource()).timeSource(clock).build()) {
                assertThat(e.daily("order").next()).isEqualTo(new DailySerial(LocalDate.of(2024, 1, 1), 101));
                assertThat(e.formatted("order", IdFormat.parse("ORD{date:yyyyMMdd}{serial:5}")).nextId())
                        .as("a daily format draws from the same day row").isEqualTo("ORD2024010100102");
                assertThat(old.queryLong("SELECT COUNT(*) FROM idgen_daily WHERE biz_tag = 'order'")).as("no second row for the day")
                        .isEqualTo(1);
                assertThat(e.daily("order").period()).isEqualTo(SerialPeriod.DAY);

                today("2024-01-02");
                assertThat(e.formatted("invoice", IdFormat.parse("INV{date:yyyyMM}{serial:5}")).nextId())
                        .as("above the 500 serials January's day rows handed out").isEqualTo("INV20240100501");
                assertThat(e.formatted("invoice", IdFormat.parse("INV{date:yyyy}-{serial:5}"), true).nextId())
                        .as("above every day row of 2024").isEqualTo("INV2024-00901");
                today("2024-03-01");
                assertThat(e.formatted("invoice", IdFormat.parse("INV{date:yyyyMM}{serial:5}")).nextId())
                        .as("a month without day rows starts at 1").isEqualTo("INV20240300001");
            }
        }
    }
}
