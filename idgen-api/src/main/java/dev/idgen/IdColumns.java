package dev.idgen;

import dev.idgen.format.IdFormat;
import java.util.OptionalLong;

/**
 * The checks made where an id is written into a column narrower than idgen's ids: the code that
 * {@code idgen-processor} generates for jOOQ tables calls them, so the generated classes stay small
 * and every helper says the same thing. Usable by hand as well.
 *
 * <p>Nothing is ever wrapped or truncated: an id that does not fit is an exception naming the
 * table, the column, the key, the value and the fix.
 */
public final class IdColumns {

    private IdColumns() {
    }

    /**
     * The largest id a column of Java type {@code javaType} holds, when it is narrower than idgen's ids:
     * {@code Integer.MAX_VALUE} for {@code int}/{@link Integer} ({@code INTEGER}), {@code Short.MAX_VALUE} for
     * {@code short}/{@link Short} ({@code SMALLINT}); empty for {@code long}/{@link Long} and every other type
     * (the long range, or ids that are not numbers). The integrations pass it to the engine
     * ({@code IdGenEngine.declareColumn}) so a key's ranges are capped by what its column has left.
     */
    public static OptionalLong maxOf(Class<?> javaType) {
        if (javaType == Integer.class || javaType == int.class) {
            return OptionalLong.of(Integer.MAX_VALUE);
        }
        if (javaType == Short.class || javaType == short.class) {
            return OptionalLong.of(Short.MAX_VALUE);
        }
        return OptionalLong.empty();
    }

    /** The SQL type of a column of {@code javaType} as messages name it: {@code INTEGER}, {@code SMALLINT}, else {@code BIGINT}. */
    public static String sqlTypeOf(Class<?> javaType) {
        if (javaType == Integer.class || javaType == int.class) {
            return "INTEGER";
        }
        return javaType == Short.class || javaType == short.class ? "SMALLINT" : "BIGINT";
    }

    /**
     * {@code id} as an {@code int}, for an {@code INTEGER} id column.
     *
     * @param key the key the id came from, e.g. {@code order}
     * @param table the table's name, e.g. {@code orders}
     * @param column the column's name, e.g. {@code id}
     * @throws IdExhaustedException naming the table, column, key and value when {@code id} is past
     *         {@link Integer#MAX_VALUE} (the id is not used, and never handed out again)
     */
    public static int toInt(long id, String key, String table, String column) {
        if (id > Integer.MAX_VALUE || id < Integer.MIN_VALUE) {
            throw pastIntegerMax(id, key, table, column, 1);
        }
        return (int) id;
    }

    /**
     * Every id of {@code ids} as an {@code int}, all checked before any is returned, so a batch is
     * used whole or not at all.
     *
     * @throws IdExhaustedException as {@link #toInt} for the first id past {@link Integer#MAX_VALUE};
     *         none of the batch is used
     */
    public static int[] toInts(long[] ids, String key, String table, String column) {
        int[] out = new int[ids.length];
        for (int i = 0; i < ids.length; i++) {
            long id = ids[i];
            if (id > Integer.MAX_VALUE || id < Integer.MIN_VALUE) {
                throw pastIntegerMax(id, key, table, column, ids.length);
            }
            out[i] = (int) id;
        }
        return out;
    }

    private static IdExhaustedException pastIntegerMax(long id, String key, String table, String column, int batch) {
        return new IdExhaustedException("idgen: key '" + key + "' handed out " + id + " for column " + table + "."
                + column + ", an Integer column, past Integer.MAX_VALUE (" + Integer.MAX_VALUE + "); "
                + (batch == 1 ? "the id was not" : "none of the " + batch + " ids was") + " written, and the key never "
                + "hands out numbers below it again. Fix: make " + table + "." + column + " a BIGINT column and "
                + "regenerate the jOOQ classes (the column becomes Long)");
    }

    /**
     * Checks that a text column of {@code width} characters holds every id of {@code format}.
     *
     * @param width the column's declared length, {@code 0} (or less) when unknown or unlimited: then
     *        nothing is checked
     * @throws IdGenConfigurationException naming the table, column, both widths and the fix when
     *         {@code width} is positive and less than {@link IdFormat#length()}
     */
    public static void checkWidth(IdFormat format, int width, String key, String table, String column) {
        if (width > 0 && width < format.length()) {
            throw new IdGenConfigurationException("idgen: column " + table + "." + column + " holds " + width
                    + " characters, and key '" + key + "' with format " + format + " makes " + format.length()
                    + "-character ids, which it cannot hold. Fix: make the column VARCHAR(" + format.length()
                    + ") or wider (and regenerate the jOOQ classes), or shorten the format");
        }
    }
}
