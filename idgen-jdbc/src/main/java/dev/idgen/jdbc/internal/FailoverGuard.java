package dev.idgen.jdbc.internal;

import dev.idgen.DatabaseFailoverException;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * What the sources, the allocators and the lease keeper ask before they use what the database
 * handed out: the engine's {@link EpochGuard} implements it. It sits below the guard so that
 * {@link JdbcAccess} and {@link EngineContext} are given the guard by constructor without
 * importing it (the guard itself works through a {@code JdbcAccess}). {@link #NONE}: tools and
 * allocator tests, which have no guard.
 */
interface FailoverGuard {

    /** Never refuses, reads nothing: administration on the caller's thread, allocator tests. */
    FailoverGuard NONE = new FailoverGuard() {
        @Override
        public void admit(Connection c, long timeline, String what) {
        }

        @Override
        public long decisions() {
            return 0;
        }

        @Override
        public boolean admitMade(Connection c, long timeline, long decisionsBefore, String what) {
            return true;
        }

        @Override
        public void observe(Connection c, long timeline) {
        }

        @Override
        public void checkServing(String what) {
        }

        @Override
        public DatabaseFailoverException wentBack(String what, String detail) {
            return new DatabaseFailoverException(what + " came back below what this node already handed out (" + detail
                    + "): the database lost committed reservations; no id is issued from it");
        }

        @Override
        public String toString() {
            return "no failover guard";
        }
    };

    /**
     * Lets work that follows on the database run: returns when the engine serves on {@code timeline}
     * (0 where the database has none), after reconciling a new one on {@code c}.
     *
     * @throws DatabaseFailoverException when the engine may not serve
     */
    void admit(Connection c, long timeline, String what) throws SQLException;

    /** What the guard has decided so far: read before a reservation, see {@link #admitMade}. */
    long decisions();

    /**
     * Whether a reservation made on {@code timeline}, whose statement started when the guard had
     * made {@code decisionsBefore} decisions, may be used; when not, the caller makes it again.
     *
     * @throws DatabaseFailoverException when the engine may not serve
     */
    boolean admitMade(Connection c, long timeline, long decisionsBefore, String what) throws SQLException;

    /**
     * Tells the guard a statement committed on {@code timeline}, reconciling a new one on {@code c},
     * without refusing: for what keeps what a node already holds (lease renewals).
     */
    void observe(Connection c, long timeline) throws SQLException;

    /** Throws when the engine may not take anything new from the database. */
    void checkServing(String what);

    /**
     * Evidence that the database went back: {@code what} came back below what this node already
     * handed out ({@code detail}). Returns the exception to throw; the engine's guard also refuses
     * for every engine from now on.
     */
    DatabaseFailoverException wentBack(String what, String detail);
}
