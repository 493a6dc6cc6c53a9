package dev.idgen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * 'keys check' names each column that still has the database's own id source with the statement that takes it
 * away, exits 1 while one does and 0 once the printed statement ran; a plain column is fine. On PostgreSQL,
 * MariaDB and H2.
 */
class KeysCheckCommandTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"PostgreSQL", "MariaDB", "H2"})
    void aColumnWithItsOwnIdSourceIsNamedWithItsFixUntilTheFixRan(String database) {
        try (TestDatabase db = database.equals("PostgreSQL") ? TestDatabases.freshPostgres()
                : database.equals("MariaDB") ? TestDatabases.freshMariaDb() : TestDatabases.freshH2()) {
            db.execute("CREATE TABLE owner (id " + (database.equals("PostgreSQL") ? "SERIAL" : "INT AUTO_INCREMENT")
                    + " PRIMARY KEY, name VARCHAR(20))");
            db.execute("CREATE TABLE pet (id BIGINT PRIMARY KEY, name VARCHAR(20))");
            Cli.Result check = Cli.run(Cli.context(dir), Cli.on(db, "keys", "check", "--table", "owner", "--column", "id",
                    "--table", "pet", "--column", "id"));
            assertThat(check.exitCode()).as(check.toString()).isEqualTo(1);
            String fix = switch (database) {
                case "PostgreSQL" -> "ALTER TABLE owner ALTER COLUMN id DROP DEFAULT";
                case "MariaDB" -> "ALTER TABLE owner MODIFY id int(11) NOT NULL";
                default -> "ALTER TABLE OWNER ALTER COLUMN ID DROP IDENTITY";
            };
            assertThat(check.out()).contains("owner.id: ", "two writers on one column", "take it away: " + fix,
                    "pet.id: no id source of its own", "1 column with an id source of its own");

            db.execute(fix);
            Cli.Result after = Cli.run(Cli.context(dir), Cli.on(db, "keys", "check", "--table", "owner", "--column", "id"));
            assertThat(after.exitCode()).as(after.toString()).isZero();
            assertThat(after.out()).contains("owner.id: no id source of its own", "no column has an id source of its own");
        }
    }
}
