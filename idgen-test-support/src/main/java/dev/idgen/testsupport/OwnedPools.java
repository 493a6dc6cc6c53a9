package dev.idgen.testsupport;

import com.zaxxer.hikari.HikariDataSource;
import java.util.ArrayList;
import java.util.List;

/**
 * The HikariCP pools a server fixture made for its tests, closed with the fixture: once {@link #close()} ran, a
 * pool asked for is closed at once and refused. Thread-safe.
 */
final class OwnedPools {

    private final String owner;
    private final List<HikariDataSource> pools = new ArrayList<>(); // guarded by this
    private boolean closed; // guarded by this

    /** {@code owner} names the fixture in the refusal, e.g. "this Patroni cluster in /tmp/idgen-patroni-1". */
    OwnedPools(String owner) {
        this.owner = owner;
    }

    /**
     * Keeps {@code pool} to be closed with the fixture and returns it.
     *
     * @throws IllegalStateException when the fixture is closed (the pool is closed too)
     */
    HikariDataSource keep(HikariDataSource pool) {
        synchronized (this) {
            if (closed) {
                pool.close();
                throw new IllegalStateException(owner + " is closed");
            }
            pools.add(pool);
        }
        return pool;
    }

    /** Closes every pool made here; returns false when they were closed already (the fixture's close is idempotent). */
    boolean close() {
        List<HikariDataSource> toClose;
        synchronized (this) {
            if (closed) {
                return false;
            }
            closed = true;
            toClose = new ArrayList<>(pools);
        }
        toClose.forEach(HikariDataSource::close);
        return true;
    }
}
