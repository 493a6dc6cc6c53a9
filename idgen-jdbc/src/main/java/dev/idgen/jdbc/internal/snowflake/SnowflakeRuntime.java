package dev.idgen.jdbc.internal.snowflake;

import dev.idgen.SnowflakeLayout;
import dev.idgen.jdbc.internal.Door;
import dev.idgen.jdbc.internal.EngineContext;
import dev.idgen.jdbc.internal.GuardedGenerator;
import dev.idgen.jdbc.internal.JdbcAccess;
import dev.idgen.jdbc.internal.StrategyRuntime;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.jdbc.snowflake.SnowflakeIdGenerator;
import dev.idgen.jdbc.snowflake.SnowflakeStats;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * The snowflake strategy of one engine: a generator per namespace, each with the
 * {@link WorkerLeaseKeeper} that holds its worker lease. Creating one talks to the database, so
 * creation is serialised; reading an existing one is not.
 */
public final class SnowflakeRuntime implements StrategyRuntime {

    /** The strategy's name. */
    public static final String NAME = "snowflake";

    /** The generator of one namespace as the engine hands it out: the leased worker's generator behind the door. */
    private static final class Generator extends GuardedGenerator implements SnowflakeIdGenerator {
        private final SnowflakeGenerator worker;

        Generator(Door door, SnowflakeGenerator worker) {
            super(door, NAME + ":" + worker.namespace());
            this.worker = worker;
        }

        @Override
        protected long take() {
            return worker.nextId();
        }

        @Override
        protected long[] take(int count) {
            return worker.nextIds(count);
        }

        @Override
        protected String describe() {
            return worker.toString();
        }

        @Override
        public SnowflakeLayout layout() {
            return worker.layout();
        }

        @Override
        public String namespace() {
            return worker.namespace();
        }

        @Override
        public int datacenterId() {
            return worker.datacenterId();
        }

        @Override
        public int workerId() {
            return worker.workerId();
        }

        @Override
        public SnowflakeStats stats() {
            return worker.stats();
        }

        @Override
        public String toString() {
            return worker.toString();
        }
    }

    /** {@code worker} behind {@code door}, as the engine hands it out (for tests of the generator alone). */
    static SnowflakeIdGenerator behindDoor(Door door, SnowflakeGenerator worker) {
        return new Generator(door, worker);
    }

    private final EngineContext context;
    private final Door door;
    private final JdbcWorkerLeaseSource source;
    private final SnowflakeLayout layout;
    private final int datacenterId;
    private final SnowflakeSettings settings;
    private final Path cacheFile;
    private volatile NodeIdentity node;
    private final ConcurrentHashMap<String, WorkerLeaseKeeper> keepers = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Generator> generators = new ConcurrentHashMap<>();
    private final Object lock = new Object();

    /**
     * @param node      this node's identity, or {@code null} for {@code idgen@<hostname>:0} (looked up on first use)
     * @param cacheFile the local worker cache, or {@code null}
     */
    public SnowflakeRuntime(Door door, JdbcAccess db, SnowflakeLayout layout, int datacenterId, NodeIdentity node,
                            SnowflakeSettings settings, Path cacheFile) {
        this.door = door;
        this.context = door.context();
        this.source = new JdbcWorkerLeaseSource(db);
        this.layout = layout;
        this.datacenterId = datacenterId;
        this.node = node;
        this.settings = settings;
        this.cacheFile = cacheFile;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Keys keys() {
        return Keys.NAMESPACE;
    }

    /** The generator of {@code namespace}, leasing a worker id on first use. */
    @Override
    public SnowflakeIdGenerator open(String namespace, String subKey) {
        Generator existing = generators.get(namespace);
        if (existing != null) {
            return existing;
        }
        synchronized (lock) {
            existing = generators.get(namespace);
            if (existing != null) {
                return existing;
            }
            context.checkOpen("snowflake namespace '" + namespace + "'");
            if (node == null) {
                node = NodeIdentity.of("idgen");
            }
            WorkerLeaseKeeper keeper = new WorkerLeaseKeeper(source, layout, namespace, datacenterId, node, settings,
                    context, cacheFile);
            Generator g = new Generator(door, keeper.start());
            keepers.put(namespace, keeper);
            generators.put(namespace, g);
            return g;
        }
    }

    @Override
    public void checkSchema(Connection c) throws SQLException {
        source.checkSchema(c);
    }

    /** Puts every promise this engine persisted back into its worker row if the row forgot it (after a failover). */
    @Override
    public void reassert(Connection c) throws SQLException {
        for (WorkerLeaseKeeper k : keepers.values()) {
            k.reassert(c, source);
        }
    }

    @Override
    public List<SnowflakeStats> stats() {
        List<SnowflakeStats> out = new ArrayList<>();
        generators.values().forEach(g -> out.add(g.stats()));
        return out;
    }

    /** Stops every generator and gives its worker id back (waiting up to 5 s each). */
    @Override
    public void close() {
        synchronized (lock) {
            keepers.values().forEach(k -> k.stopAndRelease("engine '" + context.name() + "' was closed",
                    TimeUnit.SECONDS.toNanos(5)));
        }
    }
}
