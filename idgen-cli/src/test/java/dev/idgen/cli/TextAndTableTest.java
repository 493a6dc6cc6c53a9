package dev.idgen.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class TextAndTableTest {

    @Test
    void relativeTimesReadLikeSpeech() {
        assertThat(Text.expiry(12_400)).isEqualTo("in 12 s");
        assertThat(Text.expiry(-185_000)).isEqualTo("expired 3 min ago");
        assertThat(Text.expiry(0)).isEqualTo("expired 0 ms ago");
        assertThat(Text.relative(-450)).isEqualTo("450 ms ago");
        assertThat(Text.relative(3 * 3_600_000L)).isEqualTo("in 3 h");
        assertThat(Text.relative(90 * 60_000L)).isEqualTo("in 90 min");
        assertThat(Text.span(5 * 3_600_000L)).isEqualTo("5 h");
        assertThat(Text.span(3 * 86_400_000L)).isEqualTo("3 d");
    }

    @Test
    void numbersAndDurations() {
        assertThat(Text.count(1_234_567)).isEqualTo("1,234,567");
        assertThat(Text.rate(4_081_632.4)).isEqualTo("4,081,632");
        assertThat(Text.rate(Double.POSITIVE_INFINITY)).isEqualTo("-");
        assertThat(Text.nanos(85)).isEqualTo("85 ns");
        assertThat(Text.nanos(1_250)).isEqualTo("1.3 us");
        assertThat(Text.nanos(3_400_000)).isEqualTo("3.4 ms");
        assertThat(Text.nanos(1_250_000_000)).isEqualTo("1.25 s");
        assertThat(Text.iso(Instant.parse("2026-11-21T09:30:00.123456Z"))).isEqualTo("2026-11-21T09:30:00.123Z");
        assertThat(Text.plural(1, "key")).isEqualTo("1 key");
        assertThat(Text.plural(2, "key")).isEqualTo("2 keys");
    }

    @Test
    void messagesBecomeOneLineWithoutPasswords() {
        assertThat(Messages.oneLine("FATAL: no\n  Detail: none\r\nHint: x")).isEqualTo("FATAL: no Detail: none Hint: x");
        assertThat(Messages.oneLine("jdbc:postgresql://h/db?user=a&password=s3cret&ssl=true"))
                .isEqualTo("jdbc:postgresql://h/db?user=a&password=***&ssl=true");
        assertThat(Messages.rootCause(new RuntimeException("outer", new IllegalStateException("inner\ncause"))))
                .isEqualTo("inner cause");
    }

    @Test
    void tableAlignsTextLeftAndNumbersRight() {
        StringWriter s = new StringWriter();
        new Table().left("key").right("max id").left("note")
                .row("a", "1,001", "x")
                .row("longer.key", "7", null)
                .print(new PrintWriter(s, true));
        assertThat(s.toString().split("\\R")).containsExactly(
                "key         max id  note",
                "----------  ------  ----",
                "a            1,001  x",
                "longer.key       7  -");
    }

    @Test
    void tableRefusesRowsOfTheWrongWidth() {
        assertThatThrownBy(() -> new Table().left("a").row("1", "2"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("2 cells").hasMessageContaining("1 columns");
    }
}
