package dev.idgen.mybatis.slice;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;

/** Plain SQL beside the mappers, for the slice tests: an insert that must fail, a value idgen's table holds. */
final class SliceSql {

    private SliceSql() {
    }

    static void update(DataSource dataSource, String sql) throws SQLException {
        try (Connection c = dataSource.getConnection(); Statement st = c.createStatement()) {
            st.executeUpdate(sql);
        }
    }

    static long query(DataSource dataSource, String sql) throws SQLException {
        try (Connection c = dataSource.getConnection(); Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
