package dev.idgen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** keys create, set, move and adopt on PostgreSQL: output, exit codes, nothing written on bad input. */
class KeysAdminCommandTest {

    @TempDir
    Path dir;

    /**
     * 'keys adopt' from a text column holding '999', '1000', '1500' is refused (MAX over text is '999') naming the
     * column and its type, on PostgreSQL, MariaDB and H2; nothing is written. An INTEGER column is adopted above 1500.
     * 'keys move' to Long.MAX_VALUE is refused.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"PostgreSQL", "MariaDB", "H2"})
    void adoptRefusesATextColumnAndMoveRefusesLongMaxValue(String database) {
        try (TestDatabase db = database.equals("PostgreSQL") ? TestDatabases.freshPostgres()
                : database.equals("MariaDB") ? TestDatabases.freshMariaDb() : TestDatabases.freshH2()) {
            IdGenMigrations.with(db.dataSource()).slowOrdered(true).migrate();
            db.execute("CREATE TABLE legacy (code VARCHAR(20), num INTEGER)");
            db.execute("INSERT INTO legacy (code, num) VALUES ('999', 999), ('1000', 1000), ('1500', 1500)");
            Cli.Result text = Cli.run(Cli.context(dir), Cli.on(db, "keys", "adopt", "shop.legacy", "--table", "legacy",
                    "--column", "code"));
            assertThat(text.exitCode()).as(text.toString()).isEqualTo(2);
            assertThat(text.err()).contains("column 'code' of table 'legacy'").contains("not a whole number");
            Cli.Result textOrdered = Cli.run(Cli.context(dir), Cli.on(db, "keys", "adopt", "chat", "--sub-key", "r",
                    "--table", "legacy", "--column", "code"));
            assertThat(textOrdered.exitCode()).as(textOrdered.toString()).isEqualTo(2);
            assertThat(textOrdered.err()).contains("column 'code' of table 'legacy'");
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment WHERE biz_tag = 'shop.legacy'")).isZero();

            Cli.Result number = Cli.run(Cli.context(dir), Cli.on(db, "keys", "adopt", "shop.legacy", "--table", "legacy",
                    "--column", "num"));
            assertThat(number.exitCode()).as(number.toString()).isZero();
            assertThat(number.out()).contains("adopted key 'shop.legacy': next id 1501");

            Cli.Result max = Cli.run(Cli.context(dir), Cli.on(db, "keys", "move", "shop.legacy",
                    Long.toString(Long.MAX_VALUE)));
            assertThat(max.exitCode()).as(max.toString()).isEqualTo(2);
            assertThat(max.err()).contains("key 'shop.legacy'").contains("limit " + (Long.MAX_VALUE - 1));
            assertThat(db.queryLong("SELECT max_id FROM idgen_segment WHERE biz_tag = 'shop.legacy'")).isEqualTo(1501);
        }
    }

    @Test
    void createSetMoveAndAdopt() {
        try (TestDatabase db = TestDatabases.freshPostgres()) {
            IdGenMigrations.with(db.dataSource()).slowOrdered(true).migrate();
            Cli.Result created = Cli.run(Cli.context(dir), Cli.on(db, "keys", "create", "shop.order", "--start", "100",
                    "--step", "500", "--min-step", "100", "--max-step", "50000", "--description", "orders"));
            assertThat(created.exitCode()).as(created.toString()).isZero();
            assertThat(created.out()).contains("created key 'shop.order': next id 100, step 500, min step 100, max step 50000");

            Cli.Result again = Cli.run(Cli.context(dir), Cli.on(db, "keys", "create", "shop.order"));
            assertThat(again.exitCode()).isEqualTo(2);
            assertThat(again.err()).contains("exists already (next id 100)");

            Cli.Result set = Cli.run(Cli.context(dir), Cli.on(db, "keys", "set", "shop.order", "--max-step", "9000"));
            assertThat(set.out()).contains("max step 9000").contains("step 500");

            assertThat(Cli.run(Cli.context(dir), Cli.on(db, "keys", "move", "shop.order", "5000")).out())
                    .contains("next id 5000");
            Cli.Result back = Cli.run(Cli.context(dir), Cli.on(db, "keys", "move", "shop.order", "10"));
            assertThat(back.exitCode()).isEqualTo(2);
            assertThat(back.err()).contains("cannot move back: its next id is 5000, asked 10");
            assertThat(db.queryLong("SELECT max_id FROM idgen_segment WHERE biz_tag = 'shop.order'")).isEqualTo(5000);

            db.execute("CREATE TABLE invoices (id BIGINT PRIMARY KEY)");
            db.execute("INSERT INTO invoices SELECT g FROM generate_series(1, 700) g");
            Cli.Result adopted = Cli.run(Cli.context(dir), Cli.on(db, "keys", "adopt", "shop.invoice", "--table", "invoices",
                    "--column", "id", "--headroom", "300"));
            assertThat(adopted.exitCode()).as(adopted.toString()).isZero();
            assertThat(adopted.out()).contains("adopted key 'shop.invoice': next id 1001");

            Cli.Result bad = Cli.run(Cli.context(dir), Cli.on(db, "keys", "adopt", "shop.x", "--table", "no_such_table",
                    "--column", "id"));
            assertThat(bad.exitCode()).isEqualTo(2);
            assertThat(bad.err()).contains("no_such_table");
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment WHERE biz_tag = 'shop.x'")).isZero();

            Cli.Result both = Cli.run(Cli.context(dir), Cli.on(db, "keys", "adopt", "shop.y", "--sequence", "s",
                    "--table", "t", "--column", "c"));
            assertThat(both.exitCode()).isEqualTo(2);
        }
    }

    @Test
    void slowOrderedRowsAreCreatedMovedAdoptedAndListedWithSubKey() {
        try (TestDatabase db = TestDatabases.freshPostgres()) {
            IdGenMigrations.with(db.dataSource()).slowOrdered(true).migrate();
            Cli.Result created = Cli.run(Cli.context(dir), Cli.on(db, "keys", "create", "chat", "--sub-key", "room-1",
                    "--start", "100"));
            assertThat(created.exitCode()).as(created.toString()).isZero();
            assertThat(created.out()).containsPattern("created slow-ordered key 'chat' sub-key 'room-1': next id 100 "
                    + "\\(idgen_ordered_\\d\\d\\)");
            Cli.Result stepped = Cli.run(Cli.context(dir), Cli.on(db, "keys", "create", "chat", "--sub-key", "room-2",
                    "--step", "50"));
            assertThat(stepped.exitCode()).isEqualTo(2);
            assertThat(stepped.err()).contains("are for segment keys");

            assertThat(Cli.run(Cli.context(dir), Cli.on(db, "keys", "move", "chat", "700", "--sub-key", "room-1")).out())
                    .contains("next id 700");
            Cli.Result back = Cli.run(Cli.context(dir), Cli.on(db, "keys", "move", "chat", "5", "--sub-key", "room-1"));
            assertThat(back.exitCode()).isEqualTo(2);
            assertThat(back.err()).contains("cannot move back: its next id is 700, asked 5");

            db.execute("CREATE TABLE message (id BIGINT PRIMARY KEY)");
            db.execute("INSERT INTO message (id) VALUES (41), (42)");
            Cli.Result adopted = Cli.run(Cli.context(dir), Cli.on(db, "keys", "adopt", "chat", "--sub-key", "room-3",
                    "--table", "message", "--column", "id", "--headroom", "8"));
            assertThat(adopted.exitCode()).as(adopted.toString()).isZero();
            assertThat(adopted.out()).contains("adopted slow-ordered key 'chat' sub-key 'room-3': next id 51");

            Cli.Result list = Cli.run(Cli.context(dir), Cli.on(db, "keys", "--slow-ordered", "ch"));
            assertThat(list.exitCode()).isZero();
            assertThat(list.out()).containsPattern("chat\\s+room-1\\s+700\\s+idgen_ordered_")
                    .containsPattern("chat\\s+room-3\\s+51\\s+").contains("2 slow-ordered rows in");
            assertThat(list.out()).as("each row's runway, as for segment keys").contains("ids left").contains("runs out")
                    .containsPattern("chat\\s+room-1\\s+700\\s+.*\\s9,223,372,036,854,775,108\\s");
        }
    }

    /**
     * 'keys --daily': each daily key's current period with its runway (issue #38 item 5): the serials left to
     * --format's {serial:N} from the row's next serial, and a '!' when they run out before the period restarts
     * (here none is left: the row's reserved range already passes 99).
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"PostgreSQL", "H2"})
    void dailyPeriodsAreListedWithTheirRunway(String database) throws Exception {
        try (TestDatabase db = database.equals("PostgreSQL") ? TestDatabases.freshPostgres() : TestDatabases.freshH2()) {
            IdGenMigrations.migrate(db.dataSource());
            java.time.LocalDate today;
            try (dev.idgen.jdbc.IdGenEngine engine = dev.idgen.jdbc.IdGenEngine.builder(db.dataSource()).build()) {
                engine.formatted("invoice", dev.idgen.format.IdFormat.parse("INV-{date:yyyyMMdd}-{serial:3}")).nextIds(5, v -> { });
                today = engine.daily("invoice").today();
            }
            long next;
            try (java.sql.Connection c = db.dataSource().getConnection(); java.sql.Statement st = c.createStatement();
                 java.sql.ResultSet rs = st.executeQuery("SELECT max_id FROM idgen_daily WHERE biz_tag = 'invoice'")) {
                rs.next();
                next = rs.getLong(1);
            }
            Cli.Result list = Cli.run(Cli.context(dir), Cli.on(db, "keys", "--daily", "inv",
                    "--format", "INV-{date:yyyyMMdd}-{serial:3}"));
            assertThat(list.exitCode()).as(list.toString()).isZero();
            assertThat(list.out()).contains("serials left").contains("restarts").contains("1 daily period in")
                    .containsPattern("invoice\\s+DAY\\s+" + today + "\\s+" + next + "\\s+.*\\s" + (999 - next + 1) + "\\s+.*"
                            + today.plusDays(1));

            Cli.Result narrow = Cli.run(Cli.context(dir), Cli.on(db, "keys", "--daily", "--format", "I{date:yyyyMMdd}{serial:2}"));
            assertThat(narrow.exitCode()).as(narrow.toString()).isZero();
            assertThat(narrow.out()).containsPattern("invoice\\s+DAY\\s+.*\\s0\\s+now !")
                    .contains("'!': its serials run out before the period restarts");
        }
    }
}
