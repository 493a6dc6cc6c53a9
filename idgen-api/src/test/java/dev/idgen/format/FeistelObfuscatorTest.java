package dev.idgen.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.InvalidIdRequestException;
import java.util.BitSet;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class FeistelObfuscatorTest {

    @Test
    void isABijectionOnAWholeSmallDomain() {
        for (int bits : new int[] {2, 3, 15, 16, 17}) {
            FeistelObfuscator f = new FeistelObfuscator(0xC0FFEEL, bits);
            int max = (int) f.maxId();
            BitSet seen = new BitSet(max + 1);
            for (int x = 1; x <= max; x++) {
                long y = f.encode(x);
                assertThat(y).isBetween(1L, (long) max);
                assertThat(seen.get((int) y)).as("collision at " + x + " (" + bits + " bits)").isFalse();
                seen.set((int) y);
                assertThat(f.decode(y)).isEqualTo(x);
            }
            assertThat(seen.cardinality()).isEqualTo(max);
        }
    }

    @Test
    void roundTripsAndStaysUniqueOnALargeSampleOf63BitIds() {
        FeistelObfuscator f = new FeistelObfuscator(42L);
        SplittableRandom r = new SplittableRandom(7);
        Set<Long> outputs = new HashSet<>();
        for (int i = 0; i < 200_000; i++) {
            long x = i < 100_000 ? i + 1 : 1 + r.nextLong(Long.MAX_VALUE);
            long y = f.encode(x);
            assertThat(y).isPositive();
            assertThat(f.decode(y)).isEqualTo(x);
            outputs.add(y);
        }
        assertThat(outputs).hasSize(200_000);
        assertThat(f.decode(f.encode(Long.MAX_VALUE))).isEqualTo(Long.MAX_VALUE);
        assertThat(f.decode(f.encode(1))).isEqualTo(1);
    }

    @Test
    void consecutiveIdsRevealNoOrder() {
        FeistelObfuscator f = new FeistelObfuscator(42L);
        int increasing = 0;
        long previous = f.encode(1);
        for (long x = 2; x <= 10_001; x++) {
            long y = f.encode(x);
            if (y > previous) {
                increasing++;
            }
            previous = y;
        }
        assertThat(increasing).as("about half the steps go up, as for random values").isBetween(4_700, 5_300);
    }

    @Test
    void differentKeysGiveDifferentPermutations() {
        assertThat(new FeistelObfuscator(1).encode(1000)).isNotEqualTo(new FeistelObfuscator(2).encode(1000));
    }

    @Test
    void valuesOutsideTheDomainAreRejected() {
        FeistelObfuscator f = new FeistelObfuscator(1L, 40);
        assertThatThrownBy(() -> f.encode(0)).isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("was 0");
        assertThatThrownBy(() -> f.encode(-5)).isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("was -5");
        assertThatThrownBy(() -> f.decode(1L << 40)).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("40 bits");
        assertThatThrownBy(() -> new FeistelObfuscator(1L, 64)).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("was 64");
    }
}
