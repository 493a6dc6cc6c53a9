package dev.idgen.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.hibernate.model.PurchaseOrder;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/** The Hibernate contract on H2, which many users run their own tests on. */
class H2HibernateIdGenTest extends AbstractHibernateIdGenTest {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshH2();
    }

    /** No DataSource at all: Hibernate's own built-in pool from URL settings is what idgen borrows from. */
    @Test
    void worksOnHibernatesOwnDriverManagerConnectionProvider() {
        Map<String, Object> settings = new HashMap<>();
        settings.put("hibernate.connection.url", db.jdbcUrl());
        settings.put("hibernate.connection.username", db.user());
        settings.put("hibernate.connection.password", db.password());
        settings.put("hibernate.connection.pool_size", 4);
        settings.put("hibernate.hbm2ddl.auto", "update");
        SessionFactory sf = factories.build(settings, PurchaseOrder.class);
        List<Long> ids = persist(sf, 100, i -> new PurchaseOrder("c" + i, "x"), PurchaseOrder::getId);
        assertThat(ids).doesNotHaveDuplicates().allMatch(id -> id > 0);
        assertThat(db.queryLong("SELECT COUNT(*) FROM purchase_order")).isEqualTo(100);
    }
}
