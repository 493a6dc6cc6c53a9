package dev.idgen.jdbc.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.testsupport.PostgresVersions;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import org.junit.jupiter.api.Test;

/**
 * Every contract ({@link ServerContracts}: segment, slow-ordered, worker leases, time zones, outages,
 * rewinds) on an embedded PostgreSQL of one major version, from that version's binaries jar — no
 * Docker, no server. One subclass per version, annotated with its {@link EmbeddedPostgresVersion};
 * {@code -Didgen.test.postgres} selects which run ({@link PostgresVersions}: by default 13 and 18,
 * {@code all} for 13 to 18). A version that is not selected, or has no binaries for this machine, is
 * reported as skipped with the reason.
 */
abstract class EmbeddedPostgresVersionContracts extends ServerContracts {

    /** The major version of this subclass, from its {@link EmbeddedPostgresVersion}. */
    protected final int major() {
        return getClass().getAnnotation(EmbeddedPostgresVersion.class).value();
    }

    @Override
    protected TestDatabase freshDatabase() {
        return TestDatabases.freshPostgres(major());
    }

    /** The contracts really ran on the version this class is named after. */
    @Test
    void runsOnThisMajorVersion() {
        try (TestDatabase db = freshDatabase()) {
            assertThat(db.queryLong("SELECT current_setting('server_version_num')::int / 10000"))
                    .as("major version of the server")
                    .isEqualTo(major());
        }
    }
}
