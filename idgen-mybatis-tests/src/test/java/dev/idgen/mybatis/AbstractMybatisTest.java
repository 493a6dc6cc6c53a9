package dev.idgen.mybatis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.mybatis.plain.PlainApplication.Note;
import dev.idgen.mybatis.plain.PlainApplication.Notes;
import dev.idgen.mybatis.plus.PlusApplication.Coupon;
import dev.idgen.mybatis.plus.PlusApplication.Coupons;
import dev.idgen.mybatis.plus.PlusApplication.Seat;
import dev.idgen.mybatis.plus.PlusApplication.Seats;
import dev.idgen.mybatis.plus.PlusApplication.Voucher;
import dev.idgen.mybatis.plus.PlusApplication.Vouchers;
import dev.idgen.testsupport.TestDatabase;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.boot.builder.SpringApplicationBuilder;

/**
 * MyBatis-Plus and plain MyBatis applications with the starter: their inserts, batches included, take idgen
 * ids — MyBatis-Plus's {@code IdType.ASSIGN_ID} and {@code ASSIGN_UUID} through idgen's
 * {@code IdentifierGenerator}, plain MyBatis's {@code @GeneratedId} fields through idgen's interceptor — and
 * keys start above the rows their tables already hold.
 */
abstract class AbstractMybatisTest {

    abstract TestDatabase database();

    abstract String schema();

    private ConfigurableApplicationContext start(Class<?> application) {
        TestDatabase db = database();
        return new SpringApplicationBuilder(application).properties(Map.of(
                "spring.datasource.url", db.jdbcUrl(), "spring.datasource.username", db.user(),
                "spring.datasource.password", db.password() == null ? "" : db.password(),
                "spring.sql.init.schema-locations", "classpath:" + schema(),
                "spring.main.banner-mode", "off")).run();
    }

    @Test
    void myBatisPlusAssignIdAndAssignUuidTakeIdgenIds() {
        try (ConfigurableApplicationContext app = start(dev.idgen.mybatis.plus.PlusApplication.class)) {
            Coupons coupons = app.getBean(Coupons.class);
            Coupon first = new Coupon("first");
            coupons.insert(first);
            assertThat(first.id).as("the segment key named by the class").isEqualTo(1);

            List<Coupon> batch = new ArrayList<>();
            for (int i = 0; i < 150; i++) {
                batch.add(new Coupon("c" + i));
            }
            coupons.insert(batch); // MyBatis-Plus's batch insert: one id per entity
            assertThat(batch).extracting(c -> c.id).doesNotHaveDuplicates().doesNotContainNull()
                    .allMatch(id -> id > 1);
            assertThat(coupons.selectCount(null)).isEqualTo(151);

            Seats seats = app.getBean(Seats.class);
            Seat a = new Seat("A");
            Seat b = new Seat("B");
            seats.insert(a);
            seats.insert(b);
            assertThat(b.id).as("slow-ordered ids in an Integer column").isGreaterThan(a.id);

            Vouchers vouchers = app.getBean(Vouchers.class);
            Voucher v = new Voucher(500);
            vouchers.insert(v);
            assertThat(v.number).matches("V\\d{4}-000001");
        }
    }

    @Test
    void plainMyBatisInsertsAndForeachBatchesFillGeneratedIdFields() {
        try (ConfigurableApplicationContext app = start(dev.idgen.mybatis.plain.PlainApplication.class)) {
            Notes notes = app.getBean(Notes.class);
            Note one = new Note("one");
            notes.insert(one);
            assertThat(one.id).isPositive();

            List<Note> batch = new ArrayList<>();
            for (int i = 0; i < 100; i++) {
                batch.add(new Note("n" + i));
            }
            Note chosen = new Note("chosen");
            chosen.id = 9_999_999L;
            batch.add(chosen);
            notes.insertAll(batch);
            assertThat(batch).extracting(n -> n.id).doesNotHaveDuplicates().doesNotContainNull();
            assertThat(chosen.id).as("an id the application set is kept").isEqualTo(9_999_999L);
            assertThat(notes.count()).isEqualTo(102);
        }
    }

    @Test
    void myBatisPlusKeysStartAboveTheRowsTheirTablesAlreadyHold() {
        try (ConfigurableApplicationContext app = start(dev.idgen.mybatis.plus.PlusApplication.class)) {
            dev.idgen.mybatis.plus.PlusApplication.Member m = new dev.idgen.mybatis.plus.PlusApplication.Member("new");
            app.getBean(dev.idgen.mybatis.plus.PlusApplication.Members.class).insert(m);
            assertThat(m.id).as("MyBatis-Plus @TableName/@TableId over 5 seeded rows").isEqualTo(6);
        }
    }

    @Test
    void plainMyBatisKeysStartAboveTheRowsTheirTablesAlreadyHold() {
        try (ConfigurableApplicationContext app = start(dev.idgen.mybatis.plain.PlainApplication.class)) {
            dev.idgen.mybatis.plain.PlainApplication.Guest g = new dev.idgen.mybatis.plain.PlainApplication.Guest("new");
            app.getBean(dev.idgen.mybatis.plain.PlainApplication.Guests.class).insert(g);
            assertThat(g.id).as("plain MyBatis @GeneratedId over 5 seeded rows: the table read from the INSERT")
                    .isEqualTo(6);
        }
    }
}
