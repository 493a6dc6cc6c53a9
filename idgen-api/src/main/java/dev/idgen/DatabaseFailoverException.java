package dev.idgen;

/**
 * The database is not the one the engine talked to before, and what it holds now cannot be proven
 * safe: a failover to a standby that missed idgen's last commits (a new PostgreSQL timeline with
 * asynchronous replication), a reservation that came back below what this node already handed out
 * (any database: a failover or a restore), or a snowflake lease row that lost the promise this node
 * wrote. No id is issued from it: issuing could repeat ids handed out before.
 *
 * <p>The message says what happened (the timelines, the key and the values) and how to recover:
 * move every key past the ids that may have been handed out ({@code idgen failover recover
 * --margin N}, or {@code FailoverAdmin.recover(margin)}), after which engines serve again by
 * themselves.
 */
public class DatabaseFailoverException extends IdGenerationException {

    private static final long serialVersionUID = 1L;

    public DatabaseFailoverException(String message) {
        super(message);
    }

    public DatabaseFailoverException(String message, Throwable cause) {
        super(message, cause);
    }

    /** A fresh {@code DatabaseFailoverException} with this one's message, and this one as its cause. */
    @Override
    public DatabaseFailoverException copy() {
        return new DatabaseFailoverException(getMessage(), this);
    }
}
