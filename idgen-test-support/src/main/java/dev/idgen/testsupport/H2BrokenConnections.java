package dev.idgen.testsupport;

import com.zaxxer.hikari.SQLExceptionOverride;
import java.sql.SQLException;
import java.util.Set;

/**
 * Tells HikariCP that a connection H2 reports as broken is dead, so the pool drops it instead of
 * handing it out again.
 *
 * <p>Why: HikariCP evicts a connection when an exception on it has an SQLState of class
 * {@code 08} (connection exception), as PostgreSQL and MariaDB report a lost connection. H2's
 * client reports its own codes instead: {@code 90067} ("Connection is broken") on the statement
 * that lost the socket, then {@code 90121} ("Database is already closed") on every later use of
 * that connection. Left to itself the pool hands that dead connection out again and again, and
 * only tests it on borrow after it sat idle for 500 ms ({@code aliveBypassWindowMs}); a caller
 * that retries more often than that (a heartbeat every 200 ms, a retry every 20 ms) never gets
 * a live one again. With this override the pool evicts on those codes, as it does for {@code 08}.
 */
final class H2BrokenConnections implements SQLExceptionOverride {

    /** CONNECTION_BROKEN_1, DATABASE_IS_CLOSED, DATABASE_CALLED_AT_SHUTDOWN of {@code org.h2.api.ErrorCode}. */
    static final Set<Integer> BROKEN = Set.of(90067, 90098, 90121);

    @java.lang.Override // the simple name Override is the inherited enum SQLExceptionOverride.Override here
    public SQLExceptionOverride.Override adjudicate(SQLException e) {
        return BROKEN.contains(e.getErrorCode())
                ? SQLExceptionOverride.Override.MUST_EVICT
                : SQLExceptionOverride.Override.CONTINUE_EVICT;
    }
}
