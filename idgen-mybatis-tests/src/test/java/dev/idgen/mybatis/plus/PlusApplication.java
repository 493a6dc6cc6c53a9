package dev.idgen.mybatis.plus;

import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableName;
import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import dev.idgen.GeneratedId;
import dev.idgen.Strategy;
import org.apache.ibatis.annotations.Mapper;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** A MyBatis-Plus application: no idgen code, only the starter (and @GeneratedId where the key is not the class name). */
@SpringBootApplication(excludeName = "org.mybatis.spring.boot.autoconfigure.MybatisAutoConfiguration")
public class PlusApplication {

    /** ASSIGN_ID with no idgen annotation: the segment key "Coupon". */
    @TableName("mp_coupon")
    public static class Coupon {
        @TableId(type = IdType.ASSIGN_ID)
        public Long id;
        public String code;

        public Coupon() {
        }

        public Coupon(String code) {
            this.code = code;
        }
    }

    /** An Integer id from a slow-ordered key named by @GeneratedId. */
    @TableName("mp_seat")
    public static class Seat {
        @TableId(type = IdType.ASSIGN_ID)
        @GeneratedId(key = "seat", strategy = Strategy.SLOW_ORDERED)
        public Integer id;
        public String label;

        public Seat() {
        }

        public Seat(String label) {
            this.label = label;
        }
    }

    /** A business number through ASSIGN_UUID. */
    @TableName("mp_voucher")
    public static class Voucher {
        @TableId(type = IdType.ASSIGN_UUID)
        @GeneratedId(key = "voucher", format = "V{date:yyyy}-{serial:6}")
        public String number;
        public long cents;

        public Voucher() {
        }

        public Voucher(long cents) {
            this.cents = cents;
        }
    }

    /** ASSIGN_ID over a table that holds rows written before idgen (the schema script seeds 1 to 5). */
    @TableName("mp_member")
    public static class Member {
        @TableId(type = IdType.ASSIGN_ID)
        public Long id;
        public String name;

        public Member() {
        }

        public Member(String name) {
            this.name = name;
        }
    }

    @Mapper
    public interface Coupons extends BaseMapper<Coupon> {
    }

    @Mapper
    public interface Members extends BaseMapper<Member> {
    }

    @Mapper
    public interface Seats extends BaseMapper<Seat> {
    }

    @Mapper
    public interface Vouchers extends BaseMapper<Voucher> {
    }
}
