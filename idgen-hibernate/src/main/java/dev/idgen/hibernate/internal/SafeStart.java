package dev.idgen.hibernate.internal;

import dev.idgen.hibernate.IdGenSettings;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.jdbc.ExistingRowsRule;
import dev.idgen.jdbc.admin.IdColumnDefaults;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.OptionalLong;
import javax.sql.DataSource;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.persister.entity.AbstractEntityPersister;
import org.hibernate.persister.entity.EntityPersister;
import dev.idgen.jdbc.internal.logging.Logger;
import dev.idgen.jdbc.internal.logging.LoggerFactory;
import dev.idgen.jdbc.segment.ColumnMaxima;

/**
 * The start-up check of one idgen entity against the table it fills, run when its SessionFactory
 * has been built (after Hibernate's schema management, before the application gets it) and before
 * its generator takes a first range:
 * <ul>
 *   <li>a key used for the first time (it has handed out no id on any node: no row yet, or a row
 *       whose next id is still 1) over a table that already has rows (seeded by {@code data.sql},
 *       a legacy id source) starts above them by itself, logged at INFO with the values: those
 *       rows cannot be idgen's;</li>
 *   <li>a key that has handed out ids and is at or below the table's {@code MAX(id)} means
 *       something else wrote ids: the key is moved above them at WARN (a move up is always safe) —
 *       or, with the engine option {@code existing-rows=adopt-first-use} or {@code refuse}, the build
 *       fails naming the entity, table, key, both values and the fix;
 *       {@value IdGenSettings#ADOPT_EXISTING_ROWS} forces the move whatever that option says.
 *       The rule is {@code IdGenEngine.startAbove}, the same at every door;</li>
 *   <li>a column that still has an id source of the database's ({@code AUTO_INCREMENT}, identity, a
 *       sequence default) is reported at WARN with the DDL that takes it away ({@link IdColumnDefaults}):
 *       a second writer, harmless only while every insert carries idgen's id;</li>
 *   <li>a column too narrow for the ids (snowflake ids in an {@code INTEGER}, a counter past
 *       {@code Integer.MAX_VALUE}) fails the build the same way.</li>
 * </ul>
 * A move is one statement that only ever raises the key ({@code UPDATE .. WHERE max_id < ?}, or
 * an insert of the missing row): nodes starting at once cannot lower it, nor each other's ranges.
 * Two reads per entity ({@code MAX} of the primary key is an index lookup). A table that cannot be
 * read (not created yet) is not checked, with a WARN naming it and the database's answer.
 */
final class SafeStart {

    private static final Logger log = LoggerFactory.getLogger(SafeStart.class);

    private SafeStart() {
    }

    /**
     * The names messages give the switches: Hibernate's settings, or the Spring Boot properties when
     * the starter configured Hibernate ({@value IdGenSettings#SPRING_BOOT}).
     */
    record Names(boolean springBoot) {
        String adopt() {
            return springBoot ? "idgen.hibernate.adopt-existing-rows" : IdGenSettings.ADOPT_EXISTING_ROWS;
        }

        String check() {
            return springBoot ? "idgen.hibernate.check-existing-rows" : IdGenSettings.CHECK_EXISTING_ROWS;
        }
    }

    /** The table and key column an entity's ids go into, {@code null} when Hibernate does not say. */
    record Column(String table, String column) {
    }

    /** Where {@code spec}'s ids go, from the built SessionFactory's persister. */
    static Column columnOf(SessionFactoryImplementor sessionFactory, GeneratorSpec spec) {
        EntityPersister persister = sessionFactory.getMappingMetamodel().getEntityDescriptor(spec.target().entityName());
        if (persister instanceof AbstractEntityPersister p && p.getRootTableKeyColumnNames().length == 1) {
            return new Column(p.getRootTableName(), p.getRootTableKeyColumnNames()[0]);
        }
        return null;
    }

    /**
     * Checks (and with {@code adopt}, adopts) the rows of {@code where} for {@code spec}.
     *
     * @throws org.hibernate.MappingException naming the entity, table, key, values and fix
     */
    static void check(GeneratorSpec spec, Column where, IdGenEngine engine, DataSource dataSource, boolean adopt,
                      Names names) {
        // two writers on one column: an id source the database still has on it is reported (WARN once, health)
        IdColumnDefaults.report(engine, dataSource, spec.target().describe() + ", " + spec.describe(), where.table(),
                where.column());
        if (spec.format() != null) {
            checkText(spec, where, dataSource);
            return;
        }
        String strategy = spec.strategy();
        String key = spec.subKey() != null ? spec.key() : spec.namespace() != null ? spec.namespace() : spec.key();
        OptionalLong floor = engine.nextIdFloor(strategy, key, spec.subKey());
        if (floor.isEmpty()) {
            log.debug("idgen: {} uses strategy '{}', which cannot say its next id; its table {} is not checked",
                    spec.target().describe(), strategy, where.table());
            return;
        }
        Rows rows = readOrWarn(spec, where, dataSource);
        if (rows == null) {
            return;
        }
        long next = floor.getAsLong();
        if (rows.max != null && rows.max.compareTo(BigDecimal.valueOf(next)) >= 0) {
            if (rows.max.compareTo(BigDecimal.valueOf(Long.MAX_VALUE - 2)) > 0) {
                throw spec.target().problem("table " + where.table() + " holds id " + rows.max.toPlainString() + " in "
                        + where.column() + ", beyond what idgen hands out", "remove or renumber that row");
            }
            // the rule of every door (IdGenEngine.startAbove): a first use starts above the rows (INFO), a key in use
            // is moved above another writer's ids (WARN), or refused by idgen.existing-rows; one statement that
            // only raises the key, so two nodes starting at once both end above the rows
            ExistingRowsRule rule = adopt ? ExistingRowsRule.ADOPT : engine.existingRows();
            try {
                next = engine.startAbove(strategy, key, spec.subKey(), where.table(), where.column(), rule, dataSource)
                        .nextId();
            } catch (IdGenConfigurationException e) {
                throw spec.target().problem(e.getMessage(), fix(spec, key, where, names));
            }
        }
        Class<?> type = spec.target().javaType();
        if ((type == Integer.class || type == int.class) && next > Integer.MAX_VALUE) {
            throw spec.target().problem("the id is an int/Integer, and " + spec.describe() + " hands out " + next
                    + " next, past Integer.MAX_VALUE (" + Integer.MAX_VALUE + ")", "make the id a Long (and the column "
                    + "BIGINT)");
        }
        if (!rows.numeric) {
            throw spec.target().problem("column " + where.table() + "." + where.column() + " is " + rows.typeName
                    + ", not a number, and " + spec.describe() + " hands out numbers", "make the column BIGINT, or give "
                    + "a format for formatted String ids");
        }
        if (BigDecimal.valueOf(next).compareTo(rows.columnMax) > 0) {
            throw spec.target().problem("column " + where.table() + "." + where.column() + " is " + rows.typeName
                    + ", whose largest value is " + rows.columnMax.toPlainString() + ", and " + spec.describe()
                    + " hands out " + next + " or more", "make the column BIGINT (ids are 64-bit)"
                    + (spec.namespace() != null ? "; snowflake ids need all 63 bits" : ""));
        }
    }

    /** A formatted id goes into a text column of at least the format's length. */
    private static void checkText(GeneratorSpec spec, Column where, DataSource dataSource) {
        Rows rows = readOrWarn(spec, where, dataSource);
        if (rows == null) {
            return;
        }
        int length = spec.format().length();
        if (rows.numeric) {
            throw spec.target().problem("column " + where.table() + "." + where.column() + " is " + rows.typeName
                    + ", a number, and " + spec.describe() + " makes " + length + "-character strings",
                    "make the column VARCHAR(" + length + ") or wider, or remove the format for numeric ids");
        }
        if (rows.width > 0 && rows.width < length) {
            throw spec.target().problem("column " + where.table() + "." + where.column() + " holds " + rows.width
                    + " characters, and " + spec.describe() + " makes " + length + "-character ids",
                    "make the column VARCHAR(" + length + ") or wider, or shorten the format");
        }
    }

    /**
     * What the table holds, or {@code null} when it cannot be read (not created yet, no rights): then
     * it is not checked, said at WARN with the database's answer.
     */
    private static Rows readOrWarn(GeneratorSpec spec, Column where, DataSource dataSource) {
        try {
            return Rows.read(dataSource, where);
        } catch (SQLException e) {
            log.warn("idgen: {}: table {} could not be read to check it against {} ({}; SQLState {}); not checked",
                    spec.target().describe(), where.table(), spec.describe(), e.getMessage(), e.getSQLState());
            return null;
        }
    }

    private static String fix(GeneratorSpec spec, String key, Column where, Names names) {
        String common = "move the key above the table's rows once: set " + names.adopt() + "=true"
                + (names.springBoot() ? "" : " (with Spring Boot: idgen.hibernate.adopt-existing-rows=true)");
        if (spec.namespace() != null) {
            return "give the rows written without idgen ids below the current snowflake ids, or use a segment key "
                    + "for this table (snowflake ids follow the clock and cannot be moved)";
        }
        if (spec.subKey() != null) {
            return common + ", or raise the row of key '" + key + "' sub-key '" + spec.subKey() + "' in "
                    + "idgen_ordered_<shard> to MAX(" + where.column() + ") with engine.moveAbove(\"" + spec.strategy()
                    + "\", \"" + key + "\", \"" + spec.subKey() + "\", max)";
        }
        return common + ", or KeyAdmin.on(dataSource).adoptFromColumn(\"" + key + "\", \"" + where.table() + "\", \""
                + where.column() + "\", 0), or the command: idgen keys adopt " + key + " --table " + where.table()
                + " --column " + where.column();
    }

    /** What the table holds: its largest id and the column's type and largest value. */
    private record Rows(BigDecimal max, String typeName, BigDecimal columnMax, boolean numeric, int width) {

        static Rows read(DataSource dataSource, Column where) throws SQLException {
            try (Connection c = dataSource.getConnection(); Statement st = c.createStatement()) {
                String typeName;
                BigDecimal columnMax;
                boolean numeric;
                int width;
                try (ResultSet rs = st.executeQuery("SELECT " + where.column() + " FROM " + where.table() + " WHERE 1 = 0")) {
                    ResultSetMetaData md = rs.getMetaData();
                    typeName = md.getColumnTypeName(1);
                    int type = md.getColumnType(1);
                    numeric = isNumeric(type);
                    width = md.getPrecision(1);
                    columnMax = largest(type, typeName, md.getPrecision(1), md.getScale(1));
                }
                if (!numeric) {
                    return new Rows(null, typeName, columnMax, false, width);
                }
                try (ResultSet rs = st.executeQuery("SELECT MAX(" + where.column() + ") FROM " + where.table())) {
                    rs.next();
                    return new Rows(rs.getBigDecimal(1), typeName, columnMax, true, width);
                }
            }
        }

        static boolean isNumeric(int jdbcType) {
            return switch (jdbcType) {
                case Types.TINYINT, Types.SMALLINT, Types.INTEGER, Types.BIGINT, Types.NUMERIC, Types.DECIMAL -> true;
                default -> false;
            };
        }

        /** The largest integer a column of this type holds ({@link ColumnMaxima}); {@code Long.MAX_VALUE} when wider or unknown. */
        static BigDecimal largest(int jdbcType, String typeName, int precision, int scale) {
            return BigDecimal.valueOf(ColumnMaxima.of(jdbcType, typeName, precision, scale).orElse(Long.MAX_VALUE));
        }
    }
}
