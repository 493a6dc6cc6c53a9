package dev.idgen.spi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Credentials never reach a message: URLs of every common form, and data sources whose toString prints them. */
class RedactTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "jdbc:postgresql://app:hunter2@db:5432/shop                      | jdbc:postgresql://app:***@db:5432/shop",
            "jdbc:postgresql://db:5432/shop?user=app&password=hunter2&ssl=true | jdbc:postgresql://db:5432/shop?user=app&password=***&ssl=true",
            "jdbc:postgresql://db/shop?sslpassword=hunter2&sslmode=verify-full | jdbc:postgresql://db/shop?sslpassword=***&sslmode=verify-full",
            "jdbc:mysql://app:hunter2@db:3306/shop?trustStorePassword=hunter2 | jdbc:mysql://app:***@db:3306/shop?trustStorePassword=***",
            "jdbc:mariadb://db/shop?user=app&PASSWORD=hunter2                 | jdbc:mariadb://db/shop?user=app&PASSWORD=***",
            "jdbc:mysql://address=(host=db)(user=app)(password=hunter2)/shop  | jdbc:mysql://address=(host=db)(user=app)(password=***)/shop",
            "jdbc:h2:mem:shop;USER=sa;PASSWORD=hunter2;DB_CLOSE_DELAY=-1      | jdbc:h2:mem:shop;USER=sa;PASSWORD=***;DB_CLOSE_DELAY=-1",
            "jdbc:sqlserver://db;user=app;password=hunter2;encrypt=true       | jdbc:sqlserver://db;user=app;password=***;encrypt=true",
            "jdbc:oracle:thin:app/hunter2@db:1521:orcl                        | jdbc:oracle:thin:app/***@db:1521:orcl",
            "jdbc:postgresql://db:5432/shop?ApplicationName=a@b               | jdbc:postgresql://db:5432/shop?ApplicationName=a@b",
            "jdbc:postgresql://app@db:5432/shop                               | jdbc:postgresql://app@db:5432/shop",
            "jdbc:h2:mem:test                                                 | jdbc:h2:mem:test",
    })
    void aUrlKeepsItsUserAndHostAndLosesItsPassword(String url, String expected) {
        assertThat(Redact.jdbcUrl(url)).isEqualTo(expected).doesNotContain("hunter2");
    }

    @Test
    void urlsInsideAMessageAreMaskedToo() {
        String driver = "Unable to connect to jdbc:postgresql://app:hunter2@db/shop (password=hunter2): refused";
        assertThat(Redact.text(driver)).isEqualTo("Unable to connect to jdbc:postgresql://app:***@db/shop (password=***): refused");
        assertThat(Redact.text(null)).isNull();
        assertThat(Redact.text("plain message, no url")).isEqualTo("plain message, no url");
    }

    @Test
    void aDataSourceIsNamedByItsClassAndMaskedUrlNeverByItsToString() {
        UrlDataSource leaky = new UrlDataSource("jdbc:postgresql://db/shop?user=app&password=hunter2");
        assertThat(leaky.toString()).contains("hunter2"); // what a user's data source may well do
        assertThat(Redact.dataSource(leaky)).isEqualTo("UrlDataSource jdbc:postgresql://db/shop?user=app&password=***");
        assertThat(Redact.dataSource(new UrlDataSource(null))).isEqualTo("UrlDataSource (no URL set)");
        OpaqueDataSource opaque = new OpaqueDataSource();
        assertThat(Redact.dataSource(opaque)).startsWith("OpaqueDataSource@").doesNotContain("hunter2");
        assertThat(Redact.dataSource(new FailingDataSource())).isEqualTo("FailingDataSource (URL unreadable: InvocationTargetException)");
        assertThat(Redact.dataSource(null)).isEqualTo("no data source (null)");
    }

    /** Like Spring's DriverManagerDataSource: a URL getter, and a toString that prints too much. */
    public static class UrlDataSource extends Base {
        private final String url;

        UrlDataSource(String url) {
            this.url = url;
        }

        public String getUrl() {
            return url;
        }

        @Override
        public String toString() {
            return "UrlDataSource[url=" + url + ", password=hunter2]";
        }
    }

    public static class OpaqueDataSource extends Base {
        @Override
        public String toString() {
            return "OpaqueDataSource[user=app, password=hunter2]";
        }
    }

    public static class FailingDataSource extends Base {
        public String getJdbcUrl() {
            throw new IllegalStateException("not configured");
        }
    }

    abstract static class Base implements DataSource {
        @Override
        public Connection getConnection() throws SQLException {
            throw new SQLException("not a real data source");
        }

        @Override
        public Connection getConnection(String username, String password) throws SQLException {
            throw new SQLException("not a real data source");
        }

        @Override
        public PrintWriter getLogWriter() {
            return null;
        }

        @Override
        public void setLogWriter(PrintWriter out) {
        }

        @Override
        public void setLoginTimeout(int seconds) {
        }

        @Override
        public int getLoginTimeout() {
            return 0;
        }

        @Override
        public Logger getParentLogger() {
            return Logger.getGlobal();
        }

        @Override
        public <T> T unwrap(Class<T> iface) throws SQLException {
            throw new SQLException("not a wrapper");
        }

        @Override
        public boolean isWrapperFor(Class<?> iface) {
            return false;
        }
    }
}
