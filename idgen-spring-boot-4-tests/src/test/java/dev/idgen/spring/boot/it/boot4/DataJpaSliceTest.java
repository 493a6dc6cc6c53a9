package dev.idgen.spring.boot.it.boot4;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.hibernate.IdGenHibernate;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.spring.boot.it.shop.OrderRepository;
import dev.idgen.spring.boot.it.shop.PurchaseOrder;
import dev.idgen.spring.boot.it.shop.ShopApplication;
import jakarta.persistence.EntityManagerFactory;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.data.jpa.test.autoconfigure.DataJpaTest;
import org.springframework.test.context.ContextConfiguration;

/** @DataJpaTest (Boot 4.x) gets idgen with no @Import: migrations, adoption of data.sql's rows, the engine bean. */
@DataJpaTest
@ContextConfiguration(classes = ShopApplication.class) // the application class, as a slice finds it in an application
class DataJpaSliceTest {

    @Autowired OrderRepository orders;
    @Autowired IdGenEngine engine;
    @Autowired EntityManagerFactory emf;

    @Test
    void entitiesGetIdgenIdsAboveTheSeededRows() {
        PurchaseOrder saved = orders.saveAndFlush(new PurchaseOrder("slice"));
        assertThat(saved.getId()).isGreaterThan(5000L);
        assertThat(IdGenHibernate.engine(emf)).isSameAs(engine);
    }
}
