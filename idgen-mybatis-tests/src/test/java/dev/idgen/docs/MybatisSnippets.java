package dev.idgen.docs;

import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableName;
import dev.idgen.GeneratedId;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;

/**
 * The MyBatis snippets of docs/spring-boot.md, as regions ({@code // tag::name[]}) that {@code DocsSnippetsTest}
 * holds the docs to; compiled with this module's tests. The running versions are {@code PlusApplication}'s and
 * {@code PlainApplication}'s; this package is outside their scans.
 */
@SuppressWarnings("unused")
final class MybatisSnippets {

    private MybatisSnippets() {
    }

    // tag::mybatis-plus-entity[]
    @TableName("coupon")
    public class Coupon {
        @TableId(type = IdType.ASSIGN_ID)        // segment key "Coupon"
        public Long id;
        public String code;
    }
    // end::mybatis-plus-entity[]

    // tag::mybatis-interceptor[]
    public class Note {
        @GeneratedId(key = "note") public Long id;
        public String text;
    }
    @Mapper interface Notes {
        @Insert("INSERT INTO note (id, text) VALUES (#{id}, #{text})") int insert(Note note);
    }
    // end::mybatis-interceptor[]
}
