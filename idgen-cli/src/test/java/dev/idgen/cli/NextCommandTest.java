package dev.idgen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.IdGenerator;
import dev.idgen.SnowflakeLayout;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** next on PostgreSQL: ids one per line for every strategy; bad arguments are refused before anything is written. */
class NextCommandTest {

    static TestDatabase db;

    @TempDir
    Path dir;

    @BeforeAll
    static void database() {
        db = TestDatabases.freshPostgres();
        IdGenMigrations.with(db.dataSource()).slowOrdered(true).migrate();
    }

    @AfterAll
    static void drop() {
        db.close();
    }

    private Cli.Result next(String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "next";
        System.arraycopy(args, 0, all, 1, args.length);
        return Cli.run(Cli.context(dir), Cli.on(db, all));
    }

    private static long rows(String key) {
        return db.queryLong("SELECT COUNT(*) FROM idgen_segment WHERE biz_tag = '" + key + "'");
    }

    @Test
    void segmentIdsOnePerLineIncreasingAcrossRuns() {
        Cli.Result first = next("pg.order", "5");
        assertThat(first.exitCode()).as(first.toString()).isZero();
        assertThat(first.err()).isEmpty();
        List<Long> ids = first.outLines().stream().map(Long::valueOf).toList();
        assertThat(ids).hasSize(5).isSorted().doesNotHaveDuplicates().allMatch(id -> id > 0);

        Cli.Result second = next("pg.order");
        assertThat(second.outLines()).singleElement().satisfies(id -> assertThat(Long.parseLong(id)).isGreaterThan(ids.get(4)));
        assertThat(rows("pg.order")).isEqualTo(1);
        assertThat(dir.resolve(".idgen")).doesNotExist();
    }

    @Test
    void slowOrderedIdsAreStrictlyIncreasingAcrossRunsPerSubKey() {
        Cli.Result first = next("--strategy", "slow-ordered", "pg.chat", "3", "--sub-key", "room-1");
        assertThat(first.exitCode()).as(first.toString()).isZero();
        assertThat(first.outLines()).containsExactly("1", "2", "3");
        Cli.Result second = next("--strategy", "slow-ordered", "pg.chat", "2", "--sub-key", "room-1");
        assertThat(second.outLines()).containsExactly("4", "5");
        Cli.Result other = next("--strategy", "slow-ordered", "pg.chat", "1", "--sub-key", "room-2");
        assertThat(other.outLines()).containsExactly("1");
    }

    @Test
    void theLargestBatchIsOneCall() {
        Cli.Result r = next("pg.big", String.valueOf(IdGenerator.MAX_BATCH_SIZE));
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.outLines()).hasSize(IdGenerator.MAX_BATCH_SIZE).doesNotHaveDuplicates();
    }

    @Test
    void snowflakeIdsDecodeToThisRunsWorkerAndTheLeaseIsReleased() {
        Cli.Result r = next("--strategy", "snowflake", "pg.ns", "3");
        assertThat(r.exitCode()).as(r.toString()).isZero();
        List<Long> ids = r.outLines().stream().map(Long::valueOf).toList();
        assertThat(ids).hasSize(3).isSorted().doesNotHaveDuplicates();
        int worker = SnowflakeLayout.defaults().decode(ids.get(0)).worker();
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_worker WHERE namespace = 'pg.ns' AND worker_id = " + worker
                + " AND lease_expires_at <= CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)")).isEqualTo(1);
    }

    @Test
    void dailySerialsStartAtOne() {
        Cli.Result r = next("--strategy", "daily", "pg.invoice", "3");
        assertThat(r.exitCode()).as(r.toString()).isZero();
        assertThat(r.outLines()).containsExactly("1", "2", "3");
    }

    @Test
    void strictDailySerialsFollowOnFromRunToRun() {
        // every run is a new engine: a trend daily key would start the second run above its first range
        assertThat(next("--strategy", "strict-daily", "pg.receipt", "2").outLines()).containsExactly("1", "2");
        assertThat(next("--strategy", "strict-daily", "pg.receipt").outLines()).containsExactly("3");
        String today = LocalDate.now(ZoneOffset.UTC).format(DateTimeFormatter.BASIC_ISO_DATE);
        assertThat(next("--strategy", "strict-daily", "pg.receipt", "--format", "R{date:yyyyMMdd}{serial:4}").outLines())
                .containsExactly("R" + today + "0004");
        DecodeCommandTest.assertUsage(next("--strategy", "strict-daily", "pg.receipt", "--format", "R{serial:4}"),
                "--strategy strict-daily restarts the serial every period", "needs a {date:...} part");
    }

    @Test
    void formattedIdsWithCallerParts() {
        String today = LocalDate.now(ZoneOffset.UTC).format(DateTimeFormatter.BASIC_ISO_DATE);
        Cli.Result dated = next("pg.order-no", "2", "--format", "ORD{date:yyyyMMdd}{serial:6}");
        assertThat(dated.exitCode()).as(dated.toString()).isZero();
        assertThat(dated.outLines()).containsExactly("ORD" + today + "000001", "ORD" + today + "000002");
        String month = today.substring(0, 6);
        Cli.Result monthly = next("pg.invoice-no", "2", "--format", "INV{date:yyyyMM}{serial:5}");
        assertThat(monthly.exitCode()).as(monthly.toString()).isZero();
        assertThat(monthly.outLines()).containsExactly("INV" + month + "00001", "INV" + month + "00002");
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_daily WHERE biz_tag = 'pg.invoice-no' AND serial_period = 'MONTH' "
                + "AND serial_day = DATE '" + today.substring(0, 4) + "-" + today.substring(4, 6) + "-01'")).isEqualTo(1);

        Cli.Result parts = next("pg.ticket", "--format", "T{worker:2}{part:region:2}{serial:4}", "--worker", "3",
                "--part", "region=EU");
        assertThat(parts.exitCode()).as(parts.toString()).isZero();
        assertThat(parts.outLines()).containsExactly("T03EU0001");
    }

    @Test
    void strictRefusesAnUnknownKeyAndCreatesNothing() {
        Cli.Result r = next("pg.unknown", "--strict");
        assertThat(r.exitCode()).isEqualTo(1);
        assertThat(r.out()).isEmpty();
        assertThat(r.errLines()).singleElement().asString().startsWith("idgen next: key 'pg.unknown' is not registered")
                .contains("INSERT INTO idgen_segment").contains("drop --strict");
        assertThat(rows("pg.unknown")).isZero();

        db.execute("INSERT INTO idgen_segment (biz_tag, step) VALUES ('pg.known', 10)");
        assertThat(next("pg.known", "2", "--strict").outLines()).containsExactly("1", "2");
    }

    @Test
    void anyEngineOptionOfTheCatalogIsSetWithSet() {
        Cli.Result r = next("pg.set", "2", "--set", "segment.default-step=7", "--set", "max-wait=500ms");
        assertThat(r.exitCode()).as(r.toString()).isZero();
        assertThat(r.outLines()).containsExactly("1", "2");
        assertThat(db.queryLong("SELECT step FROM idgen_segment WHERE biz_tag = 'pg.set'")).isEqualTo(7);
    }

    @Test
    void aBadSetIsAUsageErrorNamingItAndWritesNothing() {
        DecodeCommandTest.assertUsage(next("pg.badset", "--set", "segment.stepp=5"), "--set segment.stepp",
                "unknown engine option", "segment.default-step");
        DecodeCommandTest.assertUsage(next("pg.badset", "--set", "max-wait=3000"), "--set max-wait", "'3000'",
                "a bare number is refused");
        DecodeCommandTest.assertUsage(next("pg.badset", "--set", "executor-threads=65"), "--set executor-threads = '65'",
                "executorThreads must be between 1 and 64, was 65");
        assertThat(rows("pg.badset")).isZero();
    }

    @Test
    void badArgumentsAreUsageErrorsAndWriteNothing() {
        DecodeCommandTest.assertUsage(next("pg.bad", "-5"), "N must be between 1 and 100000", "was -5");
        DecodeCommandTest.assertUsage(next("pg.bad", "0"), "N must be between 1 and 100000", "was 0");
        DecodeCommandTest.assertUsage(next("pg.bad", "100001"), "IdGenerator.MAX_BATCH_SIZE", "was 100001");
        DecodeCommandTest.assertUsage(next("pg bad"), "key 'pg bad' contains a space");
        DecodeCommandTest.assertUsage(next("pg.bad", "--strategy", "uuid"), "uuid");
        DecodeCommandTest.assertUsage(next("pg.bad", "--strategy", "snowflake", "--strict"), "have no registry");
        DecodeCommandTest.assertUsage(next("pg.bad", "--sub-key", "room-1"), "--sub-key is for --strategy slow-ordered");
        DecodeCommandTest.assertUsage(next("pg.bad", "--format", "X{serial:3"), "bad --format", "never closed");
        DecodeCommandTest.assertUsage(next("pg.bad", "--format", "X{date:yyyyMMdd}"), "has no {serial:N}");
        DecodeCommandTest.assertUsage(next("pg.bad", "--format", "INV{date:MMdd}{serial:4}"), "bad --format",
                "the date has no year, so the serial would repeat every year; write {date:yyyyMMdd}");
        DecodeCommandTest.assertUsage(next("pg.bad", "--format", "INV{date:yyMMdd}{serial:4}"), "bad --format",
                "'yy' is a two-digit year");
        DecodeCommandTest.assertUsage(next("pg.bad", "--format", "X{part:region:2}{serial:3}"), "part 'region'",
                "--part NAME=VALUE");
        DecodeCommandTest.assertUsage(next("pg.bad", "--format", "X{serial:3}", "--strategy", "daily"),
                "needs a {date:...} part");
        DecodeCommandTest.assertUsage(next("pg.bad", "--format", "X{serial:3}", "--strategy", "snowflake"),
                "not from --strategy snowflake");
        DecodeCommandTest.assertUsage(next("pg.bad", "--worker", "3"), "add --format PATTERN");
        assertThat(rows("pg.bad")).isZero();
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment WHERE biz_tag LIKE 'pg.bad%'")).isZero();
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_worker WHERE namespace = 'pg.bad'")).isZero();
    }

    @Test
    void theEnvironmentNamesTheDatabase() {
        Map<String, String> env = Map.of(DatabaseOptions.ENV_URL, db.jdbcUrl(), DatabaseOptions.ENV_USER, db.user(),
                DatabaseOptions.ENV_PASSWORD, db.password());
        Cli.Result r = Cli.run(Cli.context(dir, env, Cli.ScriptedTerminal.none()), "next", "pg.env", "2");
        assertThat(r.exitCode()).as(r.toString()).isZero();
        assertThat(r.outLines()).hasSize(2);
        assertThat(rows("pg.env")).isEqualTo(1);
        assertThat(dir.resolve(".idgen")).doesNotExist();
    }

    @Test
    void missingTablesAreNamedWithTheCommandThatCreatesThem() {
        try (TestDatabase empty = TestDatabases.freshPostgres()) {
            Cli.Result r = Cli.run(Cli.context(dir), Cli.on(empty, "next", "k"));
            assertThat(r.exitCode()).isEqualTo(1);
            assertThat(r.errLines()).singleElement().asString().contains("idgen's table idgen_segment is missing")
                    .contains("idgen migrate --jdbc-url " + empty.jdbcUrl());
            assertThat(empty.queryLong("SELECT COUNT(*) FROM information_schema.tables WHERE table_name LIKE 'idgen%'"))
                    .isZero();
        }
    }
}
