package dev.idgen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.format.IdFormat;
import org.junit.jupiter.api.Test;

class IdColumnsTest {

    @Test
    void anIdUpToIntegerMaxIsAnInt() {
        assertThat(IdColumns.toInt(1, "counter", "counter", "id")).isEqualTo(1);
        assertThat(IdColumns.toInt(Integer.MAX_VALUE, "counter", "counter", "id")).isEqualTo(Integer.MAX_VALUE);
        assertThat(IdColumns.toInts(new long[] {5, Integer.MAX_VALUE}, "counter", "counter", "id"))
                .containsExactly(5, Integer.MAX_VALUE);
    }

    @Test
    void anIdPastIntegerMaxIsRefusedNamingTableColumnKeyValueAndFix() {
        assertThatThrownBy(() -> IdColumns.toInt(Integer.MAX_VALUE + 1L, "counter", "counter", "id"))
                .isInstanceOf(IdExhaustedException.class)
                .hasMessage("idgen: key 'counter' handed out 2147483648 for column counter.id, an Integer column, past "
                        + "Integer.MAX_VALUE (2147483647); the id was not written, and the key never hands out numbers below "
                        + "it again. Fix: make counter.id a BIGINT column and regenerate the jOOQ classes (the column "
                        + "becomes Long)");
    }

    @Test
    void aBatchReachingPastIntegerMaxIsRefusedWhole() {
        assertThatThrownBy(() -> IdColumns.toInts(new long[] {Integer.MAX_VALUE, Integer.MAX_VALUE + 1L}, "c", "t", "id"))
                .isInstanceOf(IdExhaustedException.class)
                .hasMessageContaining("handed out 2147483648 for column t.id")
                .hasMessageContaining("none of the 2 ids was written");
    }

    @Test
    void aTextColumnNarrowerThanTheFormatIsRefusedNamingBothWidthsAndTheFix() {
        IdFormat format = IdFormat.parse("ORD{date:yyyyMMdd}{serial:7}");

        assertThatThrownBy(() -> IdColumns.checkWidth(format, 12, "order-no", "purchase", "number"))
                .isInstanceOf(IdGenConfigurationException.class)
                .hasMessage("idgen: column purchase.number holds 12 characters, and key 'order-no' with format "
                        + "ORD{date:yyyyMMdd}{serial:7} makes 18-character ids, which it cannot hold. Fix: make the column "
                        + "VARCHAR(18) or wider (and regenerate the jOOQ classes), or shorten the format");
        assertThatCode(() -> IdColumns.checkWidth(format, 18, "k", "t", "c")).doesNotThrowAnyException();
        assertThatCode(() -> IdColumns.checkWidth(format, 0, "k", "t", "c")).as("unknown or unlimited width")
                .doesNotThrowAnyException();
    }
}
