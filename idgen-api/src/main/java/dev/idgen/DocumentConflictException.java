package dev.idgen;

import java.sql.SQLException;

/**
 * A gap-free document number could not be taken because the database ended the caller's transaction in a conflict
 * with another transaction: a deadlock (two transactions taking numbers of several series in different orders), a
 * serialization failure at REPEATABLE READ or SERIALIZABLE, or on MariaDB Galera Cluster a certification conflict
 * (another node committed the same series' row first; the caller's transaction fails at its next statement or at
 * commit with ERROR 1213).
 *
 * <p>A document number is taken in the caller's own transaction (the row lock commits or rolls back with the
 * business rows), so idgen cannot retry it alone: the database has rolled back, or will roll back, the whole
 * transaction. <b>The fix is to run the whole transaction again</b> (Spring: a retry around the
 * {@code @Transactional} method). Nothing of it was committed: no business row and no number, and the committed
 * numbers of the series stay 1..N. The message names the series; the database's own error, with its SQLState
 * ({@code 40001}, {@code 40P01}) and vendor code ({@code 1213}), is the cause ({@link #sqlException()}).
 *
 * <p>It extends {@link IdSourceUnavailableException}, the type such conflicts had before it, so code that catches
 * that keeps working; catch this one to retry only what is worth retrying.
 */
public class DocumentConflictException extends IdSourceUnavailableException {

    private static final long serialVersionUID = 1L;

    public DocumentConflictException(String message) {
        super(message);
    }

    public DocumentConflictException(String message, Throwable cause) {
        super(message, cause);
    }

    /**
     * The database's error that ended the transaction, found along the causes (its {@code getSQLState()} and
     * {@code getErrorCode()} say which conflict), or {@code null} when there is none.
     */
    public SQLException sqlException() {
        for (Throwable t = getCause(); t != null && t != t.getCause(); t = t.getCause()) {
            if (t instanceof SQLException sql) {
                return sql;
            }
        }
        return null;
    }

    /** A fresh {@code DocumentConflictException} with this one's message, and this one as its cause. */
    @Override
    public DocumentConflictException copy() {
        return new DocumentConflictException(getMessage(), this);
    }
}
