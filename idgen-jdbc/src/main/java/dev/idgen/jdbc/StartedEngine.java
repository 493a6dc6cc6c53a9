package dev.idgen.jdbc;

import dev.idgen.jdbc.internal.EngineContext;
import dev.idgen.jdbc.internal.EpochGuard;
import dev.idgen.jdbc.internal.JdbcAccess;
import dev.idgen.jdbc.internal.StrategyRuntime;
import dev.idgen.jdbc.internal.DocumentRuntime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import dev.idgen.jdbc.internal.logging.Logger;
import dev.idgen.jdbc.internal.logging.LoggerFactory;

/**
 * The parts {@link EngineStartup} assembled and checked, which {@link IdGenEngine} serves from, and
 * how they are stopped: by the engine's {@code close()}, or by the startup itself when a check
 * fails (so the startup never needs the engine type).
 *
 * @param runtimes the table of strategies, built-in ones first, in {@code order}
 * @param order    the names of {@code runtimes} in the order they are closed
 * @param documents the gap-free document numbers, which hold nothing to close (their numbers live in the
 *                  callers' transactions)
 * @param region   the region the engine serves, checked against its database's record
 */
record StartedEngine(EngineContext context, ScheduledThreadPoolExecutor executor, JdbcAccess db,
                     Map<String, StrategyRuntime> runtimes, List<String> order, EpochGuard guard,
                     DocumentRuntime documents, Region region) {

    private static final Logger log = LoggerFactory.getLogger(StartedEngine.class);

    StartedEngine {
        runtimes = Map.copyOf(runtimes);
        order = List.copyOf(order);
    }

    /** Marks the engine closed, stops the probe, closes every runtime, then stops the executor (waits 5 s). */
    void close() {
        if (context.isClosed()) {
            return;
        }
        context.markClosed();
        guard.stop();
        for (String name : new ArrayList<>(order)) {
            StrategyRuntime r = runtimes.get(name);
            try {
                r.close();
            } catch (RuntimeException e) {
                log.warn("idgen engine '{}': closing strategy '{}' failed; closing the others", context.name(), r.name(), e);
            }
        }
        executor.shutdown();
        try {
            if (!executor.awaitTermination(5, TimeUnit.SECONDS)) {
                List<Runnable> dropped = executor.shutdownNow();
                log.warn("idgen engine '{}': executor did not stop within 5 s; interrupted it ({} queued tasks dropped)",
                        context.name(), dropped.size());
            }
        } catch (InterruptedException e) {
            executor.shutdownNow();
            Thread.currentThread().interrupt();
        }
        log.info("idgen engine '{}' closed", context.name());
    }
}
