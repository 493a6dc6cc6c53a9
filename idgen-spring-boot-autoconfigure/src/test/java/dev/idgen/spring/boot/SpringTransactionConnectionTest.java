package dev.idgen.spring.boot;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.InvalidIdRequestException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.datasource.DriverManagerDataSource;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * The refusal of a transaction that holds no connection of the engine's DataSource names that DataSource without
 * its credentials (issue #39 item 5): a DataSource's {@code toString()} may print its password.
 */
class SpringTransactionConnectionTest {

    @AfterEach
    void endTransaction() {
        TransactionSynchronizationManager.setActualTransactionActive(false);
    }

    @Test
    void aTransactionWithoutTheEnginesDataSourceIsRefusedWithoutItsPassword() {
        DriverManagerDataSource dataSource = new DriverManagerDataSource(
                "jdbc:postgresql://app:s3cret@db:5432/shop?password=s3cret", "app", "s3cret") {
            @Override
            public String toString() {
                return "DriverManagerDataSource(password=s3cret)";
            }
        };
        TransactionSynchronizationManager.setActualTransactionActive(true); // a transaction of another resource
        assertThatThrownBy(() -> new SpringTransactionConnection(dataSource).current("document series 'invoice'"))
                .isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("document series 'invoice'")
                .hasMessageContaining("jdbc:postgresql://app:***@db:5432/shop")
                .hasMessageNotContaining("s3cret");
    }
}
