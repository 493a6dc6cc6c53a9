package dev.idgen.jdbc.segment;

import java.math.BigInteger;
import java.sql.Types;
import java.util.OptionalLong;

/**
 * The largest id a column of a JDBC type holds, for {@code IdGenEngine.declareColumn} where the type is read
 * from the database's metadata (the CLI's {@code idgen keys --column}, Spring Boot's {@code adopt-from}):
 * {@code TINYINT} 127, {@code SMALLINT} 32 767, {@code INTEGER} 2 147 483 647, {@code BIGINT}
 * {@code Long.MAX_VALUE}, {@code NUMERIC(p, 0)}/{@code DECIMAL(p, 0)} {@code 10^p - 1} (at most
 * {@code Long.MAX_VALUE}).
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
        switch (jdbcType) {
            case Types.TINYINT:
                return OptionalLong.of(Byte.MAX_VALUE);
            case Types.SMALLINT:
                return OptionalLong.of(Short.MAX_VALUE);
            case Types.INTEGER:
                return OptionalLong.of(Integer.MAX_VALUE);
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
