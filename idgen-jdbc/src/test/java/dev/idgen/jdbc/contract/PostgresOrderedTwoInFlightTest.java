package dev.idgen.jdbc.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.jdbc.IdGenEngineBuilder;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import org.junit.jupiter.api.Test;

/**
 * The slow-ordered contract on PostgreSQL with two round trips in flight per (key, sub-key)
 * ({@code orderedRoundTripsInFlight(2)}): the database may run the two in either order, and the
 * contract's strictness check must still find no violation.
 */
class PostgresOrderedTwoInFlightTest extends AbstractOrderedEngineTest {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshPostgres();
    }

    @Override
    protected IdGenEngineBuilder configure(IdGenEngineBuilder builder) {
        return builder.orderedRoundTripsInFlight(2).executorThreads(4);
    }

    /** Two batches leave per round-trip time instead of one, so each carries fewer calls. */
    @Override
    protected long maxRoundTrips(long calls) {
        return calls * 3 / 4;
    }

    @Test
    void theSettingReachesTheGenerator() {
        assertThat(engine().slowOrdered("im.message", "room-42").toString()).contains("inFlight=0 of 2");
    }
}
