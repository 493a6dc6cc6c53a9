package dev.idgen.jdbc.ordered;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdKeys;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;

/**
 * Where the row of a (key, sub-key) lives: one of the shard tables {@code idgen_ordered_00} ..
 * {@code idgen_ordered_63} created by migration {@code V3__ordered}.
 *
 * <pre>
 *   shard = CRC32( UTF-8 bytes of key + ':' + subKey ) mod shardCount      (CRC32 as unsigned 32 bits)
 *   table = "idgen_ordered_" + two-digit shard                            e.g. idgen_ordered_07
 * </pre>
 *
 * <p>The function is a correctness rule, not a tuning detail: two nodes that map one sub-key to
 * two different rows would hand out the same ids twice. It never changes; the migration records
 * its name ({@link #HASH_NAME}) and the shard count in {@value #CONFIG_TABLE}, and an engine whose
 * count or hash disagrees refuses to serve. The row itself is keyed by the pair
 * {@code (biz_tag, sub_key)}, so the {@code ':'} joining them (which keys may also contain) only
 * picks the table and cannot make two pairs share a row.
 */
public final class OrderedShards {

    /** The shard count created by the migration; the default of the engine builder. */
    public static final int DEFAULT_COUNT = 64;
    /** The largest shard count accepted: table names carry a two-digit suffix. */
    public static final int MAX_COUNT = 100;
    /** The table recording the shard count and hash of the schema (one row). */
    public static final String CONFIG_TABLE = "idgen_ordered_config";
    /** The name under which the migration records the hash; compared verbatim by every engine. */
    public static final String HASH_NAME = "crc32(utf8(key:sub_key)) mod shard_count";
    /** Every shard table's name is this prefix plus a two-digit shard number. */
    public static final String TABLE_PREFIX = "idgen_ordered_";

    private OrderedShards() {
    }

    /**
     * The shard of {@code (key, subKey)} among {@code shardCount} shards.
     *
     * @throws dev.idgen.InvalidIdRequestException when the key or sub-key breaks the key rule
     * @throws IdGenConfigurationException when the count is out of range
     */
    public static int shardOf(String key, String subKey, int shardCount) {
        IdKeys.check(key, "key");
        IdKeys.check(subKey, "sub-key");
        checkCount(shardCount);
        CRC32 crc = new CRC32();
        crc.update((key + ':' + subKey).getBytes(StandardCharsets.UTF_8));
        return (int) (crc.getValue() % shardCount);
    }

    /** The table holding the row of {@code (key, subKey)} with {@code shardCount} shards. */
    public static String tableOf(String key, String subKey, int shardCount) {
        return table(shardOf(key, subKey, shardCount));
    }

    /** The name of shard table {@code shard}, e.g. {@code idgen_ordered_07}. */
    public static String table(int shard) {
        if (shard < 0 || shard >= MAX_COUNT) {
            throw new IllegalArgumentException("shard must be between 0 and " + (MAX_COUNT - 1) + ", was " + shard);
        }
        return shard < 10 ? TABLE_PREFIX + "0" + shard : TABLE_PREFIX + shard;
    }

    /**
     * Validates a shard count.
     *
     * @throws IdGenConfigurationException naming the value and the rule
     */
    public static int checkCount(int shardCount) {
        if (shardCount < 1 || shardCount > MAX_COUNT) {
            throw new IdGenConfigurationException("orderedShards must be between 1 and " + MAX_COUNT
                    + " (shard tables are idgen_ordered_00 .. idgen_ordered_99) and equal to the shard_count in "
                    + CONFIG_TABLE + " (" + DEFAULT_COUNT + " as migrated), was " + shardCount);
        }
        return shardCount;
    }

    /**
     * How the message of a missing slow-ordered table begins its fix; the exception, a {@code SchemaMissingException},
     * also names the part structurally: {@code missing()} is {@code SLOW_ORDERED_TABLES}.
     */
    public static final String TABLES_CREATED_WHEN_ASKED = "the slow-ordered tables are created only when asked for";

    /**
     * What creates the slow-ordered tables, which idgen's migrations create only when asked for; ends
     * the message of a {@code SchemaMissingException} about them.
     */
    public static String howToCreateTables(dev.idgen.Dialect dialect) {
        return TABLES_CREATED_WHEN_ASKED + ": run "
                + "IdGenMigrations.with(dataSource).slowOrdered(true).migrate() from idgen-migrations (Flyway location "
                + "classpath:db/idgen-ordered/" + dialect.folder() + ", history table idgen_ordered_schema_history), "
                + "'idgen migrate --slow-ordered', or with Spring Boot set idgen.slow-ordered.tables=true";
    }
}
