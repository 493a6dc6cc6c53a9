package dev.idgen.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Test;

class LatencyHistogramTest {

    @Test
    void smallValuesAreExact() {
        LatencyHistogram h = new LatencyHistogram();
        for (int i = 1; i <= 100; i++) {
            h.record(i % 50); // 0..49, twice each
        }
        assertThat(h.percentile(0.5)).isEqualTo(24);
        assertThat(h.percentile(1.0)).isEqualTo(49);
        assertThat(h.max()).isEqualTo(49);
        assertThat(h.count()).isEqualTo(100);
    }

    @Test
    void largeValuesAreWithinFourPercent() {
        LatencyHistogram h = new LatencyHistogram();
        long[] values = new long[10_000];
        for (int i = 0; i < values.length; i++) {
            values[i] = ThreadLocalRandom.current().nextLong(100, 50_000_000);
            h.record(values[i]);
        }
        java.util.Arrays.sort(values);
        assertThat((double) h.percentile(0.5)).isCloseTo(values[4_999], within(values[4_999] * 0.04));
        assertThat((double) h.percentile(0.99)).isCloseTo(values[9_899], within(values[9_899] * 0.04));
        assertThat(h.max()).isEqualTo(values[9_999]);
    }

    @Test
    void bucketsCoverEveryLongAndBoundsAreMonotonic() {
        long previous = -1;
        for (int i = 0; i <= LatencyHistogram.index(Long.MAX_VALUE); i++) {
            long lower = LatencyHistogram.lowerBound(i);
            assertThat(lower).isGreaterThan(previous);
            assertThat(LatencyHistogram.index(lower)).isEqualTo(i);
            previous = lower;
        }
    }

    @Test
    void mergesAndHandlesEmpty() {
        LatencyHistogram a = new LatencyHistogram();
        assertThat(a.percentile(0.99)).isZero();
        LatencyHistogram b = new LatencyHistogram();
        b.record(1_000_000);
        a.record(10);
        a.add(b);
        assertThat(a.count()).isEqualTo(2);
        assertThat(a.max()).isEqualTo(1_000_000);
        assertThat(a.percentile(0.5)).isEqualTo(10);
    }
}
