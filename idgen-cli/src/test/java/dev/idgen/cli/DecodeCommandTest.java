package dev.idgen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.SnowflakeLayout;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** decode: offline, every id checked before printing, usage errors for bad ids, layouts and formats. */
class DecodeCommandTest {

    @TempDir
    Path dir;

    @Test
    void decodesSnowflakeIdsOfTheDefaultLayout() {
        long id = SnowflakeLayout.defaults().compose(Instant.parse("2026-01-02T03:04:05.678Z").toEpochMilli(), 0, 7, 42);
        long next = SnowflakeLayout.defaults().compose(Instant.parse("2026-01-02T03:04:05.678Z").toEpochMilli(), 0, 7, 43);
        Cli.Result r = Cli.run(Cli.context(dir), "decode", String.valueOf(id), String.valueOf(next));
        assertThat(r.exitCode()).as(r.toString()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.outLines().get(0)).contains("41/0/10/12").contains("2025-01-01T00:00:00Z");
        assertThat(r.outLines().get(3)).matches(id + "\\s+2026-01-02T03:04:05.678Z\\s+.+ ago\\s+0\\s+7\\s+42");
        assertThat(r.outLines().get(4)).matches(next + "\\s+2026-01-02T03:04:05.678Z\\s+.+ ago\\s+0\\s+7\\s+43");
        assertThat(dir.resolve(".idgen")).doesNotExist();
    }

    @Test
    void decodesWithALayoutAndEpochOfYourOwn() {
        SnowflakeLayout layout = SnowflakeLayout.builder().timestampBits(41).datacenterBits(5).workerBits(5)
                .sequenceBits(12).epoch(Instant.parse("2020-01-01T00:00:00Z")).build();
        long id = layout.compose(Instant.parse("2024-06-01T12:00:00Z").toEpochMilli(), 3, 17, 5);
        Cli.Result r = Cli.run(Cli.context(dir), "decode", String.valueOf(id), "--layout", "41/5/5/12",
                "--epoch", "2020-01-01");
        assertThat(r.exitCode()).as(r.toString()).isZero();
        assertThat(r.out()).contains("41/5/5/12").containsPattern(id + "\\s+2024-06-01T12:00:00Z\\s+.+ ago\\s+3\\s+17\\s+5");
    }

    @Test
    void decodesFormattedIds() {
        Cli.Result r = Cli.run(Cli.context(dir), "decode", "ORD20261121030000123", "--format",
                "ORD{date:yyyyMMdd}{worker:2}{serial:7}");
        assertThat(r.exitCode()).as(r.toString()).isZero();
        assertThat(r.out()).contains("20 characters").containsPattern("ORD20261121030000123\\s+2026-11-21\\s+3\\s+123");
    }

    @Test
    void badIdsLayoutsAndFormatsAreOneLineUsageErrors() {
        assertUsage(Cli.run(Cli.context(dir), "decode", "12", "ORD123"), "'ORD123' is not a snowflake id", "--format");
        assertUsage(Cli.run(Cli.context(dir), "decode", "-5"), "never negative");
        assertUsage(Cli.run(Cli.context(dir), "decode", "12", "--layout", "41/10/12"), "--layout '41/10/12'", "41/0/10/12");
        assertUsage(Cli.run(Cli.context(dir), "decode", "12", "--layout", "41/0/10/11"), "add up to 63");
        assertUsage(Cli.run(Cli.context(dir), "decode", "12", "--epoch", "yesterday"), "--epoch 'yesterday'");
        assertUsage(Cli.run(Cli.context(dir), "decode", "12", "--epoch", "2999-01-01"), "in the future");
        assertUsage(Cli.run(Cli.context(dir), "decode", "ORD1", "--format", "ORD{serial:3}"), "expected 6 characters");
        assertUsage(Cli.run(Cli.context(dir), "decode", "X", "--format", "ORD{serial:3"), "never closed");
        assertUsage(Cli.run(Cli.context(dir), "decode", "X", "--format", "A{serial:3}", "--layout", "41/0/10/12"),
                "give one kind");
    }

    @Test
    void warnsAboutIdsFromTheFuture() {
        long id = SnowflakeLayout.defaults().compose(Instant.parse("2090-01-01T00:00:00Z").toEpochMilli(), 0, 1, 0);
        Cli.Result r = Cli.run(Cli.context(dir), "decode", String.valueOf(id));
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).contains("in the future");
        assertThat(r.errLines()).singleElement().asString().contains("check --layout and --epoch");
    }

    static void assertUsage(Cli.Result r, String... fragments) {
        assertThat(r.exitCode()).as(r.toString()).isEqualTo(2);
        assertThat(r.out()).as(r.toString()).isEmpty();
        assertThat(r.errLines()).as(r.toString()).hasSize(1);
        assertThat(r.err()).startsWith("idgen").contains(fragments).doesNotContain("\tat ");
    }
}
