package dev.idgen.jdbc.admin;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.SnowflakeLayout;
import dev.idgen.jdbc.internal.NamespaceLayouts;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * The rule of {@link WorkerAdmin#changeLayout}: the recorded not-before is the last timestamp at which
 * the new layout could compose an id at or below the largest id the old one may have issued (up to
 * its promise); every id of the new layout after it is above every old id, and at it one is not.
 */
class LayoutChangeRuleTest {

    private static final long EPOCH = SnowflakeLayout.DEFAULT_EPOCH.toEpochMilli();
    private static final long PROMISE = Instant.parse("2026-06-01T12:00:00Z").toEpochMilli();

    private static NamespaceLayouts.Recorded recorded(SnowflakeLayout l) {
        return new NamespaceLayouts.Recorded("ns", l.timestampBits(), l.datacenterBits(), l.workerBits(),
                l.sequenceBits(), l.epochMillis(), 0, 0);
    }

    private static long largestOldId(SnowflakeLayout old) {
        return old.compose(PROMISE, old.maxDatacenterId(), old.maxWorkerId(), old.maxSequence());
    }

    private static void assertTight(SnowflakeLayout old, SnowflakeLayout next, long notBefore) {
        long largest = largestOldId(old);
        assertThat(next.compose(notBefore + 1, 0, 0, 0)).as("the first timestamp after it is above every old id")
                .isGreaterThan(largest);
        assertThat(next.compose(notBefore, 0, 0, 0)).as("at it, some new id is not above").isLessThanOrEqualTo(largest);
    }

    @Test
    void tradingWorkerBitsForSequenceBitsWaitsOnlyPastThePromise() {
        SnowflakeLayout old = SnowflakeLayout.defaults();
        SnowflakeLayout next = SnowflakeLayout.builder().workerBits(8).sequenceBits(14).build();
        long notBefore = WorkerAdmin.notBefore(recorded(old), PROMISE, next);
        assertThat(notBefore).isEqualTo(PROMISE);
        assertTight(old, next, notBefore);
    }

    @Test
    void anEpochMovedLaterByDeltaWaitsDeltaPastThePromise() {
        SnowflakeLayout old = SnowflakeLayout.defaults();
        long delta = 3_600_000;
        SnowflakeLayout later = SnowflakeLayout.builder().epoch(Instant.ofEpochMilli(EPOCH + delta)).build();
        long notBefore = WorkerAdmin.notBefore(recorded(old), PROMISE, later);
        assertThat(notBefore).isEqualTo(PROMISE + delta);
        assertTight(old, later, notBefore);
    }

    @Test
    void anEarlierEpochDoesNotWaitAndMoreTimestampBitsWaitAboutAsLongAgain() {
        SnowflakeLayout old = SnowflakeLayout.defaults();
        SnowflakeLayout earlier = SnowflakeLayout.builder().epoch(Instant.parse("2024-01-01T00:00:00Z")).build();
        assertThat(WorkerAdmin.notBefore(recorded(old), PROMISE, earlier)).isLessThan(PROMISE);
        assertTight(old, earlier, WorkerAdmin.notBefore(recorded(old), PROMISE, earlier));

        SnowflakeLayout moreTime = SnowflakeLayout.builder().timestampBits(42).workerBits(9).build();
        long notBefore = WorkerAdmin.notBefore(recorded(old), PROMISE, moreTime);
        assertThat(notBefore - EPOCH).as("one bit less of shift: twice as far from the epoch")
                .isBetween(2 * (PROMISE - EPOCH), 2 * (PROMISE - EPOCH) + 2);
        assertTight(old, moreTime, notBefore);
    }

    @Test
    void aNamespaceThatIssuedNothingStartsAtTheNewEpoch() {
        SnowflakeLayout old = SnowflakeLayout.defaults();
        SnowflakeLayout next = SnowflakeLayout.builder().workerBits(8).sequenceBits(14).build();
        assertThat(WorkerAdmin.notBefore(recorded(old), 0, next)).isEqualTo(next.epochMillis() - 1);
    }
}
