package dev.idgen.spring.boot.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.InvalidIdRequestException;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.document.DocumentNumbers;
import dev.idgen.spring.boot.it.datajdbc.DataJdbcApplication;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.time.LocalDate;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * With the starter, {@code DocumentNumbers.next()} takes the number on the connection of the Spring transaction
 * the thread is in, so it commits or rolls back with it; outside a transaction it is refused. H2.
 */
@DirtiesContext
@SpringBootTest(classes = DataJdbcApplication.class, properties = {
    "spring.sql.init.schema-locations=classpath:datajdbc/schema-h2.sql", "idgen.slow-ordered.tables=true"})
class DocumentNumbersInSpringTransactionsTest {

    static final TestDatabase DB = TestDatabases.freshH2();

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        Databases.register(registry, DB);
    }

    @Autowired IdGenEngine engine;
    @Autowired TransactionTemplate transactions;
    @Autowired JdbcTemplate jdbc;

    @Test
    void nextTakesTheNumberInTheCurrentTransaction() {
        DocumentNumbers invoices = engine.documents("boot-invoice", IdFormat.parse("B{date:yyyy}-{serial:5}"));
        String year = String.valueOf(LocalDate.now(ZoneOffset.UTC).getYear());
        assertThatThrownBy(invoices::next).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("document series 'boot-invoice'").hasMessageContaining("@Transactional");

        transactions.executeWithoutResult(status -> {
            assertThat(invoices.next()).isEqualTo("B" + year + "-00001");
            status.setRollbackOnly(); // the document is abandoned: the number goes back
        });
        String again = transactions.execute(status -> invoices.next());
        String second = transactions.execute(status -> invoices.next());
        String otherShop = transactions.execute(status -> invoices.next("shop-7"));
        assertThat(again).as("the rolled-back number again").isEqualTo("B" + year + "-00001");
        assertThat(second).isEqualTo("B" + year + "-00002");
        assertThat(otherShop).isEqualTo("B" + year + "-00001");
        assertThat(jdbc.queryForObject("SELECT last_number FROM idgen_document WHERE biz_tag = 'boot-invoice' "
                + "AND sub_key = ''", Long.class)).isEqualTo(2);
    }
}
