package dev.idgen.jdbc.ordered;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.InvalidIdRequestException;
import org.junit.jupiter.api.Test;

/**
 * The shard function is a correctness rule shared by every node and version: these values are
 * pinned (computed independently with Python's zlib.crc32 and MariaDB's CRC32()). If this test
 * fails, the change would make nodes disagree about rows and hand out duplicate ids.
 */
class OrderedShardsTest {

    @Test
    void theHashIsPinned() {
        assertThat(OrderedShards.shardOf("im.message", "room-42", 64)).isEqualTo(59); // crc32 = 2132470395
        assertThat(OrderedShards.shardOf("im.message", "room-43", 64)).isEqualTo(45); // crc32 = 136174317
        assertThat(OrderedShards.shardOf("ledger", "acct:1", 64)).isEqualTo(22); // crc32 = 525269974
        assertThat(OrderedShards.shardOf("im.message", "room-42", 16)).isEqualTo(11);
        assertThat(OrderedShards.tableOf("im.message", "room-42", 64)).isEqualTo("idgen_ordered_59");
        assertThat(OrderedShards.HASH_NAME).isEqualTo("crc32(utf8(key:sub_key)) mod shard_count");
    }

    @Test
    void tableNamesHaveTwoDigits() {
        assertThat(OrderedShards.table(0)).isEqualTo("idgen_ordered_00");
        assertThat(OrderedShards.table(7)).isEqualTo("idgen_ordered_07");
        assertThat(OrderedShards.table(63)).isEqualTo("idgen_ordered_63");
        assertThatThrownBy(() -> OrderedShards.table(100)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void badCountsAndKeysAreRejectedNamingTheValue() {
        assertThatThrownBy(() -> OrderedShards.checkCount(0)).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("was 0").hasMessageContaining("between 1 and 100");
        assertThatThrownBy(() -> OrderedShards.checkCount(101)).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("was 101");
        assertThatThrownBy(() -> OrderedShards.shardOf("im.message", "room 42", 64))
                .isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("sub-key 'room 42'");
    }
}
