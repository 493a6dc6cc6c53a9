package dev.idgen.mybatis.slice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.baomidou.mybatisplus.core.incrementer.IdentifierGenerator;
import com.baomidou.mybatisplus.test.autoconfigure.MybatisPlusTest;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.mybatis.plus.PlusApplication;
import dev.idgen.mybatis.plus.PlusApplication.Coupon;
import dev.idgen.mybatis.plus.PlusApplication.Coupons;
import dev.idgen.mybatis.plus.PlusApplication.Member;
import dev.idgen.mybatis.plus.PlusApplication.Members;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.context.ContextConfiguration;

/**
 * {@code @MybatisPlusTest} (MyBatis-Plus's slice, Boot 3.5) runs what production runs: idgen is in the slice (no
 * {@code @Import}), MyBatis-Plus's {@code ASSIGN_ID} takes its id from idgen's key (inside the range the key
 * reserved, not MyBatis-Plus's own 19-digit default), into a column with no default (an insert without an id
 * fails), and a key over a seeded table starts above its rows.
 */
@MybatisPlusTest(properties = {"spring.sql.init.schema-locations=classpath:schema-h2.sql"})
@ContextConfiguration(classes = PlusApplication.class) // the application class, as a slice finds it in an application
class MybatisPlusSliceTest {

    @Autowired Coupons coupons;
    @Autowired Members members;
    @Autowired IdGenEngine engine;
    @Autowired IdentifierGenerator identifierGenerator;
    @Autowired DataSource dataSource;

    @Test
    void theMappersInsertCarriesAnIdFromIdgen() throws SQLException {
        assertThatThrownBy(() -> SliceSql.update(dataSource, "INSERT INTO mp_coupon (code) VALUES ('no id')"))
                .as("the column has no default: only an id from the application gets a row in").isInstanceOf(SQLException.class);
        assertThat(identifierGenerator.getClass().getName()).as("MyBatis-Plus's id source in the slice").startsWith("dev.idgen.");
        Coupon coupon = new Coupon("slice");
        assertThat(coupons.insert(coupon)).isEqualTo(1);
        assertThat(coupon.id).as("ASSIGN_ID set the id before the INSERT").isNotNull().isPositive();
        assertThat(coupons.selectById(coupon.id).code).isEqualTo("slice");
        assertThat(coupon.id).as("inside the range idgen reserved for key Coupon")
                .isLessThan(SliceSql.query(dataSource, "SELECT max_id FROM idgen_segment WHERE biz_tag = 'Coupon'"));
        assertThat(engine.segmentStats("Coupon")).isPresent();

        Member member = new Member("after the seed");
        members.insert(member);
        assertThat(member.id).as("above the 5 seeded rows").isGreaterThan(5)
                .isLessThan(SliceSql.query(dataSource, "SELECT max_id FROM idgen_segment WHERE biz_tag = 'Member'"));
    }
}
