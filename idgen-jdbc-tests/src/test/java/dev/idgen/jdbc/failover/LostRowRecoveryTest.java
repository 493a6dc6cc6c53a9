package dev.idgen.jdbc.failover;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.admin.FailoverAdmin;
import dev.idgen.jdbc.daily.DailySerial;
import dev.idgen.jdbc.ordered.OrderedIdGenerator;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.ReplicatedPostgres;
import java.lang.ref.Reference;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A failover to an asynchronous standby that never received a key's creation loses the key's row
 * whole. The documented recovery moves the rows that exist; the lost ones are created again on first
 * use, and must start above everything they may have handed out: at the recovery floor (the sum of
 * the recoveries' margins) for engines that died with the primary, at its high-water mark for an
 * engine that lived through the failover and still holds the generator (its re-assertion creates the
 * row again; a slow-ordered generator the application no longer references is collected, and its row
 * is covered by the margin alone, as every row is).
 */
class LostRowRecoveryTest {

    private static final long MARGIN = 5_000;

    private final List<AutoCloseable> closing = new ArrayList<>();
    private ReplicatedPostgres pair;

    @AfterEach
    void close() throws Exception {
        Exception first = null;
        for (int i = closing.size() - 1; i >= 0; i--) {
            try {
                closing.get(i).close();
            } catch (Exception e) {
                if (first == null) {
                    first = e;
                } else {
                    first.addSuppressed(e);
                }
            }
        }
        if (pair != null) {
            pair.close();
        }
        if (first != null) {
            throw first;
        }
    }

    @Test
    void keysCreatedInTheLostCommitsNeverRepeatTheirIdsAfterTheRecovery() throws Exception {
        pair = ReplicatedPostgres.asynchronous().replicationThroughProxy().start();
        HikariDataSource before = pool("before");
        IdGenMigrations.with(before).slowOrdered(true).migrate();
        // an engine that dies with the primary, and one that lives through the failover
        IdGenEngine dead = engine("dead", before, 1);
        IdGenEngine live = engine("live", pool("live"), 2);
        assertThat(dead.segment("known").nextId()).isEqualTo(1);
        pair.waitForStandbyCaughtUp(Duration.ofSeconds(30));

        pair.cutReplication(); // from here on the standby receives nothing: every row created now is lost whole
        long[] lostSegment = dead.segment("lost").nextIds(40);
        long[] lostOrdered = dead.slowOrdered("chat", "room-lost").nextIds(40);
        List<Long> lostSerials = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            DailySerial s = dead.daily("lost-day").next();
            lostSerials.add(s.serial());
        }
        long[] liveSegment = live.segment("lost-live").nextIds(20_000); // more than the margin: only the engine knows
        // slow-ordered generators are cached while referenced: the application holds this one, so the live engine
        // still knows its high-water mark at the failover (a collected one is covered by the margin alone)
        OrderedIdGenerator liveRoom = live.slowOrdered("chat", "room-live");
        long[] liveOrdered = liveRoom.nextIds(8_000);
        assertThat(lostSegment[0]).as("a key created after the cut starts at 1 (no recovery yet)").isEqualTo(1);

        pair.crashPrimary();
        pair.promoteStandby();
        dead.close(); // died with the primary: nothing it knew survives

        HikariDataSource after = pool("after");
        FailoverAdmin.Recovery recovery = FailoverAdmin.on(after).recover(MARGIN, Duration.ofSeconds(15));
        assertThat(recovery.epoch().serving()).isTrue();
        // the live engine meets the new timeline at its next round trip and re-asserts what it handed out
        assertThat(live.segment("fresh-for-live").nextId()).as("a key created after the recovery starts above the floor")
                .isGreaterThan(MARGIN);

        IdGenEngine next = engine("next", after, 3);
        long[] againSegment = next.segment("lost").nextIds(40);
        long[] againOrdered = next.slowOrdered("chat", "room-lost").nextIds(40);
        long againSerial = next.daily("lost-day").next().serial();
        long againLive = next.segment("lost-live").nextId();
        long againLiveOrdered = next.slowOrdered("chat", "room-live").nextId();

        assertThat(boxed(againSegment)).as("segment key lost whole: created again above the floor")
                .doesNotContainAnyElementsOf(boxed(lostSegment)).allMatch(id -> id > MARGIN);
        assertThat(boxed(againOrdered)).as("slow-ordered sub-key lost whole: created again above the floor")
                .doesNotContainAnyElementsOf(boxed(lostOrdered)).allMatch(id -> id > MARGIN);
        assertThat(againSerial).as("today's daily row lost whole: created again above the floor")
                .isGreaterThan(MARGIN).isNotIn(lostSerials);
        assertThat(againLive).as("a key lost whole whose engine lived: created again at that engine's high-water mark")
                .isGreaterThan(liveSegment[liveSegment.length - 1]);
        assertThat(againLiveOrdered).as("likewise a slow-ordered sub-key")
                .isGreaterThan(liveOrdered[liveOrdered.length - 1]);
        assertThat(next.segment("brand-new").nextId()).as("any key created after the recovery starts above the floor")
                .isEqualTo(MARGIN + 1);
        assertThat(next.segment("known").nextId()).as("a key that existed was moved by the margin").isGreaterThan(MARGIN);
        Reference.reachabilityFence(liveRoom);
    }

    private HikariDataSource pool(String name) {
        HikariDataSource pool = pair.newPool(name, pair.multiHostUrl(), 4);
        closing.add(pool);
        return pool;
    }

    private IdGenEngine engine(String name, HikariDataSource pool, int port) {
        IdGenEngine engine = IdGenEngine.builder(pool).name(name).maxWait(Duration.ofSeconds(5))
                .snowflakeNode(new NodeIdentity("lost-row-test", "node", port)).build();
        closing.add(engine);
        return engine;
    }

    private static List<Long> boxed(long[] ids) {
        return LongStream.of(ids).boxed().toList();
    }
}
