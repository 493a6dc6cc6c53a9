package dev.idgen.jdbc.document;

import java.sql.Connection;

/**
 * Finds the connection of the transaction the calling thread is in, for {@link DocumentNumbers#next()}: idgen's
 * Spring Boot starter provides one over Spring's transaction synchronization. Set it with
 * {@code IdGenEngineBuilder.transactionConnection(..)}.
 */
@FunctionalInterface
public interface TransactionConnection {

    /**
     * The current transaction's connection, owned by the transaction (idgen neither closes nor commits it).
     *
     * @param series names the series, for the message when there is no transaction
     * @throws dev.idgen.InvalidIdRequestException when the calling thread is in no transaction
     */
    Connection current(String series);
}
