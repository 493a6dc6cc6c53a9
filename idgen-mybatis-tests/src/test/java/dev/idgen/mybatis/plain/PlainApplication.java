package dev.idgen.mybatis.plain;

import dev.idgen.GeneratedId;
import java.util.List;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Select;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** A plain MyBatis application: no idgen code, only the starter and @GeneratedId on the id fields. */
@SpringBootApplication(excludeName = {"com.baomidou.mybatisplus.autoconfigure.MybatisPlusAutoConfiguration",
    "com.baomidou.mybatisplus.autoconfigure.MybatisPlusInnerInterceptorAutoConfiguration",
    "com.baomidou.mybatisplus.autoconfigure.MybatisPlusLanguageDriverAutoConfiguration",
    "com.baomidou.mybatisplus.autoconfigure.IdentifierGeneratorAutoConfiguration",
    "com.baomidou.mybatisplus.autoconfigure.DdlAutoConfiguration"})
public class PlainApplication {

    public static class Note {
        @GeneratedId(key = "note")
        public Long id;
        public String text;

        public Note() {
        }

        public Note(String text) {
            this.text = text;
        }
    }

    /** A table that holds rows written before idgen (the schema script seeds 1 to 5). */
    public static class Guest {
        @GeneratedId(key = "guest")
        public Long id;
        public String name;

        public Guest(String name) {
            this.name = name;
        }
    }

    @Mapper
    public interface Guests {
        @Insert("INSERT INTO mb_guest (id, name) VALUES (#{id}, #{name})")
        int insert(Guest guest);
    }

    @Mapper
    public interface Notes {
        @Insert("INSERT INTO mb_note (id, text) VALUES (#{id}, #{text})")
        int insert(Note note);

        @Insert("<script>INSERT INTO mb_note (id, text) VALUES "
                + "<foreach collection='notes' item='n' separator=','>(#{n.id}, #{n.text})</foreach></script>")
        int insertAll(@Param("notes") List<Note> notes);

        @Select("SELECT COUNT(*) FROM mb_note")
        long count();
    }
}
