package dev.idgen.jdbc.snowflake;

import dev.idgen.IdKeys;
import dev.idgen.SnowflakeLayout;
import dev.idgen.jdbc.internal.EngineContext;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.ConcurrentHashMap;

/**
 * An engine's snowflake generators, one per namespace, each with the {@link WorkerLeaseKeeper}
 * that holds its worker lease. Creating one talks to the database, so creation is serialised;
 * reading an existing one is not.
 */
public final class SnowflakeLeases {

    private final EngineContext context;
    private final JdbcWorkerLeaseSource source;
    private final SnowflakeLayout layout;
    private final int datacenterId;
    private final SnowflakeSettings settings;
    private final Path cacheFile;
    private volatile NodeIdentity node;
    private final ConcurrentHashMap<String, WorkerLeaseKeeper> keepers = new ConcurrentHashMap<>();
    private final Object lock = new Object();

    /**
     * @param node      this node's identity, or {@code null} for {@code idgen@<hostname>:0} (looked up on first use)
     * @param cacheFile the local worker cache, or {@code null}
     */
    public SnowflakeLeases(EngineContext context, JdbcWorkerLeaseSource source, SnowflakeLayout layout, int datacenterId,
                           NodeIdentity node, SnowflakeSettings settings, Path cacheFile) {
        this.context = context;
        this.source = source;
        this.layout = layout;
        this.datacenterId = datacenterId;
        this.node = node;
        this.settings = settings;
        this.cacheFile = cacheFile;
    }

    /** The generator of {@code namespace}, leasing a worker id on first use. */
    public SnowflakeIdGenerator generator(String namespace) {
        IdKeys.check(namespace, "namespace");
        WorkerLeaseKeeper existing = keepers.get(namespace);
        if (existing != null) {
            return existing.generator();
        }
        synchronized (lock) {
            existing = keepers.get(namespace);
            if (existing != null) {
                return existing.generator();
            }
            context.checkOpen("snowflake namespace '" + namespace + "'");
            if (node == null) {
                node = NodeIdentity.of("idgen");
            }
            WorkerLeaseKeeper keeper = new WorkerLeaseKeeper(source, layout, namespace, datacenterId, node, settings,
                    context, cacheFile);
            keeper.start();
            keepers.put(namespace, keeper);
            return keeper.generator();
        }
    }

    public void checkSchema(Connection c) throws SQLException {
        source.checkSchema(c);
    }

    /** Stops every generator and gives its worker id back; the engine executor must still run. */
    public void closeAll(String reason, long maxWaitNanosEach) {
        synchronized (lock) {
            keepers.values().forEach(k -> k.stopAndRelease(reason, maxWaitNanosEach));
        }
    }
}
