package dev.idgen.jdbc.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.Dialect;
import dev.idgen.testsupport.PostgresVersions;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import org.junit.jupiter.api.Test;

/**
 * The contracts ({@link DatabaseContracts}) on an embedded PostgreSQL of one major version, from that
 * version's binaries jar — no Docker, no server. One subclass per version, annotated with its
 * {@link ExtraPostgresTarget}; {@code -Didgen.test.postgres} selects which run and how much
 * ({@link PostgresVersions}: none by default, {@code ci} the version contract on 13 to 18, {@code all} every
 * contract on 13 to 18). A version that is not selected, or has no binaries for this machine, is reported
 * as skipped with the reason.
 */
abstract class EmbeddedPostgresVersionContracts extends DatabaseContracts {

    /** The major version of this subclass, from its {@link ExtraPostgresTarget}. */
    protected final int major() {
        return Integer.parseInt(getClass().getAnnotation(ExtraPostgresTarget.class).value());
    }

    @Override
    protected TestDatabase freshDatabase() {
        return TestDatabases.freshPostgres(major());
    }

    @Override
    protected Dialect dialect() {
        return Dialect.POSTGRESQL;
    }

    /** The contracts really ran on the version this class is named after. */
    @Test
    @VersionSensitive
    void runsOnThisMajorVersion() {
        try (TestDatabase db = freshDatabase()) {
            assertThat(db.queryLong("SELECT current_setting('server_version_num')::int / 10000"))
                    .as("major version of the server")
                    .isEqualTo(major());
        }
    }
}
