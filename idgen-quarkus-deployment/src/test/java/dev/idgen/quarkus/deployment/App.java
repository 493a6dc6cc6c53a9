package dev.idgen.quarkus.deployment;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.quarkus.deployment.app.ChatLine;
import dev.idgen.quarkus.deployment.app.Invoice;
import dev.idgen.quarkus.deployment.app.Legacy;
import dev.idgen.quarkus.deployment.app.Message;
import dev.idgen.quarkus.deployment.app.Product;
import dev.idgen.quarkus.deployment.app.Seat;
import dev.idgen.quarkus.deployment.app.ShopOrder;
import dev.idgen.quarkus.deployment.app.Ticket;
import io.quarkus.test.QuarkusUnitTest;
import java.util.Map;
import java.util.function.Consumer;
import org.jboss.shrinkwrap.api.asset.StringAsset;
import org.jboss.shrinkwrap.api.spec.JavaArchive;

/** The test application: its entities, its own Flyway migration and import.sql, and its configuration. */
final class App {

    /**
     * Rows the application's own Flyway migration writes into a table idgen adopts (idgen.keys.seeded.adopt-from), an
     * INTEGER column: the key's ranges are capped by it.
     */
    static final long SEEDED_MAX = 5000;
    /** The largest id import.sql writes into the {@link Legacy} table, which Hibernate fills with idgen ids. */
    static final long LEGACY_MAX = 2000;

    private App() {
    }

    /** The {@link IdGenConfigurationException} behind a failed start, which the test then reads. */
    static IdGenConfigurationException configurationError(Throwable failedStart) {
        for (Throwable t = failedStart; t != null; t = t.getCause()) {
            if (t instanceof IdGenConfigurationException e) {
                return e;
            }
        }
        throw new AssertionError("the start failed without an IdGenConfigurationException", failedStart);
    }

    /**
     * The messages of a failed start's cause chain, one a line: what a user reads. (The exception types are not
     * compared: some are thrown from Quarkus's runtime class loader, where idgen's classes are other classes.)
     */
    static String startFailure(Throwable failedStart) {
        StringBuilder b = new StringBuilder();
        for (Throwable t = failedStart; t != null; t = t.getCause()) {
            b.append(t.getClass().getName()).append(": ").append(t.getMessage()).append('\n');
        }
        return b.toString();
    }

    /**
     * A small application whose start a test expects to fail: {@code classes} (with this one) on its own in-memory H2
     * database {@code database}, Hibernate creating the schema; the test adds its configuration and the assertion.
     */
    static QuarkusUnitTest failingOnH2(String database, Class<?>... classes) {
        return failingOnH2(database, jar -> { }, classes);
    }

    /** {@link #failingOnH2(String, Class[])} with more in the application ({@code import.sql}, ...). */
    static QuarkusUnitTest failingOnH2(String database, Consumer<JavaArchive> more, Class<?>... classes) {
        return new QuarkusUnitTest()
                .withApplicationRoot(jar -> more.accept(jar.addClass(App.class).addClasses(classes)))
                .overrideConfigKey("quarkus.devservices.enabled", "false")
                .overrideConfigKey("quarkus.datasource.db-kind", "h2")
                .overrideConfigKey("quarkus.datasource.jdbc.url", "jdbc:h2:mem:" + database + ";DB_CLOSE_DELAY=-1")
                .overrideConfigKey("quarkus.hibernate-orm.schema-management.strategy", "drop-and-create");
    }

    /** A Quarkus application with every kind of idgen entity, on the datasource of {@code datasource}. */
    static QuarkusUnitTest on(Map<String, String> datasource) {
        QuarkusUnitTest test = new QuarkusUnitTest()
                .withApplicationRoot(jar -> jar
                        .addClasses(App.class, EntitiesContract.class, ShopOrder.class, Message.class, ChatLine.class, Ticket.class, Seat.class,
                                Invoice.class, Product.class, Legacy.class)
                        .addAsResource(new StringAsset("CREATE TABLE app_seed (id INTEGER PRIMARY KEY);\n"
                                + "INSERT INTO app_seed (id) VALUES (1), (" + SEEDED_MAX + ");\n"), "db/migration/V1__seed.sql")
                        .addAsResource(new StringAsset("INSERT INTO legacy (id, name) VALUES (1000, 'a');\n"
                                + "INSERT INTO legacy (id, name) VALUES (" + LEGACY_MAX + ", 'b');\n"), "import.sql"))
                .overrideConfigKey("quarkus.devservices.enabled", "false")
                .overrideConfigKey("quarkus.flyway.migrate-at-start", "true")
                .overrideConfigKey("quarkus.hibernate-orm.schema-management.strategy", "drop-and-create")
                .overrideConfigKey("quarkus.hibernate-orm.jdbc.statement-batch-size", "25")
                .overrideConfigKey("quarkus.micrometer.binder-enabled-default", "false")
                .overrideConfigKey("idgen.keys.seeded.adopt-from", "app_seed.id")
                .overrideConfigKey("idgen.keys.order.step", "50")
                .overrideConfigKey("idgen.slow-ordered.tables", "true")
                .overrideConfigKey("idgen.max-wait", "10s");
        datasource.forEach(test::overrideConfigKey);
        return test;
    }
}
