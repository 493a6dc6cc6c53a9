package dev.idgen.jdbc.segment;

import java.math.BigInteger;
import java.sql.Types;
import java.util.Locale;
import java.util.OptionalLong;

/**
 * The largest id a column of a JDBC type holds, for {@code IdGenEngine.declareColumn} where the type is read
 * from the database's metadata (the CLI's {@code idgen keys --column}, Spring Boot's {@code adopt-from}):
 * {@code TINYINT} 127, {@code SMALLINT} 32 767, {@code INTEGER} 2 147 483 647, {@code BIGINT}
 * {@code Long.MAX_VALUE}, {@code NUMERIC(p, 0)}/{@code DECIMAL(p, 0)} {@code 10^p - 1} (at most
 * {@code Long.MAX_VALUE}); with the database's type name, MySQL's {@code UNSIGNED} and {@code MEDIUMINT} too. The
 * one table of type maxima: the engine's start-up check ({@code IdColumn}) and Hibernate's read it as well.
 */
public final class ColumnMaxima {

    private ColumnMaxima() {
    }

    /**
     * @param jdbcType  {@code DATA_TYPE} of {@link java.sql.DatabaseMetaData#getColumns}, a {@link Types} constant
     * @param precision {@code COLUMN_SIZE} (digits of a {@code NUMERIC})
     * @param scale     {@code DECIMAL_DIGITS}
     * @return empty for a type that does not hold whole numbers (the caller names it and refuses)
     */
    public static OptionalLong of(int jdbcType, int precision, int scale) {
        return of(jdbcType, null, precision, scale);
    }

    /**
     * As {@link #of(int, int, int)}, reading MySQL's {@code UNSIGNED} (twice the signed range, plus one) and
     * {@code MEDIUMINT} (reported as {@code INTEGER}, 8 388 607) from {@code typeName}.
     *
     * @param typeName {@code TYPE_NAME} (or {@link java.sql.ResultSetMetaData#getColumnTypeName}), {@code null} when
     *                 unknown: then the signed ranges
     */
    public static OptionalLong of(int jdbcType, String typeName, int precision, int scale) {
        String upper = typeName == null ? "" : typeName.toUpperCase(Locale.ROOT);
        boolean unsigned = upper.contains("UNSIGNED");
        switch (jdbcType) {
            case Types.TINYINT:
                return OptionalLong.of(unsigned ? 255 : Byte.MAX_VALUE);
            case Types.SMALLINT:
                return OptionalLong.of(unsigned ? 65_535 : Short.MAX_VALUE);
            case Types.INTEGER:
                if (upper.startsWith("MEDIUMINT")) {
                    return OptionalLong.of(unsigned ? 16_777_215 : 8_388_607);
                }
                return OptionalLong.of(unsigned ? 4_294_967_295L : Integer.MAX_VALUE);
            case Types.BIGINT:
                return OptionalLong.of(Long.MAX_VALUE);
            case Types.NUMERIC, Types.DECIMAL:
                if (scale == 0 && precision > 0) {
                    BigInteger max = BigInteger.TEN.pow(precision).subtract(BigInteger.ONE);
                    return OptionalLong.of(max.bitLength() < 64 ? max.longValueExact() : Long.MAX_VALUE);
                }
                return OptionalLong.empty();
            default:
                return OptionalLong.empty();
        }
    }
}
