package dev.idgen.jdbc.daily;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.InvalidIdRequestException;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.GeneratorStats;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.IdGenEngineBuilder;
import dev.idgen.jdbc.contract.AbstractDatabaseContract;
import dev.idgen.testsupport.SettableTimeSource;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Daily sequences on a real PostgreSQL: midnight, caps, restarts, zones, rows of their own, strict ones. */
class DailySequencePostgresTest extends AbstractDatabaseContract {

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
    void numbersRestartAtOneAtMidnightAndABatchKeepsTheDayItBeganOn() {
        DailySequence orders = engine().daily("order");
        assertThat(orders.next()).isEqualTo(new DailySerial(LocalDate.of(2026, 11, 21), 1));
        DailySerial[] batch = orders.next(500);
        assertThat(batch).allSatisfy(s -> assertThat(s.day()).isEqualTo(LocalDate.of(2026, 11, 21)));
        // one reservation of its own: contiguous, and never a serial handed out before
        assertThat(batch[499].serial() - batch[0].serial()).isEqualTo(499);
        assertThat(batch[0].serial()).isGreaterThan(1);
        clock.advanceMillis(1); // 2026-11-22T00:00:00.000Z
        assertThat(orders.next()).isEqualTo(new DailySerial(LocalDate.of(2026, 11, 22), 1));
        assertThat(orders.next()).isEqualTo(new DailySerial(LocalDate.of(2026, 11, 22), 2));
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_daily WHERE biz_tag = 'order'")).isEqualTo(2);
        assertThat(db.queryLong("SELECT MAX(max_step) FROM idgen_daily WHERE biz_tag = 'order'"))
                .as("day rows are capped so serials stay within a format's width").isEqualTo(10_000);
    }

    @Test
    void aBurstCannotGrowADaysRangePastItsCap() {
        DailySequence burst = engine(IdGenEngine.builder(db.dataSource()).dailyMaxStep(500)).daily("burst");
        for (int i = 0; i < 20; i++) {
            burst.next(2_000);
        }
        assertThat(db.queryLong("SELECT max_step FROM idgen_daily WHERE biz_tag = 'burst' AND serial_day = DATE '2026-11-21'")).isEqualTo(500);
        long maxId = db.queryLong("SELECT max_id FROM idgen_daily WHERE biz_tag = 'burst' AND serial_day = DATE '2026-11-21'");
        assertThat(maxId).as("40 000 serials taken, at most one 500-range (plus batches) ahead").isLessThan(40_000 + 2_500);
    }

    @Test
    void aRestartNeverReissuesADaysSerial() {
        IdGenEngine first = engine();
        long last = first.daily("order").next(50)[49].serial();
        first.close();
        DailySerial next = engine().daily("order").next();
        assertThat(next.day()).isEqualTo(LocalDate.of(2026, 11, 21));
        assertThat(next.serial()).isGreaterThan(last);
    }

    @Test
    void theDayFollowsTheConfiguredTimeZoneNotTheJvms() {
        // 23:59:59.999 UTC is already 07:59:59.999 on the 22nd in Shanghai
        DailySequence shanghai = engine(IdGenEngine.builder(db.dataSource()).dailyZone(ZoneId.of("Asia/Shanghai")))
                .daily("order");
        assertThat(shanghai.next().day()).isEqualTo(LocalDate.of(2026, 11, 22));
        assertThat(engine().daily("order").next().day()).isEqualTo(LocalDate.of(2026, 11, 21));
    }

    /**
     * Days live in idgen_daily, not among the segment keys: a segment key spelled like a day of a
     * daily key (the way day rows used to be named) is a counter of its own.
     */
    @Test
    void aSegmentKeyShapedLikeADayDoesNotShareTheDaysCounter() {
        IdGenEngine e = engine();
        assertThat(e.daily("order").next()).isEqualTo(new DailySerial(LocalDate.of(2026, 11, 21), 1));
        long[] lookalike = e.segment("order:day:20261121").nextIds(3);
        assertThat(lookalike).containsExactly(1, 2, 3);
        assertThat(e.daily("order").next().serial()).as("the day's counter is untouched by the segment key").isEqualTo(2);
        IdGenEngine other = engine();
        assertThat(other.segment("order:day:20261121").nextId()).isGreaterThan(3);
        assertThat(other.daily("order").next().serial()).as("a second node: above the first node's range of the day")
                .isGreaterThan(2);
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment WHERE biz_tag = 'order:day:20261121'")).isEqualTo(1);
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_daily WHERE biz_tag = 'order'")).isEqualTo(1);
    }
    @Test
    void strictSerialsFollowEachOtherAcrossNodesAndRestartAtMidnight() {
        DailySequence a = engine().daily("invoice", true);
        DailySequence b = engine().daily("invoice", true);
        LocalDate day = LocalDate.of(2026, 11, 21);
        // each call one committed step on the day's row: no ranges in memory, so the next node's
        // serial follows the last one's exactly
        assertThat(new DailySerial[] {a.next(), b.next(), a.next(), b.next()}).containsExactly(
                new DailySerial(day, 1), new DailySerial(day, 2), new DailySerial(day, 3), new DailySerial(day, 4));
        DailySerial[] batch = b.next(3);
        assertThat(batch).extracting(DailySerial::serial).containsExactly(5L, 6L, 7L);
        assertThat(db.queryLong("SELECT max_id - 1 FROM idgen_daily WHERE biz_tag = 'invoice' "
                + "AND serial_day = DATE '2026-11-21'")).as("the row counts exactly the serials handed out").isEqualTo(7);
        clock.advanceMillis(1);
        assertThat(a.next()).isEqualTo(new DailySerial(LocalDate.of(2026, 11, 22), 1));
        assertThat(b.next()).isEqualTo(new DailySerial(LocalDate.of(2026, 11, 22), 2));
        assertThat(a.stats()).extracting(GeneratorStats::generator)
                .contains("strict-daily:invoice/2026-11-21", "strict-daily:invoice/2026-11-22");
    }

    @Test
    void strictAndTrendSequencesOfOneKeyShareTheDaysRowAndNeverRepeatASerial() {
        IdGenEngine e = engine();
        Set<Long> seen = new HashSet<>();
        for (int i = 0; i < 300; i++) {
            long serial = (i % 3 == 0 ? e.daily("mixed", true) : e.daily("mixed")).next().serial();
            assertThat(seen.add(serial)).as("serial %d handed out twice", serial).isTrue();
        }
        assertThat(e.generator("strict-daily", "mixed").nextId()).as("by name too").isGreaterThan(Collections.max(seen));
    }

    @Test
    void strictFormattedIdsSortInTheOrderTheyWereIssuedAndNeedADate() {
        IdFormat format = IdFormat.parse("INV{date:yyyyMMdd}{serial:6}");
        FormattedIdGenerator a = engine().formatted("invoice", format, true);
        FormattedIdGenerator b = engine().formatted("invoice", format, true);
        assertThat(List.of(a.nextId(), b.nextId(), a.nextId())).containsExactly("INV20261121000001", "INV20261121000002",
                "INV20261121000003");
        assertThatThrownBy(() -> engine().formatted("invoice", IdFormat.parse("INV{serial:6}"), true))
                .isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("INV{serial:6}")
                .hasMessageContaining("need a {date}");
    }
}
