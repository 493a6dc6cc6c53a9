package dev.idgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.jdbc.admin.WorkerAdmin;
import dev.idgen.jdbc.admin.WorkerLease;
import dev.idgen.quarkus.deployment.app.Message;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import io.quarkus.test.QuarkusDevModeTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.jboss.shrinkwrap.api.asset.StringAsset;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A dev-mode reload closes the old engine before the new one starts: the old engine's snowflake lease is released
 * (one live lease afterwards, the new engine's), so reloads leak neither leases nor worker ids. The application runs
 * in dev mode on a database of the suite's embedded PostgreSQL; the reload is a change of application.properties,
 * applied at the next HTTP request.
 */
class DevModeReloadTest {

    private static final TestDatabase DATABASE = TestDatabases.freshPostgres();
    private static final int PORT = freePort();

    @RegisterExtension
    static final QuarkusDevModeTest APP = new QuarkusDevModeTest()
            .setLogRecordPredicate(r -> r.getLoggerName().startsWith("dev.idgen") || r.getLoggerName().startsWith("io.agroal"))
            .withApplicationRoot(jar -> jar.addClasses(Message.class)
                    .addAsResource(new StringAsset(String.join("\n",
                            "quarkus.devservices.enabled=false",
                            "quarkus.http.port=" + PORT,
                            "quarkus.datasource.db-kind=postgresql",
                            "quarkus.datasource.jdbc.url=" + DATABASE.jdbcUrl(),
                            "quarkus.datasource.username=" + DATABASE.user(),
                            "quarkus.datasource.password=" + (DATABASE.password() == null ? "" : DATABASE.password()),
                            "quarkus.hibernate-orm.schema-management.strategy=drop-and-create",
                            "idgen.max-wait=5s", "")), "application.properties"));

    @AfterAll
    static void dropDatabase() {
        DATABASE.close();
    }

    @Test
    void aReloadClosesTheOldEngineAndReleasesItsLease() {
        assertThat(get("/q/health/ready")).contains("\"idgen\"");
        List<WorkerLease> before = liveLeases();
        assertThat(before).as("the snowflake entity's generator leased a worker id at start").hasSize(1);

        APP.clearLogRecords();
        APP.modifyResourceFile("application.properties", s -> s.replace("idgen.max-wait=5s", "idgen.max-wait=6s"));
        assertThat(get("/q/health/ready")).contains("\"idgen\"");

        List<WorkerLease> after = liveLeases();
        assertThat(after).as("only the new engine holds a lease").hasSize(1);
        assertThat(after.get(0).instanceId()).isNotEqualTo(before.get(0).instanceId());
        // the old engine closed before the new one started, its lease released on a pool still open: no warning
        List<String> messages = APP.getLogRecords().stream().map(LogRecord::getMessage).toList();
        int closed = indexOf(messages, "closed");
        int started = indexOf(messages, "started:");
        assertThat(closed).as("%s", messages).isNotNegative().isLessThan(started);
        assertThat(APP.getLogRecords()).filteredOn(r -> r.getLevel().intValue() >= Level.WARNING.intValue())
                .extracting(LogRecord::getMessage).isEmpty();
    }

    private static int indexOf(List<String> messages, String part) {
        for (int i = 0; i < messages.size(); i++) {
            if (messages.get(i) != null && messages.get(i).contains(part)) {
                return i;
            }
        }
        return -1;
    }

    private static List<WorkerLease> liveLeases() {
        WorkerAdmin.Snapshot snapshot = WorkerAdmin.on(DATABASE.dataSource()).list("default");
        return snapshot.leases().stream().filter(l -> l.leaseExpiresAt() > snapshot.nowMillis()).toList();
    }

    private static String get(String path) {
        try {
            HttpResponse<String> response = HttpClient.newHttpClient().send(
                    HttpRequest.newBuilder(URI.create("http://localhost:" + PORT + path)).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(response.statusCode()).as("%s: %s", path, response.body()).isEqualTo(200);
            return response.body();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while asking " + path, e);
        }
    }

    private static int freePort() {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
