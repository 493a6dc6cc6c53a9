package dev.idgen.jdbc.failover;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.ordered.OrderedIdGenerator;
import dev.idgen.jdbc.segment.SegmentIdGenerator;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.ReplicatedPostgres;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * With a synchronous standby, what idgen hands out is on the standby before a caller gets it,
 * whatever the application's sessions say ({@code synchronous_commit = off} or {@code local}) and
 * however long the standby is away: a reservation the standby has not confirmed is never used, so
 * a failover to that standby repeats nothing.
 */
class SynchronousDurabilityTest {

    private ReplicatedPostgres pair;
    private IdGenEngine engine;

    @AfterEach
    void close() {
        try {
            if (engine != null) {
                engine.close();
            }
        } finally {
            if (pair != null) {
                pair.close();
            }
        }
    }

    @ParameterizedTest(name = "sessions with synchronous_commit = {0}")
    @ValueSource(strings = {"off", "local"})
    void applicationSessionsThatDoNotWaitForTheStandbyDoNotMakeIdgensReservationsNonDurable(String sessionSetting)
            throws Exception {
        pair = ReplicatedPostgres.synchronous().replicationThroughProxy().start();
        HikariDataSource pool = pair.newPool("app", pair.multiHostUrl() + "&options=-c%20synchronous_commit%3D"
                + sessionSetting, 8);
        IdGenMigrations.with(pool).slowOrdered(true).migrate();
        assertThat(query(pool, "SHOW synchronous_commit")).as("the application's sessions").isEqualTo(sessionSetting);
        try (Connection c = pool.getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE app_rows (v BIGINT)");
        }
        engine = IdGenEngine.builder(pool).name("durable").maxWait(Duration.ofSeconds(2))
                .snowflakeNode(new NodeIdentity("durability-test", "node", 1)).build();
        OrderedIdGenerator ordered = engine.slowOrdered("chat", "room-1");
        SegmentIdGenerator segment = engine.segment("order");
        List<Long> orderedIds = new ArrayList<>();
        Set<Long> segmentIds = new HashSet<>();
        orderedIds.add(ordered.nextId());
        segmentIds.add(segment.nextId());

        pair.cutReplication();
        try (Connection c = pool.getConnection(); Statement s = c.createStatement()) {
            try (ResultSet rs = s.executeQuery("SHOW synchronous_commit")) {
                assertThat(rs.next()).isTrue();
                assertThat(rs.getString(1)).as("the application's sessions do not wait for the standby")
                        .isEqualTo(sessionSetting);
            }
            // with replication cut, a commit that waited for the standby would never return: bounded by the
            // driver's 10 s socket timeout, which fails it
            s.execute("INSERT INTO app_rows VALUES (1)");
        }
        assertThatThrownBy(ordered::nextId).as("a slow-ordered number the standby has not confirmed is not handed out")
                .isInstanceOf(IdSourceUnavailableException.class);
        assertThatThrownBy(() -> engine.segment("invoice").nextId()).as("nor a first range")
                .isInstanceOf(IdSourceUnavailableException.class);

        pair.crashPrimary();
        pair.promoteStandby();
        for (int i = 0; i < 50; i++) {
            orderedIds.add(ordered.nextId());
        }
        for (int i = 0; i < 2_000; i++) {
            assertThat(segmentIds.add(segment.nextId())).as("segment ids never repeat").isTrue();
        }
        long invoice = engine.segment("invoice").nextId();
        assertThat(invoice).isPositive();
        assertThat(orderedIds).as("strictly increasing across the failover").isSorted().doesNotHaveDuplicates();
        assertThat(engine.refusedReason()).as("a synchronous failover is taken over").isNull();
    }

    /**
     * PostgreSQL ends a commit's wait for the synchronous standby when the statement is cancelled
     * (idgen's statement timeout does that) and then reports success with only a warning ("canceling
     * wait for synchronous replication ... has already committed locally, but might not have been
     * replicated"). Such a reservation is not durable: using it would repeat its ids after a
     * failover to the standby that never received it.
     */
    @Test
    void aReservationWhoseWaitForTheStandbyWasCancelledIsNotUsed() throws Exception {
        pair = ReplicatedPostgres.synchronous().replicationThroughProxy().start();
        HikariDataSource pool = pair.newPool("app", pair.multiHostUrl(), 8);
        IdGenMigrations.with(pool).slowOrdered(true).migrate();
        engine = IdGenEngine.builder(pool).name("cancelled").maxWait(Duration.ofSeconds(4))
                .databaseTimeout(Duration.ofSeconds(1)).snowflakeNode(new NodeIdentity("durability-test", "node", 2))
                .build();
        OrderedIdGenerator ordered = engine.slowOrdered("chat", "room-1");
        long before = ordered.nextId();

        pair.cutReplication();
        List<Long> handedOut = new ArrayList<>();
        List<RuntimeException> failures = new ArrayList<>();
        long end = System.nanoTime() + Duration.ofSeconds(3).toNanos();
        while (System.nanoTime() - end < 0) {
            try {
                handedOut.add(ordered.nextId());
                handedOut.add(engine.segment("key-" + handedOut.size()).nextId());
            } catch (IdSourceUnavailableException e) {
                failures.add(e);
            }
        }
        pair.crashPrimary();
        pair.promoteStandby();

        // another node after the failover: what the new primary hands it must not repeat anything handed out
        try (IdGenEngine other = IdGenEngine.builder(pair.newPool("other", pair.multiHostUrl(), 4)).name("other")
                .snowflakeNode(new NodeIdentity("durability-test", "node", 3)).build()) {
            List<Long> again = new ArrayList<>();
            again.add(other.slowOrdered("chat", "room-1").nextId());
            for (int i = 0; i < 4; i++) {
                again.add(other.segment("key-" + i).nextId());
            }
            assertThat(handedOut).as("ids handed out while the synchronous standby was cut off, handed out again by "
                    + "another node after the failover").doesNotContainAnyElementsOf(again);
        }
        assertThat(handedOut).as("ids handed out while the synchronous standby was cut off (not durable)").isEmpty();
        assertThat(failures).isNotEmpty().allSatisfy(e -> assertThat(e).hasMessageContaining("synchronous standby"));
        long after = ordered.nextId();
        assertThat(after).isGreaterThan(before);
    }

    private static String query(HikariDataSource pool, String sql) throws Exception {
        try (Connection c = pool.getConnection(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }
}
