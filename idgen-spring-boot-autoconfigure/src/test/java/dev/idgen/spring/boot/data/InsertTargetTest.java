package dev.idgen.spring.boot.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Where a MyBatis INSERT puts a field: read from the plain form {@code INSERT INTO t (cols) VALUES (?, ..)} and the
 * statement's parameter mappings, never guessed for another form (then the interceptor says so at WARN).
 */
class InsertTargetTest {

    @Test
    void thePlainFormAndForeachBatchesNameTableAndColumn() {
        assertThat(InsertTarget.of("INSERT INTO mb_note (id, text) VALUES (?, ?)", List.of("id", "text"), "id"))
                .contains(new InsertTarget("mb_note", "id"));
        assertThat(InsertTarget.of("insert into shop.note (text, note_id) values (?, ?), (?, ?)",
                List.of("__frch_n_0.text", "__frch_n_0.id", "__frch_n_1.text", "__frch_n_1.id"), "id"))
                .contains(new InsertTarget("shop.note", "note_id"));
        assertThat(InsertTarget.of("INSERT INTO `note` (created, id) VALUES (CURRENT_TIMESTAMP, ?)", List.of("n.id"), "id"))
                .as("a literal before the parameter").contains(new InsertTarget("`note`", "id"));
    }

    @Test
    void otherFormsAreNotGuessed() {
        assertThat(InsertTarget.of("INSERT INTO note SELECT ?, text FROM draft", List.of("id"), "id")).isEmpty();
        assertThat(InsertTarget.of("INSERT INTO note VALUES (?, ?)", List.of("id", "text"), "id")).isEmpty();
        assertThat(InsertTarget.of("INSERT INTO note (id, text) VALUES (? + 1, ?)", List.of("id", "text"), "id")).isEmpty();
        assertThat(InsertTarget.of("INSERT INTO note (text) VALUES (?)", List.of("text"), "id")).isEmpty();
    }
}
