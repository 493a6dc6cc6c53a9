package dev.idgen.jdbc.daily;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.IdGenEngineBuilder;
import dev.idgen.jdbc.contract.AbstractDatabaseContract;
import dev.idgen.testsupport.SettableTimeSource;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;

/** Daily sequences on a real PostgreSQL: midnight, caps, restarts, zones, rows of their own. */
class DailySequencePostgresTest extends AbstractDatabaseContract {

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
}
