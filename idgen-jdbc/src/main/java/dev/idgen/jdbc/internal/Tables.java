package dev.idgen.jdbc.internal;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.jdbc.ordered.OrderedShards;
import java.util.regex.Pattern;

/**
 * The names of idgen's tables as statements write them: bare ({@code idgen_segment}), or
 * qualified with the schema they live in ({@code ids.idgen_segment}).
 *
 * @param schema the schema, or {@code null} for the connection's default (PostgreSQL's search path,
 *               MySQL's current database)
 */
public record Tables(String schema) {

    /** The tables created by idgen's migrations, by their bare names. */
    public static final String SEGMENT = "idgen_segment";
    public static final String WORKER = "idgen_worker";
    public static final String DAILY = "idgen_daily";
    public static final String EPOCH = "idgen_epoch";
    public static final String SNOWFLAKE_NAMESPACE = "idgen_snowflake_namespace";
    public static final String DOCUMENT = "idgen_document";
    public static final String REGION = "idgen_region";

    private static final Pattern PLAIN_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,62}");

    /** Tables in the connection's default schema. */
    public static final Tables DEFAULT = new Tables(null);

    public Tables {
        if (schema != null && !PLAIN_NAME.matcher(schema).matches()) {
            throw new IdGenConfigurationException("schema '" + schema + "' is not a plain SQL name (a letter or '_', "
                    + "then letters, digits or '_', at most 63 characters); quoted names are not accepted");
        }
    }

    public String segment() {
        return qualify(SEGMENT);
    }

    public String worker() {
        return qualify(WORKER);
    }

    /** The snowflake layout recorded per namespace (migration V7). */
    public String snowflakeNamespace() {
        return qualify(SNOWFLAKE_NAMESPACE);
    }

    public String daily() {
        return qualify(DAILY);
    }

    /** Gap-free document number series (migration V11). */
    public String document() {
        return qualify(DOCUMENT);
    }

    /** The region the database serves (migration V12). */
    public String region() {
        return qualify(REGION);
    }

    public String epoch() {
        return qualify(EPOCH);
    }

    public String orderedConfig() {
        return qualify(OrderedShards.CONFIG_TABLE);
    }

    /** The shard table {@code shard} of slow-ordered rows, e.g. {@code idgen_ordered_07}. */
    public String ordered(int shard) {
        return qualify(OrderedShards.table(shard));
    }

    private String qualify(String table) {
        return schema == null ? table : schema + "." + table;
    }
}
