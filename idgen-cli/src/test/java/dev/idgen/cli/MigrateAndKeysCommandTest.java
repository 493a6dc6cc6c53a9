package dev.idgen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** migrate on an empty PostgreSQL database, then keys: what the segment table holds. */
class MigrateAndKeysCommandTest {

    @TempDir
    Path dir;

    @Test
    void migrateAppliesOnceThenIsUpToDateAndKeysListsTheTable() {
        try (TestDatabase db = TestDatabases.freshPostgres()) {
            Cli.Result first = Cli.run(Cli.context(dir), Cli.on(db, "migrate"));
            assertThat(first.exitCode()).as(first.toString()).isZero();
            assertThat(first.out()).contains("PostgreSQL").containsPattern("[1-9][0-9]* migrations applied")
                    .contains("idgen_schema_history").containsPattern("1\\s+segment").containsPattern("2\\s+worker");
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment")).isZero();

            Cli.Result again = Cli.run(Cli.context(dir), Cli.on(db, "migrate"));
            assertThat(again.exitCode()).isZero();
            assertThat(again.out()).contains("up to date, none applied").containsPattern("2\\s+worker");

            Cli.Result none = Cli.run(Cli.context(dir), Cli.on(db, "keys"));
            assertThat(none.exitCode()).isZero();
            assertThat(none.out()).contains("no segment keys yet").contains("idgen next KEY");

            db.execute("INSERT INTO idgen_segment (biz_tag, max_id, step, min_step, max_step, description) "
                    + "VALUES ('shop.order', 5001, 1000, 500, 20000, 'orders of the shop')");
            assertThat(Cli.run(Cli.context(dir), Cli.on(db, "next", "shop.user", "3")).exitCode()).isZero();

            Cli.Result keys = Cli.run(Cli.context(dir), Cli.on(db, "keys"));
            assertThat(keys.exitCode()).as(keys.toString()).isZero();
            assertThat(keys.outLines().get(0)).matches("key\\s+max id\\s+step\\s+min step\\s+max step\\s+updated \\(UTC\\)"
                    + "\\s+avg ids/s\\s+ids left\\s+runs out\\s+description");
            // the id space: to Long.MAX_VALUE without --column, run out far beyond any date at these rates
            assertThat(keys.out()).containsPattern("shop.order\\s+5,001\\s+1,000\\s+500\\s+20,000\\s+\\d{4}-\\d\\d-\\d\\dT\\S+Z"
                    + "\\s+[\\d,]+\\s+9,223,372,036,854,770,807\\s+>1000y\\s+orders of the shop")
                    .containsPattern("shop.user\\s+1,001\\s+1,000\\s+-\\s+-\\s+\\S+\\s+[\\d,]+\\s+[\\d,]+\\s+>1000y"
                            + "\\s+created on first use by idgen")
                    .contains("2 keys in PostgreSQL");

            // --column: ids left to the column type's maximum, and the day they run out at the key's average rate
            db.execute("CREATE TABLE orders (id INTEGER PRIMARY KEY, note VARCHAR(10))");
            Cli.Result integer = Cli.run(Cli.context(dir), Cli.on(db, "keys", "shop.order", "--column", "orders.id"));
            assertThat(integer.exitCode()).as(integer.toString()).isZero();
            assertThat(integer.out()).containsPattern("shop.order\\s.*\\s2,147,478,647\\s+\\d{4}-\\d\\d-\\d\\d\\s+orders of the shop");
            Cli.Result text = Cli.run(Cli.context(dir), Cli.on(db, "keys", "shop.order", "--column", "orders.note"));
            assertThat(text.exitCode()).isEqualTo(1);
            assertThat(text.err()).contains("column orders.note is varchar").contains("not a whole-number column");
            assertThat(Cli.run(Cli.context(dir), Cli.on(db, "keys", "--column", "orders.nothing")).err())
                    .contains("no column orders.nothing");

            Cli.Result filtered = Cli.run(Cli.context(dir), Cli.on(db, "keys", "shop.o"));
            assertThat(filtered.out()).contains("shop.order").doesNotContain("shop.user").contains("1 key in");
            assertThat(Cli.run(Cli.context(dir), Cli.on(db, "keys", "nothing.")).out())
                    .contains("no segment key starts with 'nothing.'");
        }
    }

    @Test
    void withSchemaEveryCommandUsesIdgensTablesInThatSchema() {
        try (TestDatabase db = TestDatabases.freshPostgres()) {
            Cli.Result migrate = Cli.run(Cli.context(dir), Cli.on(db, "migrate", "--schema", "ids"));
            assertThat(migrate.exitCode()).as(migrate.toString()).isZero();
            assertThat(db.queryLong("SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = 'ids' "
                    + "AND table_name = 'idgen_segment'")).isEqualTo(1);
            assertThat(db.queryLong("SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = 'public' "
                    + "AND table_name LIKE 'idgen%'")).as("nothing in the default schema").isZero();

            Cli.Result next = Cli.run(Cli.context(dir), Cli.on(db, "next", "shop.order", "2", "--schema", "ids"));
            assertThat(next.exitCode()).as(next.toString()).isZero();
            assertThat(db.queryLong("SELECT max_id FROM ids.idgen_segment WHERE biz_tag = 'shop.order'")).isGreaterThan(2);
            assertThat(Cli.run(Cli.context(dir), Cli.on(db, "keys", "--schema", "ids")).out()).contains("shop.order");

            Cli.Result without = Cli.run(Cli.context(dir), Cli.on(db, "keys"));
            assertThat(without.exitCode()).as("idgen's tables are not in the default schema").isEqualTo(1);
            assertThat(without.err()).contains("idgen_segment").contains("idgen migrate");

            Cli.Result bad = Cli.run(Cli.context(dir), Cli.on(db, "keys", "--schema", "ids;drop"));
            assertThat(bad.exitCode()).isEqualTo(2);
            assertThat(bad.err()).contains("--schema 'ids;drop' is not a plain SQL name");
        }
    }

    @Test
    void theSlowOrderedTablesComeOnlyWithSlowOrderedAndTheirAbsenceNamesTheFix() {
        try (TestDatabase db = TestDatabases.freshPostgres()) {
            assertThat(Cli.run(Cli.context(dir), Cli.on(db, "migrate")).exitCode()).isZero();
            assertThat(db.queryLong("SELECT COUNT(*) FROM information_schema.tables WHERE table_name LIKE 'idgen\\_ordered%'"))
                    .isZero();

            Cli.Result next = Cli.run(Cli.context(dir), Cli.on(db, "next", "chat", "2", "--strategy", "slow-ordered",
                    "--sub-key", "room-1"));
            assertThat(next.exitCode()).as(next.toString()).isEqualTo(1);
            assertThat(next.err()).contains("idgen_ordered_config").contains("'idgen migrate --slow-ordered'");
            Cli.Result list = Cli.run(Cli.context(dir), Cli.on(db, "keys", "--slow-ordered"));
            assertThat(list.exitCode()).as(list.toString()).isEqualTo(1);
            assertThat(list.err()).contains("idgen_ordered_config").contains("'idgen migrate --slow-ordered'");

            Cli.Result ordered = Cli.run(Cli.context(dir), Cli.on(db, "migrate", "--slow-ordered"));
            assertThat(ordered.exitCode()).as(ordered.toString()).isZero();
            // the tables (V3), their guards (V10) and the guards' WHEN clauses (V16)
            assertThat(ordered.out()).contains("3 migrations applied").containsPattern("3\\s+ordered")
                    .containsPattern("10\\s+ordered guards").containsPattern("16\\s+ordered guards when")
                    .containsPattern("5\\s+epoch");
            assertThat(db.queryLong("SELECT COUNT(*) FROM information_schema.tables WHERE table_name LIKE 'idgen\\_ordered\\___'"))
                    .isEqualTo(64);
            Cli.Result again = Cli.run(Cli.context(dir), Cli.on(db, "next", "chat", "2", "--strategy", "slow-ordered",
                    "--sub-key", "room-1"));
            assertThat(again.outLines()).as(again.toString()).containsExactly("1", "2");
            assertThat(Cli.run(Cli.context(dir), Cli.on(db, "migrate")).out()).as("a plain migrate keeps them")
                    .contains("up to date, none applied").containsPattern("3\\s+ordered");
        }
    }
}
