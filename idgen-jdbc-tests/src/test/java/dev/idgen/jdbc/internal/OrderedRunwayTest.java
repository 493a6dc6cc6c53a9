package dev.idgen.jdbc.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdExhaustedException;
import dev.idgen.jdbc.ordered.OrderedStats;
import dev.idgen.testsupport.SettableTimeSource;
import java.time.Instant;
import java.time.Duration;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A slow-ordered (key, sub-key)'s runway (issue #38 item 5, "every key reports its runway"): ids left up to
 * the declared column's maximum (or {@code Long.MAX_VALUE}), the rate measured from round trips on the
 * engine's clock (settable here: nothing depends on the machine's speed), the date they run out, one WARN
 * per crossing under the horizon, and a refusal past the column's maximum.
 */
class OrderedRunwayTest {

    private static final long START = 1_700_000_000_000L;

    private final ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(1);
    private final SettableTimeSource time = new SettableTimeSource(START);
    private final EngineContext context = new EngineContext("test", executor, time, null, Duration.ofSeconds(5));
    private final InMemoryOrderedSource source = new InMemoryOrderedSource();

    @AfterEach
    void stop() {
        context.markClosed();
        executor.shutdownNow();
    }

    private OrderedAllocator allocator() {
        return new OrderedAllocator("im.message", "room-42", source, context, 1);
    }

    @Test
    void aDeclaredColumnGivesIdsLeftTheRateFromRoundTripsAndTheDateTheyRunOut() {
        OrderedAllocator a = allocator();
        a.limitTo(10_000, 10_000, "messages.id (SMALLINT)");
        OrderedStats before = a.stats();
        assertThat(before.column()).isEqualTo("messages.id (SMALLINT)");
        assertThat(before.columnMax()).isEqualTo(10_000);
        assertThat(before.idsLeft()).isEqualTo(10_000);
        assertThat(before.ratePerSecond()).isZero();
        assertThat(before.runsOutAt()).as("no rate yet: no date").isNull();
        assertThat(before.runsOutSeconds()).isInfinite();

        a.nextIds(100); // the first sample: the rate's start
        time.advanceMillis(500);
        a.nextIds(50); // under a second later: no sample, no cost
        assertThat(a.stats().ratePerSecond()).isZero();
        time.advanceMillis(9_500);
        a.nextIds(50); // 100 ids in the 10 s since the first sample
        OrderedStats s = a.stats();
        assertThat(s.ratePerSecond()).isEqualTo(10.0);
        assertThat(s.idsLeft()).isEqualTo(10_000 - 200);
        assertThat(s.runsOutSeconds()).isEqualTo(980.0);
        assertThat(s.runsOutAt()).isEqualTo(Instant.ofEpochMilli(START + 10_000 + 980_000));
        assertThat(a.runwayWarnings()).as("980 s left, under the default horizon of a year").isEqualTo(1);

        time.advanceMillis(1_000);
        a.nextIds(10);
        assertThat(a.runwayWarnings()).as("still under: no second WARN").isEqualTo(1);
    }

    @Test
    void withoutAColumnTheRunwayIsTheLongRangeAndASlowKeyIsNotWarned() {
        OrderedAllocator a = allocator();
        a.nextId();
        time.advanceMillis(60_000);
        a.nextIds(60);
        OrderedStats s = a.stats();
        assertThat(s.column()).isNull();
        assertThat(s.columnMax()).isEqualTo(Long.MAX_VALUE);
        assertThat(s.idsLeft()).isEqualTo(Long.MAX_VALUE - 61);
        assertThat(s.ratePerSecond()).isEqualTo(1.0);
        assertThat(s.runsOutAt()).isNotNull();
        assertThat(a.runwayWarnings()).isZero();
    }

    @Test
    void theHorizonSetByTheEngineIsHonoured() {
        OrderedAllocator a = allocator();
        a.limitTo(1_000_000, 1_000_000, "messages.id (INTEGER)");
        a.runwayWarningSeconds(1_000);
        a.nextIds(1);
        time.advanceMillis(1_000);
        a.nextIds(10); // 10 ids/s, 999 989 left: about 27 hours, above 1 000 s
        assertThat(a.runwayWarnings()).isZero();
        time.advanceMillis(1_000);
        a.nextIds(100_000); // 100 000 ids/s, 899 989 left: about 9 s, under 1 000 s
        assertThat(a.runwayWarnings()).isEqualTo(1);
    }

    @Test
    void aRoundTripPastTheColumnsMaximumIsRefusedNamingTheColumnAndTheFix() {
        OrderedAllocator a = allocator();
        a.limitTo(5, 5, "messages.id (TINYINT)");
        assertThat(a.nextIds(5)).containsExactly(1, 2, 3, 4, 5);
        assertThat(a.stats().idsLeft()).isZero();
        assertThatThrownBy(a::nextId)
                .isInstanceOf(IdExhaustedException.class)
                .hasMessageContaining("past the largest id 5 of column messages.id (TINYINT)")
                .hasMessageContaining("BIGINT");
    }
}
