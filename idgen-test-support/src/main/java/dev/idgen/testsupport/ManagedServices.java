package dev.idgen.testsupport;

import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * The long-running programs an HA fixture started (a manager per node, such as Patroni or {@code pg_autoctl}, and
 * the coordinator they report to, etcd or a monitor), the pools it made, and its directory.
 *
 * <p>Guarantees: each program runs as the server user with its output appended to its log; {@link #close()} closes
 * the pools, stops every program still running with the fixture's own stop (the coordinator last: a node whose
 * coordinator is gone only retries), deletes the directory and throws the first failure with the others
 * suppressed. A JVM shutdown hook does the same for a fixture not closed. Idempotent. Thread-safe.
 */
final class ManagedServices {

    private final Path base;
    private final String coordinator;
    private final BiConsumer<String, Process> stop;
    private final OwnedPools pools;
    private final Map<String, Process> running = new LinkedHashMap<>(); // guarded by this
    private final Thread shutdownHook;

    /**
     * @param owner       names the fixture when a pool is asked of it closed, e.g. "this Patroni cluster in /tmp/x"
     * @param coordinator the program stopped last
     * @param stop        how the fixture stops one of its programs (by name)
     * @param hookName    the shutdown hook thread's name
     */
    ManagedServices(String owner, Path base, String coordinator, BiConsumer<String, Process> stop, String hookName) {
        this.base = base;
        this.coordinator = coordinator;
        this.stop = stop;
        this.pools = new OwnedPools(owner);
        this.shutdownHook = new Thread(this::closeAll, hookName);
        Runtime.getRuntime().addShutdownHook(shutdownHook);
    }

    /** Starts {@code command} as the server user in {@code dir} as {@code name}, its output appended to {@code log}. */
    void start(String name, List<String> command, Path dir, Path log) throws IOException {
        Process p = ServerCommands.startLogged(command, dir, log);
        synchronized (this) {
            running.put(name, p);
        }
    }

    /** Whether {@code name} was started and neither removed nor stopped since. */
    synchronized boolean running(String name) {
        return running.containsKey(name);
    }

    /** Takes {@code name} out of what {@link #close()} stops (a test kills it), or {@code null} if it does not run. */
    synchronized Process remove(String name) {
        return running.remove(name);
    }

    /** {@link OwnedPools#keep}: {@code pool}, closed with the fixture. */
    HikariDataSource keep(HikariDataSource pool) {
        return pools.keep(pool);
    }

    /** Closes the pools, stops every program, deletes the directory (see the class comment). */
    void close() {
        closeAll();
        ServerCommands.removeShutdownHook(shutdownHook);
    }

    private void closeAll() {
        if (!pools.close()) {
            return;
        }
        Map<String, Process> toStop;
        synchronized (this) {
            toStop = new LinkedHashMap<>(running);
            running.clear();
        }
        ServerCommands.deleteThenThrow(base, ServerCommands.stopEach(toStop, coordinator, stop));
    }
}
