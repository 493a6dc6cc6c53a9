package dev.idgen.examples.quarkus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.jdbc.IdGenEngine;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.smallrye.health.SmallRyeHealthReporter;
import jakarta.inject.Inject;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The example application on embedded PostgreSQL: orders persisted in one batch get unique ids and numbers 1..N. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class ExampleApplicationTest {

    @Inject
    IdGenEngine engine;

    @Inject
    SmallRyeHealthReporter health;

    @Test
    void ordersGetUniqueIdsAndGapFreeInvoiceNumbers() {
        QuarkusTransaction.requiringNew().run(() -> IntStream.range(0, 30).forEach(i -> {
            PurchaseOrder order = new PurchaseOrder();
            order.customer = "customer-" + i;
            order.persist();
        }));
        List<PurchaseOrder> orders = QuarkusTransaction.requiringNew().call(() -> PurchaseOrder.<PurchaseOrder>listAll());
        assertThat(orders).hasSize(30).extracting(o -> o.id).doesNotHaveDuplicates().doesNotContainNull();
        assertThat(orders).extracting(o -> o.invoiceNumber.substring(o.invoiceNumber.length() - 6)).containsExactlyInAnyOrderElementsOf(
                IntStream.rangeClosed(1, 30).mapToObj(i -> String.format("%06d", i)).toList());
        assertThat(engine.segment("order").nextId()).isGreaterThan(orders.stream().mapToLong(o -> o.id).max().orElseThrow());
        assertThat(health.getReadiness().isDown()).isFalse();
    }
}
