package dev.idgen.jdbc.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.jdbc.segment.SegmentStats;
import dev.idgen.testsupport.SettableTimeSource;
import java.time.Instant;
import java.time.Duration;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A key whose id column is declared: its ranges are capped by what the column has left, so a restart
 * burns little of it (issue #38 item 5), and its runway (ids left, rate, the date they run out) is
 * reported and warned about. In-memory source, settable clock.
 */
class ColumnCapTest {

    private static final String INTEGER_COLUMN = "orders.id (INTEGER)";

    private final ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(2);
    private final SettableTimeSource time = new SettableTimeSource(1_700_000_000_000L);
    private final EngineContext context = new EngineContext("test", executor, time, null, Duration.ofSeconds(5));

    @AfterEach
    void stop() {
        context.markClosed();
        executor.shutdownNow();
    }

    /** The engine's defaults: ranges in [100, 100 000 000] that last 15 minutes, prefetch at 10 %. */
    private SegmentAllocator allocator(SegmentSource source, double runwayWarningSeconds) {
        SegmentSettings settings = new SegmentSettings(100, 100_000_000, 0.1, 900, runwayWarningSeconds);
        return new SegmentAllocator("order", "segment:order", "segment key 'order'", source, settings, context);
    }

    /** The run: 4 500 ids in about 2 s, then a restart. Returns the ids the restart threw away. */
    private long burnedByARestart(InMemorySegmentSource source, boolean integerColumn) {
        SegmentAllocator before = allocator(source, SegmentSettings.ONE_YEAR_SECONDS);
        if (integerColumn) {
            before.limitTo(Integer.MAX_VALUE, Integer.MAX_VALUE, INTEGER_COLUMN);
        }
        long last = 0;
        for (int i = 0; i < 4_500; i++) {
            last = before.nextId();
            if (i % 2 == 1) {
                time.advanceMillis(1); // 2 250 ids per simulated second
            }
        }
        awaitNoPendingFetch(before);
        before.onEngineClosed(); // the restart: what it held is gone
        SegmentAllocator after = allocator(source, SegmentSettings.ONE_YEAR_SECONDS);
        if (integerColumn) {
            after.limitTo(Integer.MAX_VALUE, Integer.MAX_VALUE, INTEGER_COLUMN);
        }
        long first = after.nextId();
        assertThat(first).isGreaterThan(last);
        return first - last - 1;
    }

    @Test
    void aRestartBurnsAtMostOneHundredThousandthOfWhatAnIntegerColumnHasLeft() {
        InMemorySegmentSource source = new InMemorySegmentSource(1000, false);
        long burned = burnedByARestart(source, true);
        assertThat(burned).isLessThanOrEqualTo(Integer.MAX_VALUE / 100_000);
        // every range, the prefetched ones too, at most 1/200 000 of what was left
        assertThat(source.sizes).allSatisfy(size -> assertThat(size).isLessThanOrEqualTo(Integer.MAX_VALUE / 200_000));
    }

    @Test
    void withoutADeclaredColumnTheStepFollowsTheRateAlone() {
        InMemorySegmentSource source = new InMemorySegmentSource(1000, false);
        long burned = burnedByARestart(source, false);
        // the rule the cap bounds: 15 minutes at the measured rate, far more than the cap would allow
        assertThat(burned).isGreaterThan(Integer.MAX_VALUE / 100_000);
    }

    @Test
    void theFirstRangeIsCappedByWhereTheRowStandsAndAFullColumnGetsOneIdPerRange() {
        InMemorySegmentSource source = new InMemorySegmentSource(1000, false);
        source.setMaxId("order", 32_000);
        SegmentAllocator a = allocator(source, SegmentSettings.ONE_YEAR_SECONDS);
        a.limitTo(Short.MAX_VALUE, Short.MAX_VALUE, "tags.id (SMALLINT)");
        for (int i = 0; i < 10; i++) {
            assertThat(a.nextId()).isEqualTo(32_000 + i);
        }
        // 768 ids left: 1/200 000 of them is less than one, so one id per range, never the row's step of 1000
        assertThat(source.sizes).allSatisfy(size -> assertThat(size).isEqualTo(1L));
    }

    @Test
    void theNarrowestDeclaredColumnCountsAndADeclarationReachesAKeyAlreadyServed() {
        InMemorySegmentSource source = new InMemorySegmentSource(1000, false);
        SegmentAllocator a = allocator(source, SegmentSettings.ONE_YEAR_SECONDS);
        a.nextId(); // first range of the row's own step, before any column was declared
        assertThat(source.sizes).containsExactly(1000L);
        a.limitTo(Integer.MAX_VALUE, Integer.MAX_VALUE, INTEGER_COLUMN);
        a.limitTo(Long.MAX_VALUE, Long.MAX_VALUE, "order_lines.order_id (BIGINT)");
        for (int i = 0; i < 5_000; i++) {
            a.nextId();
            time.advanceMillis(1);
        }
        awaitNoPendingFetch(a);
        assertThat(source.sizes.subList(1, source.sizes.size()))
                .allSatisfy(size -> assertThat(size).isLessThanOrEqualTo(Integer.MAX_VALUE / 200_000));
        assertThat(a.stats().column()).isEqualTo(INTEGER_COLUMN);
        assertThat(a.stats().columnMax()).isEqualTo(Integer.MAX_VALUE);
    }

    @Test
    void runwayIsTheIdsLeftInTheColumnAtTheMeasuredRate() {
        InMemorySegmentSource source = new InMemorySegmentSource(1000, false);
        SegmentAllocator a = allocator(source, SegmentSettings.ONE_YEAR_SECONDS);
        a.limitTo(Integer.MAX_VALUE, Integer.MAX_VALUE, INTEGER_COLUMN);
        for (int i = 0; i < 20_000; i++) {
            a.nextId();
            time.advanceMillis(1); // 1 000 ids per simulated second
        }
        awaitNoPendingFetch(a);
        SegmentStats s = a.stats();
        assertThat(s.ratePerSecond()).isPositive();
        long expectedLeft = Integer.MAX_VALUE - a.highWater() + 1 + s.remaining();
        assertThat(s.idsLeft()).isEqualTo(expectedLeft);
        long expectedMillis = (long) (expectedLeft / s.ratePerSecond() * 1000);
        assertThat(s.runsOutAt()).isEqualTo(Instant.ofEpochMilli(time.currentTimeMillis() + expectedMillis));
    }

    @Test
    void aKeyWithoutAColumnHasTheLongRangeAsRunwayAndNoDateBeforeARateIsMeasured() {
        InMemorySegmentSource source = new InMemorySegmentSource(1000, false);
        SegmentAllocator a = allocator(source, SegmentSettings.ONE_YEAR_SECONDS);
        a.nextId();
        awaitNoPendingFetch(a);
        SegmentStats s = a.stats();
        assertThat(s.column()).isNull();
        assertThat(s.columnMax()).isEqualTo(Long.MAX_VALUE);
        assertThat(s.idsLeft()).isEqualTo(Long.MAX_VALUE - a.highWater() + 1 + s.remaining());
        assertThat(s.runsOutAt()).isNull();
    }

    @Test
    void aRunwayUnderTheHorizonIsWarnedOncePerCrossing() {
        InMemorySegmentSource source = new InMemorySegmentSource(100, false);
        SegmentAllocator a = allocator(source, 6 * 3600); // warn under six hours
        a.limitTo(10_000_000, 10_000_000, "small.id");
        burst(a); // about 10 000 000 ids left at 1 000 ids/s: under three hours
        assertThat(a.runwayWarnings()).isEqualTo(1);
        burst(a);
        assertThat(a.runwayWarnings()).as("still under: no second WARN").isEqualTo(1);
        for (int i = 0; i < 3_000; i++) { // a trickle: the rate falls by halves, the runway rises above six hours
            a.nextId();
            time.advanceMillis(100_000);
        }
        awaitNoPendingFetch(a);
        assertThat(a.runwayWarnings()).isEqualTo(1);
        burst(a);
        assertThat(a.runwayWarnings()).as("crossed under again").isEqualTo(2);
    }

    private void burst(SegmentAllocator a) {
        for (int i = 0; i < 20_000; i++) {
            a.nextId();
            time.advanceMillis(1);
        }
        awaitNoPendingFetch(a);
    }

    private static void awaitNoPendingFetch(SegmentAllocator a) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        long lastReservations = -1;
        while (System.nanoTime() < deadline) {
            long r = a.stats().reservations();
            if (r == lastReservations) {
                return;
            }
            lastReservations = r;
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted", e);
            }
        }
        throw new AssertionError("fetches did not settle within 5 s");
    }
}
