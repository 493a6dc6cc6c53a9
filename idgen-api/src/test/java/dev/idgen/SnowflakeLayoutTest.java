package dev.idgen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class SnowflakeLayoutTest {

    private static final long NOW = Instant.parse("2026-11-21T09:00:00Z").toEpochMilli();

    @Test
    void defaultsAre41_0_10_12FromThisDecadeAndLastUntil2094() {
        SnowflakeLayout l = SnowflakeLayout.defaults();
        assertThat(l.timestampBits()).isEqualTo(41);
        assertThat(l.datacenterBits()).isZero();
        assertThat(l.workerBits()).isEqualTo(10);
        assertThat(l.sequenceBits()).isEqualTo(12);
        assertThat(l.maxWorkerId()).isEqualTo(1023);
        assertThat(l.capacityPerMillisecond()).isEqualTo(4096);
        assertThat(l.epoch()).isEqualTo(Instant.parse("2025-01-01T00:00:00Z"));
        assertThat(l.expiresAt()).isAfter(Instant.parse("2094-01-01T00:00:00Z"));
    }

    @Test
    void composeAndDecodeRoundTripForRandomParts() {
        SnowflakeLayout l = SnowflakeLayout.builder().timestampBits(41).datacenterBits(3).workerBits(7).sequenceBits(12)
                .build(NOW);
        SplittableRandom r = new SplittableRandom(42);
        for (int i = 0; i < 100_000; i++) {
            long t = l.epochMillis() + r.nextLong(l.maxTimestampOffset() + 1);
            int dc = r.nextInt(l.maxDatacenterId() + 1);
            int w = r.nextInt(l.maxWorkerId() + 1);
            long s = r.nextLong(l.maxSequence() + 1);
            long id = l.compose(t, dc, w, s);
            assertThat(id).isNotNegative();
            SnowflakeId d = l.decode(id);
            assertThat(d.time().toEpochMilli()).isEqualTo(t);
            assertThat(d.datacenter()).isEqualTo(dc);
            assertThat(d.worker()).isEqualTo(w);
            assertThat(d.sequence()).isEqualTo(s);
        }
    }

    @Test
    void idsSortByTimeThenWorkerThenSequence() {
        SnowflakeLayout l = SnowflakeLayout.defaults();
        long t = NOW;
        assertThat(l.compose(t + 1, 0, 0, 0)).isGreaterThan(l.compose(t, 0, 1023, 4095));
        assertThat(l.compose(t, 0, 5, 1)).isGreaterThan(l.compose(t, 0, 5, 0));
    }

    @Test
    void decodeRendersForPeople() {
        SnowflakeLayout l = SnowflakeLayout.defaults();
        long id = l.compose(NOW, 0, 7, 42);
        assertThat(l.decode(id).toString()).isEqualTo(id + " = 2026-11-21T09:00:00Z dc 0 worker 7 seq 42");
    }

    @Test
    void bitsThatDoNotAddUpTo63AreRejectedWithTheSum() {
        assertThatThrownBy(() -> SnowflakeLayout.builder().timestampBits(41).workerBits(10).sequenceBits(13).build(NOW))
                .isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("add up to 63")
                .hasMessageContaining("= 64");
    }

    @Test
    void negativeAndOutOfRangeBitsAreRejected() {
        assertThatThrownBy(() -> SnowflakeLayout.builder().datacenterBits(-1).build(NOW))
                .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("datacenter bits").hasMessageContaining("was -1");
        assertThatThrownBy(() -> SnowflakeLayout.builder().sequenceBits(0).workerBits(22).build(NOW))
                .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("sequence bits").hasMessageContaining("was 0");
        assertThatThrownBy(() -> SnowflakeLayout.builder().timestampBits(28).workerBits(23).build(NOW))
                .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("timestamp bits").hasMessageContaining("was 28");
    }

    @Test
    void fewerWorkerBitsGiveMoreSequenceBits() {
        SnowflakeLayout l = SnowflakeLayout.builder().workerBits(5).sequenceBits(17).build(NOW);
        assertThat(l.maxWorkerId()).isEqualTo(31);
        assertThat(l.capacityPerMillisecond()).isEqualTo(131_072);
    }

    @Test
    void anEpochInTheFutureIsRejected() {
        assertThatThrownBy(() -> SnowflakeLayout.builder().epoch(Instant.parse("2030-01-01T00:00:00Z")).build(NOW))
                .isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("2030-01-01T00:00:00Z").hasMessageContaining("in the future");
    }

    @Test
    void aLayoutThatExpiresWithinTenYearsIsRefusedUnlessAllowed() {
        // 38 bits of milliseconds last about 8.7 years
        SnowflakeLayout.Builder b = SnowflakeLayout.builder().timestampBits(38).workerBits(13).sequenceBits(12)
                .epoch(Instant.parse("2026-01-01T00:00:00Z"));
        assertThatThrownBy(() -> b.build(NOW))
                .isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("runs out of timestamps at 2034-")
                .hasMessageContaining("allowExpiringWithin10Years");
        assertThat(b.allowExpiringWithin10Years().build(NOW).expiresAt()).isBefore(Instant.parse("2035-01-01T00:00:00Z"));
    }

    @Test
    void decoderRejectsNegativeIds() {
        assertThatThrownBy(() -> SnowflakeLayout.defaults().decode(-5))
                .isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("was -5");
    }

    @Test
    void workerAndDatacenterOutOfRangeAreRejected() {
        SnowflakeLayout l = SnowflakeLayout.defaults();
        assertThatThrownBy(() -> l.compose(NOW, 0, 1024, 0)).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("between 0 and 1023").hasMessageContaining("was 1024");
        assertThatThrownBy(() -> l.compose(NOW, 1, 0, 0)).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("datacenter id").hasMessageContaining("was 1");
        assertThatThrownBy(() -> l.compose(NOW, 0, 0, 4096)).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("was 4096");
    }

    @Test
    void theJavaScriptSafeLayoutsIdsStayBelow2To53() {
        SnowflakeLayout js = SnowflakeLayout.javaScriptSafe();
        assertThat(js.idBits()).isEqualTo(53);
        assertThat(js.maxWorkerId()).isEqualTo(31);
        assertThat(js.capacityPerMillisecond()).isEqualTo(128);
        assertThat(js.expiresAt()).isAfter(Instant.parse("2094-01-01T00:00:00Z"));
        long largest = js.compose(js.expiresAt().toEpochMilli(), 0, 31, 127);
        assertThat(largest).as("the largest id it can ever make").isEqualTo((1L << 53) - 1);
        assertThat(js.decode(js.compose(NOW, 0, 7, 9)).worker()).isEqualTo(7);
        assertThat(js.toString()).contains("41/0/5/7 (53-bit ids)");
    }

    @Test
    void idBitsOtherThan63AreDeclaredAndChecked() {
        assertThatThrownBy(() -> SnowflakeLayout.builder().idBits(53).build(NOW))
                .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("add up to 53 (idBits)")
                .hasMessageContaining("= 63");
        assertThatThrownBy(() -> SnowflakeLayout.builder().idBits(39).build(NOW))
                .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("id bits must be between 40 and 63");
        SnowflakeLayout l = SnowflakeLayout.builder().idBits(50).timestampBits(40).workerBits(4).sequenceBits(6).build(NOW);
        assertThat(l.idBits()).isEqualTo(50);
        assertThat(l.isJavaScriptSafe()).isTrue();
    }

    @Test
    void layoutsParseByName() {
        assertThat(SnowflakeLayout.parse("default")).isEqualTo(SnowflakeLayout.defaults());
        assertThat(SnowflakeLayout.parse(" JavaScript-Safe ")).isEqualTo(SnowflakeLayout.javaScriptSafe());
        assertThat(SnowflakeLayout.parse("41/5/5/12").datacenterBits()).isEqualTo(5);
        assertThatThrownBy(() -> SnowflakeLayout.parse("41/5/5")).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("'41/5/5'");
        assertThatThrownBy(() -> SnowflakeLayout.parse("41/5/5/13")).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("add up to 63");
    }

    /** Issue 39: what the region error suggests for the JavaScript-safe layout (41/2/3/7) must parse, as 53 bits. */
    @Test
    void javaScriptSafeBitsParseAsFiftyThreeBitIdsAndOtherTotalsAreRefused() {
        SnowflakeLayout regions = SnowflakeLayout.parse("41/2/3/7");
        assertThat(regions.idBits()).isEqualTo(53);
        assertThat(regions.isJavaScriptSafe()).isTrue();
        assertThat(regions.datacenterBits()).isEqualTo(2);
        assertThat(regions).isEqualTo(SnowflakeLayout.builder().idBits(53).timestampBits(41).datacenterBits(2)
                .workerBits(3).sequenceBits(7).build());
        assertThat(SnowflakeLayout.parse("41/0/5/7")).isEqualTo(SnowflakeLayout.javaScriptSafe());
        assertThat(SnowflakeLayout.parse("41/0/10/12").idBits()).isEqualTo(63);
        assertThatThrownBy(() -> SnowflakeLayout.parse("41/2/3/6")).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("'41/2/3/6'").hasMessageContaining("add up to 52")
                .hasMessageContaining("63").hasMessageContaining("53");
    }
}
