package dev.idgen.spring.boot.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.spring.boot.IdGenAutoConfiguration;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.lang.reflect.Method;
import java.util.Map;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * The health contributor reads the snowflake leases where the engine keeps them: in {@code idgen.schema}
 * (embedded PostgreSQL, a schema that is not on the search path). Line-neutral: Boot's Health types
 * differ between 3.5 and 4.x, so the indicator is called through its interface by reflection.
 */
class HealthInSchemaTest {

    @Test
    @SuppressWarnings("unchecked")
    void theSnowflakeLeaseIsReadInIdgensSchema() throws Exception {
        try (TestDatabase db = TestDatabases.freshPostgres()) {
            new ApplicationContextRunner()
                    .withConfiguration(AutoConfigurations.of(IdGenAutoConfiguration.class))
                    .withBean(DataSource.class, () -> db.newDataSource(4))
                    .withPropertyValues("idgen.schema=ids", "idgen.snowflake.node=shop@10.0.0.7:8080")
                    .run(ctx -> {
                        assertThat(ctx).hasNotFailed();
                        IdGenEngine engine = ctx.getBean(IdGenEngine.class);
                        engine.snowflake().nextId();
                        assertThat(db.queryLong("SELECT COUNT(*) FROM ids.idgen_worker")).isPositive();
                        assertThat(db.queryLong("SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = "
                                + "'public' AND table_name LIKE 'idgen%'")).as("no idgen table on the search path").isZero();

                        Map<String, Object> details = details(ctx.getBean("idgenHealthIndicator"));
                        Map<String, Object> snowflake = ((Map<String, Map<String, Object>>) details.get("generators"))
                                .get("snowflake:default");
                        assertThat(snowflake.get("leaseExpiresAt").toString()).as("lease read in schema ids").endsWith("Z");
                        assertThat(snowflake.get("leaseHolder")).isEqualTo("shop@10.0.0.7:8080");
                    });
        }
    }

    /** {@code indicator.health().getDetails()} on Boot 3.5 and 4.x alike. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> details(Object indicator) throws Exception {
        Class<?> api = null;
        for (Class<?> i : indicator.getClass().getInterfaces()) {
            if (i.getSimpleName().equals("HealthIndicator")) {
                api = i;
            }
        }
        assertThat(api).as("HealthIndicator interface of " + indicator.getClass()).isNotNull();
        Object health = api.getMethod("health").invoke(indicator);
        Method getDetails = health.getClass().getMethod("getDetails");
        return (Map<String, Object>) getDetails.invoke(health);
    }
}
