package dev.idgen.jdbc.internal;

import java.sql.SQLException;

/**
 * Marks a caller's thread while it runs one of idgen's own statements (a slow-ordered leader, see
 * {@code OrderedAllocator}), so that {@link JdbcAccess} never uses the caller's connection there.
 *
 * <p>Why a connection can be the caller's: a data source that is transaction-aware (Spring's
 * {@code TransactionAwareDataSourceProxy}, a JTA data source) hands the thread's transactional
 * connection to whoever asks on that thread. Such a connection arrives outside autocommit; switching
 * it to autocommit would commit the caller's transaction, and idgen's reservation would roll back
 * with the caller's. So on a marked thread, a connection that arrives outside autocommit is given
 * back untouched and {@link ConnectionNotOwnException} says so; the work then runs on the engine's
 * executor, where no caller's transaction is bound. Unmarked callers' threads (administration, an engine being
 * built: any thread that is not idgen's {@link #own}) never switch such a connection either: {@link JdbcAccess}
 * gives it back untouched and runs the work on a thread of its own. A connection that arrives in autocommit holds no
 * transaction of anyone, so using it is safe even if a proxy bound it to the thread: what idgen
 * commits there is committed at once, never rolled back with a business transaction.
 */
final class CallerThread {

    private static final ThreadLocal<Boolean> MARKED = new ThreadLocal<>();
    /** Set for the life of idgen's own threads (the engine's executor, a hand-off thread of {@link JdbcAccess}). */
    private static final ThreadLocal<Boolean> OWN = new ThreadLocal<>();

    private CallerThread() {
    }

    /** From now on, until {@link #exit()}, this thread borrows only connections that arrive in autocommit. */
    public static void enter() {
        MARKED.set(Boolean.TRUE);
    }

    public static void exit() {
        MARKED.remove();
    }

    static boolean marked() {
        return MARKED.get() != null;
    }

    /**
     * {@code body} run as one of idgen's own threads: no caller's transaction can be bound to such a thread, so a
     * connection that arrives there outside autocommit is a fresh one from the pool (a pool configured with
     * {@code autoCommit=false}), which {@link JdbcAccess} may switch to autocommit. Every other thread is a caller's,
     * where such a connection may be the caller's own transaction and is never switched.
     */
    public static Runnable own(Runnable body) {
        return () -> {
            OWN.set(Boolean.TRUE);
            try {
                body.run();
            } finally {
                OWN.remove();
            }
        };
    }

    /** Whether this is one of idgen's own threads ({@link #own}). */
    static boolean isOwn() {
        return OWN.get() != null;
    }

    /** A connection borrowed on a caller's thread arrived outside autocommit: it was given back untouched. */
    public static final class ConnectionNotOwnException extends SQLException {
        private static final long serialVersionUID = 1L;

        ConnectionNotOwnException(String dataSource) {
            super("the data source " + dataSource + " handed idgen a connection outside autocommit on the caller's "
                    + "thread, which may be the caller's own transaction (a transaction-aware data source, JTA): idgen "
                    + "gave it back untouched. For the fastest slow-ordered path give idgen a data source whose "
                    + "connections arrive in autocommit (a plain pool with autoCommit=true)");
        }
    }
}
