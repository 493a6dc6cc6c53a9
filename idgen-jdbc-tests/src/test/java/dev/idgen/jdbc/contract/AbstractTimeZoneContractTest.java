package dev.idgen.jdbc.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.admin.KeyAdmin.NewKey;
import dev.idgen.jdbc.admin.KeyAdmin;
import dev.idgen.jdbc.admin.KeyInfo;
import dev.idgen.jdbc.daily.DailySequence;
import dev.idgen.jdbc.daily.DailySerial;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.jdbc.snowflake.SnowflakeIdGenerator;
import dev.idgen.testsupport.SettableTimeSource;
import dev.idgen.testsupport.TestDatabase;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;

/**
 * Time zones, the same on every database: the database sessions run in
 * {@link TestDatabase#SESSION_ZONE} (UTC−03:30), the JVM in Pacific/Chatham (UTC+13:45 now), and
 * nothing idgen stores or computes may shift by the difference — lease and promise times, snowflake
 * timestamps, the day of a daily sequence, and the times of a key.
 */
abstract class AbstractTimeZoneContractTest extends AbstractDatabaseContract {

    /** This contract never uses the slow-ordered strategy: its database is migrated without those tables. */
    @Override
    protected boolean slowOrderedTables() {
        return false;
    }


    /** Long enough for a slow round trip, far shorter than any zone difference (at least 15 min). */
    private static final long TOLERANCE_MILLIS = 5_000;

    @Test
    @VersionSensitive
    void theSessionsRunInAnotherZoneThanTheJvm() {
        long sessionOffset = db.queryLong(db.sessionOffsetSecondsSql());
        long jvmOffset = ZoneId.systemDefault().getRules().getOffset(Instant.now()).getTotalSeconds();
        assertThat(sessionOffset).isEqualTo(TestDatabase.SESSION_ZONE.getTotalSeconds());
        assertThat(Math.abs(sessionOffset - jvmOffset)).as("session and JVM zones are hours apart, so any shift shows")
                .isGreaterThanOrEqualTo(3_600);
    }

    @Test
    @VersionSensitive
    void leaseAndPromiseTimesAreInstantsNotWallTimes() {
        Duration ttl = Duration.ofSeconds(20);
        Duration horizon = Duration.ofSeconds(4);
        SnowflakeIdGenerator g = engine(IdGenEngine.builder(db.dataSource())
                .snowflakeNode(new NodeIdentity("zones", "h", 1)).leaseTtl(ttl).timestampHorizon(horizon)
                .heartbeatInterval(Duration.ofMillis(500))).snowflake();
        long id = g.nextId();
        long now = System.currentTimeMillis();
        String row = " FROM idgen_worker WHERE worker_id = " + g.workerId();
        assertThat(db.queryLong("SELECT heartbeat_at" + row)).isCloseTo(now, within());
        assertThat(db.queryLong("SELECT lease_expires_at" + row)).isCloseTo(now + ttl.toMillis(), within());
        assertThat(db.queryLong("SELECT last_timestamp" + row)).as("the promise").isCloseTo(now + horizon.toMillis(), within());
        assertThat(g.decode(id).time().toEpochMilli()).as("the id's timestamp").isCloseTo(now, within());
    }

    @Test
    @VersionSensitive
    void aDailySequenceCountsDaysInItsOwnZoneNeitherTheSessionsNorTheJvms() {
        // at this instant the three zones are on three different dates
        Instant at = Instant.parse("2026-11-21T11:00:00Z");
        ZoneId dailyZone = ZoneId.of("Etc/GMT+12"); // UTC-12: 2026-11-20 23:00
        assertThat(at.atOffset(TestDatabase.SESSION_ZONE).toLocalDate()).isEqualTo(LocalDate.of(2026, 11, 21));
        assertThat(at.atZone(ZoneId.of("Pacific/Chatham")).toLocalDate()).isEqualTo(LocalDate.of(2026, 11, 22));

        IdGenEngine e = engine(IdGenEngine.builder(db.dataSource()).timeSource(new SettableTimeSource(at.toEpochMilli()))
                .dailyZone(dailyZone));
        DailySequence invoices = e.daily("invoice");
        assertThat(invoices.next()).isEqualTo(new DailySerial(LocalDate.of(2026, 11, 20), 1));
        assertThat(e.formatted("order", IdFormat.parse("ORD{date:yyyyMMdd}{serial:5}")).nextId())
                .isEqualTo("ORD2026112000001");
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_daily WHERE biz_tag IN ('invoice', 'order')"
                + " AND serial_day = DATE '2026-11-20'")).as("the day rows are named by the daily zone's date").isEqualTo(2);
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_daily")).isEqualTo(2);
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment")).as("days are not segment keys").isZero();

        IdGenEngine utc = engine(IdGenEngine.builder(db.dataSource()).timeSource(new SettableTimeSource(at.toEpochMilli())));
        assertThat(utc.daily("invoice").next()).as("the default daily zone is UTC")
                .isEqualTo(new DailySerial(LocalDate.of(2026, 11, 21), 1));
    }

    @Test
    @VersionSensitive
    void aKeysTimesAreTheInstantsItWasCreatedAndLastReserved() throws Exception {
        KeyAdmin admin = KeyAdmin.on(db.dataSource());
        KeyInfo created = admin.create(new NewKey("zones.key", 1, 100, null, null, "made in another zone"));
        long now = System.currentTimeMillis();
        assertThat(created.createdAt().toEpochMilli()).isCloseTo(now, within());
        assertThat(created.updatedAt().toEpochMilli()).isCloseTo(now, within());

        Thread.sleep(1_100);
        engine(IdGenEngine.builder(db.dataSource())).segment("zones.key").nextId();
        KeyInfo reserved = admin.show("zones.key").orElseThrow();
        assertThat(reserved.updatedAt().toEpochMilli()).as("a reservation moves updated_at")
                .isCloseTo(System.currentTimeMillis(), within())
                .isGreaterThan(created.updatedAt().toEpochMilli());
        assertThat(reserved.createdAt()).isEqualTo(created.createdAt());
        assertThat(admin.list()).extracting(KeyInfo::updatedAt).containsExactly(reserved.updatedAt());
    }

    private static org.assertj.core.data.Offset<Long> within() {
        return org.assertj.core.data.Offset.offset(TOLERANCE_MILLIS);
    }
}
