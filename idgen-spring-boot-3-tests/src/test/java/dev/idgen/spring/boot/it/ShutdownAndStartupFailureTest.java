package dev.idgen.spring.boot.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.spring.boot.it.shop.ChatMessage;
import dev.idgen.spring.boot.it.shop.ChatMessageRepository;
import dev.idgen.spring.boot.it.shop.Event;
import dev.idgen.spring.boot.it.shop.EventRepository;
import dev.idgen.spring.boot.it.shop.OrderRepository;
import dev.idgen.spring.boot.it.shop.PurchaseOrder;
import dev.idgen.spring.boot.it.shop.ShopApplication;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The shop started and stopped the way it runs in production (SpringApplication, graceful shutdown),
 * and a start that fails on bad configuration, with Boot's own failure report. The log is captured.
 */
@ExtendWith(OutputCaptureExtension.class)
class ShutdownAndStartupFailureTest {

    @Test
    void gracefulShutdownClosesJpaThenTheEngineWithNoErrorLogged(CapturedOutput output) {
        try (TestDatabase db = TestDatabases.freshPostgres()) {
            ConfigurableApplicationContext ctx = new SpringApplicationBuilder(ShopApplication.class)
                    .properties("server.port=0", "server.shutdown=graceful")
                    .run(Arrays.stream(Databases.asArgs(db)).map(a -> "--" + a).toArray(String[]::new));
            IdGenEngine engine = ctx.getBean(IdGenEngine.class);
            ctx.getBean(OrderRepository.class).save(new PurchaseOrder("before shutdown"));
            ctx.getBean(ChatMessageRepository.class).save(new ChatMessage("bye"));
            ctx.getBean(EventRepository.class).save(new Event("stopping"));
            // the EntityManagerFactory depends on the engine: destroyed first, the engine last
            assertThat(ctx.getBeanFactory().getBeanDefinition("entityManagerFactory").getDependsOn()).contains("idgenEngine");
            ctx.close();
            assertThat(engine.isClosed()).isTrue();
        }
        String log = output.getAll();
        assertThat(log).contains("idgen engine").doesNotContain(" ERROR ");
        assertThat(log.lines().filter(l -> l.contains(" WARN ") && l.contains("idgen"))).isEmpty();
    }

    @Test
    void badConfigurationEndsInBootsFailureReportWithTheFix(CapturedOutput output) {
        try (TestDatabase db = TestDatabases.freshH2()) {
            String[] args = Stream.concat(Arrays.stream(Databases.asArgs(db)),
                    Stream.of("--idgen.keys.order.adopt-from=orderz.id")).map(a -> a.startsWith("--") ? a : "--" + a)
                    .toArray(String[]::new);
            assertThatThrownBy(() -> new SpringApplicationBuilder(ShopApplication.class).properties("server.port=0")
                    .run(args)).isNotNull();
        }
        assertThat(output.getAll()).contains("APPLICATION FAILED TO START")
                .contains("idgen.keys.order.adopt-from = 'orderz.id': table 'orderz' does not exist")
                .contains("Action:").contains("Name an existing table in idgen.keys.order.adopt-from");
    }

    @Test
    void anUnknownIdgenPropertyEndsInBootsFailureReportNamingTheNearestKnownOne(CapturedOutput output) {
        try (TestDatabase db = TestDatabases.freshH2()) {
            String[] args = Stream.concat(Arrays.stream(Databases.asArgs(db)),
                    Stream.of("--idgen.snowflake.lease-tl=5s")).map(a -> a.startsWith("--") ? a : "--" + a)
                    .toArray(String[]::new);
            assertThatThrownBy(() -> new SpringApplicationBuilder(ShopApplication.class).properties("server.port=0")
                    .run(args)).isNotNull();
            assertThat(db.queryLong("SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES WHERE LOWER(TABLE_NAME) LIKE 'idgen%'"))
                    .as("nothing of idgen's made").isZero();
        }
        assertThat(output.getAll()).contains("APPLICATION FAILED TO START")
                .contains("unknown idgen property:").contains("idgen.snowflake.lease-tl = '5s'")
                .contains("Did you mean idgen.snowflake.lease-ttl instead of idgen.snowflake.lease-tl?");
    }
}
