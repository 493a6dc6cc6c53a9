package dev.idgen.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.InvalidIdRequestException;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class CrockfordBase32Test {

    @Test
    void roundTripsShortestAndFixedForms() {
        SplittableRandom r = new SplittableRandom(3);
        for (int i = 0; i < 100_000; i++) {
            long v = i < 1000 ? i : r.nextLong(Long.MAX_VALUE);
            String s = CrockfordBase32.encode(v);
            assertThat(s.length()).isLessThanOrEqualTo(13);
            assertThat(CrockfordBase32.decode(s)).isEqualTo(v);
            assertThat(CrockfordBase32.decode(s.toLowerCase())).isEqualTo(v);
        }
        assertThat(CrockfordBase32.encode(Long.MAX_VALUE)).isEqualTo("7ZZZZZZZZZZZZ");
        assertThat(CrockfordBase32.encode(0)).isEqualTo("0");
        assertThat(CrockfordBase32.encodeFixed(31, 4)).isEqualTo("000Z");
    }

    @Test
    void readsLookAlikesAndHyphensAsTheSpecificationSays() {
        assertThat(CrockfordBase32.decode("1O-Il")).isEqualTo(CrockfordBase32.decode("1011")).isEqualTo(32 * 32 * 32 + 32 + 1);
    }

    @Test
    void rejectsWhatIsNotBase32OrTooLarge() {
        assertThatThrownBy(() -> CrockfordBase32.decode("AB U")).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("' ' at index 2");
        assertThatThrownBy(() -> CrockfordBase32.decode("ABU")).hasMessageContaining("'U' at index 2");
        assertThatThrownBy(() -> CrockfordBase32.decode("8000000000000")).hasMessageContaining("too large");
        assertThatThrownBy(() -> CrockfordBase32.decode("")).hasMessageContaining("empty");
        assertThatThrownBy(() -> CrockfordBase32.encode(-1)).hasMessageContaining("was -1");
        assertThatThrownBy(() -> CrockfordBase32.encodeFixed(32, 1)).hasMessageContaining("more than the width 1");
    }
}
