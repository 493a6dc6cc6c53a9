package dev.idgen.spring.boot;

import dev.idgen.InvalidIdRequestException;
import dev.idgen.jdbc.document.TransactionConnection;
import dev.idgen.spi.Redact;
import java.sql.Connection;
import javax.sql.DataSource;
import org.springframework.jdbc.datasource.ConnectionHolder;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * The connection of the Spring transaction the calling thread is in ({@code @Transactional},
 * {@code TransactionTemplate}; JDBC and JPA transaction managers bind it to the DataSource), so that
 * {@code DocumentNumbers.next()} takes the number inside the transaction that stores the document. Outside a
 * transaction, or in one that holds no connection of this DataSource, it refuses: a number taken elsewhere would
 * not commit or roll back with the document. Messages name the DataSource through {@link Redact}, never its
 * {@code toString()}, which may print the password.
 */
final class SpringTransactionConnection implements TransactionConnection {

    private final DataSource dataSource;

    SpringTransactionConnection(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public Connection current(String series) {
        if (!TransactionSynchronizationManager.isActualTransactionActive()) {
            throw new InvalidIdRequestException(series + ": no current transaction on this thread; take document "
                    + "numbers in a @Transactional method (or a TransactionTemplate), so the number commits or rolls "
                    + "back with the document");
        }
        Object resource = TransactionSynchronizationManager.getResource(dataSource);
        if (!(resource instanceof ConnectionHolder holder)) {
            throw new InvalidIdRequestException(series + ": the current transaction holds no connection of the "
                    + "DataSource idgen's engine uses (" + Redact.dataSource(dataSource) + "); its transaction manager manages another "
                    + "resource. Pass the transaction's connection: next(connection)");
        }
        return holder.getConnection();
    }
}
