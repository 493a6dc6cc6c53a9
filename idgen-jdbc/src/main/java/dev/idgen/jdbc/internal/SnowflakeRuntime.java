package dev.idgen.jdbc.internal;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdGenerationException;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.LeaseLostException;
import dev.idgen.SnowflakeLayout;
import dev.idgen.jdbc.Region;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.jdbc.snowflake.SnowflakeIdGenerator;
import dev.idgen.jdbc.snowflake.SnowflakeStats;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import dev.idgen.jdbc.internal.logging.Logger;
import dev.idgen.jdbc.internal.logging.LoggerFactory;

/**
 * The snowflake strategy of one engine: a generator per namespace, each with the
 * {@link WorkerLeaseKeeper} that holds its worker lease. Creating one talks to the database, so
 * creation is serialised; reading an existing one is not.
 */
public final class SnowflakeRuntime extends StrategyRuntimeBase {

    private static final Logger log = LoggerFactory.getLogger(SnowflakeRuntime.class);

    /** The strategy's name. */
    public static final String NAME = WorkerLeaseSource.STRATEGY;

    /** A worker lease this node holds and the generator issuing under it. */
    private record Lease(WorkerLeaseKeeper keeper, SnowflakeAllocator worker) {
    }

    /**
     * The generator of one namespace as the engine hands it out: the current lease's generator
     * behind the door. When another node takes the lease, the generator leases another worker id by
     * itself — on a thread of its own, waiting as any takeover does until its clock has passed that
     * worker's promise (and this node's last timestamp, so ids stay increasing) — while callers wait
     * at most the engine's bound ({@code EngineOptions.MAX_WAIT}) for it and then get a {@link LeaseLostException} saying what is being
     * done. The lost lease's generator stopped before (a compare-and-set no id can pass), so ids are
     * never issued under two worker ids at once.
     */
    private final class Generator extends GuardedGenerator implements SnowflakeIdGenerator {
        private final String namespace;
        private volatile Lease current;
        private final AtomicReference<CompletableFuture<Lease>> replacing = new AtomicReference<>();
        private volatile IdGenerationException replacementError;
        private final LongAdder changes = new LongAdder();

        Generator(Door door, String namespace, Lease first) {
            super(door, NAME + ":" + namespace);
            this.namespace = namespace;
            this.current = first;
        }

        @Override
        protected long take() {
            long deadline = 0;
            for (;;) {
                Lease l = current;
                try {
                    return l.worker().nextId();
                } catch (LeaseLostException e) {
                    deadline = deadline == 0 ? context.deadline() : deadline;
                    awaitReplacement(l, deadline, e);
                }
            }
        }

        @Override
        protected long[] take(int count) {
            long deadline = 0;
            for (;;) {
                Lease l = current;
                try {
                    return l.worker().nextIds(count);
                } catch (LeaseLostException e) {
                    deadline = deadline == 0 ? context.deadline() : deadline;
                    awaitReplacement(l, deadline, e);
                }
            }
        }

        /** Returns when a lease replaces {@code lost}; throws {@code lost}'s failure when it cannot be replaced in time. */
        private void awaitReplacement(Lease lost, long deadline, LeaseLostException failure) {
            if (!lost.worker().isStopped() || context.isClosed()) {
                throw failure; // not taken: an expiry the heartbeat may still repair, or the engine closed
            }
            if (current != lost) {
                return; // replaced meanwhile
            }
            CompletableFuture<Lease> f = replace(lost);
            long started = System.nanoTime();
            try {
                f.get(Math.max(deadline - started, 0), TimeUnit.NANOSECONDS);
            } catch (TimeoutException e) {
                IdGenerationException last = replacementError;
                throw new LeaseLostException(lost.worker() + " lost its lease (" + lost.worker().stats().stopReason()
                        + ") and no other worker id is leased yet (waited " + TimeUnit.NANOSECONDS.toMillis(
                        System.nanoTime() - started) + " ms); this node keeps trying"
                        + (last == null ? "" : "; last attempt: " + last.getMessage()), failure);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IdSourceUnavailableException(lost.worker() + ": interrupted while waiting for another worker "
                        + "id; the interrupt flag is kept", e);
            } catch (ExecutionException e) {
                throw Failures.forCaller(lost.worker().toString(), e.getCause(), EngineContext.millisSince(started));
            }
        }

        /** The replacement of {@code lost}, started if none is under way. */
        CompletableFuture<Lease> replace(Lease lost) {
            for (;;) {
                CompletableFuture<Lease> f = replacing.get();
                if (f != null) {
                    return f;
                }
                if (current != lost) {
                    return CompletableFuture.completedFuture(current);
                }
                CompletableFuture<Lease> created = new CompletableFuture<>();
                if (replacing.compareAndSet(null, created)) {
                    Thread t = new Thread(() -> lease(lost, created), context.name() + "-lease-" + namespace);
                    t.setDaemon(true);
                    t.start();
                    return created;
                }
            }
        }

        /** On the replacement's own thread: lease another worker id, retrying until it succeeds or the engine closes. */
        private void lease(Lease lost, CompletableFuture<Lease> done) {
            String what = lost.worker().toString();
            context.reject(what, new LeaseLostException(what + " lost its lease (" + lost.worker().stats().stopReason()
                    + "); leasing another worker id"));
            long backoff = 200;
            while (!context.isClosed()) {
                WorkerLeaseKeeper keeper = keeper(namespace);
                try {
                    SnowflakeAllocator worker = keeper.start(lost.worker().lastIssuedMillis());
                    Lease next = new Lease(keeper, worker);
                    synchronized (lock) {
                        if (context.isClosed()) {
                            keeper.stopAndRelease("engine '" + context.name() + "' was closed", TimeUnit.SECONDS.toNanos(5));
                            break;
                        }
                        keepers.put(namespace, keeper);
                        current = next;
                    }
                    keeper.onTaken(() -> replace(next));
                    changes.increment();
                    replacementError = null;
                    replacing.set(null);
                    done.complete(next);
                    log.warn("idgen {}: leased worker {} instead of worker {}, whose lease another node took", worker,
                            worker.workerId(), lost.worker().workerId());
                    return;
                } catch (IdGenerationException e) {
                    if (replacementError == null) {
                        log.warn("idgen {}: could not lease another worker id yet, retrying: {}", what, e.getMessage());
                    }
                    replacementError = e;
                }
                try {
                    Thread.sleep(backoff);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
                backoff = Math.min(backoff * 2, Math.max(1000, settings.heartbeat().toMillis()));
            }
            replacing.set(null);
            done.completeExceptionally(context.closedException(what));
        }

        @Override
        protected String describe() {
            return current.worker().toString();
        }

        @Override
        public SnowflakeLayout layout() {
            return current.worker().layout();
        }

        @Override
        public String namespace() {
            return namespace;
        }

        @Override
        public int datacenterId() {
            return current.worker().datacenterId();
        }

        @Override
        public int workerId() {
            return current.worker().workerId();
        }

        @Override
        public SnowflakeStats stats() {
            return current.worker().stats().withWorkerChanges(changes.sum());
        }

        @Override
        public String toString() {
            return current.worker().toString();
        }
    }

    /** {@code worker} behind {@code door}, as the engine hands it out (for tests of the generator alone). */
    static SnowflakeIdGenerator behindDoor(Door door, SnowflakeAllocator worker) {
        SnowflakeRuntime alone = new SnowflakeRuntime(door, null, worker.layout(), worker.datacenterId(), null,
                new SnowflakeSettings(5, 0, 30_000, Duration.ofSeconds(2), 10_000, 30_000), null, Region.alone());
        return alone.new Generator(door, worker.namespace(), new Lease(null, worker));
    }

    private final JdbcWorkerLeaseSource source;
    private final SnowflakeLayout layout;
    private final int datacenterId;
    private final SnowflakeSettings settings;
    private final Path cacheFile;
    private final Region region;
    private volatile NodeIdentity node;
    private final ConcurrentHashMap<String, WorkerLeaseKeeper> keepers = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Generator> generators = new ConcurrentHashMap<>();
    private final Object lock = new Object();

    /**
     * @param node      this node's identity, or {@code null} for {@code idgen@<hostname>:0} (looked up on first use)
     * @param cacheFile the local worker cache, or {@code null}
     * @param region    this node's region; with several, {@code datacenterId} is the region's index, and the
     *                  layout's datacenter bits are checked at the first generator
     */
    public SnowflakeRuntime(Door door, JdbcAccess db, SnowflakeLayout layout, int datacenterId, NodeIdentity node,
                            SnowflakeSettings settings, Path cacheFile, Region region) {
        super(NAME, Keys.NAMESPACE, door);
        this.source = db == null ? null : new JdbcWorkerLeaseSource(db, context.conflicts());
        this.layout = layout;
        this.datacenterId = datacenterId;
        this.node = node;
        this.settings = settings;
        this.cacheFile = cacheFile;
        this.region = region;
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
            region.checkSnowflake(layout, -1); // at build when the layout was configured; here when it was not
            context.admitKey(NAME, namespace);
            WorkerLeaseKeeper keeper = keeper(namespace);
            Lease first = new Lease(keeper, keeper.start());
            Generator g = new Generator(door, namespace, first);
            keeper.onTaken(() -> g.replace(first));
            keepers.put(namespace, keeper);
            generators.put(namespace, g);
            return g;
        }
    }

    private WorkerLeaseKeeper keeper(String namespace) {
        if (node == null) {
            node = NodeIdentity.of("idgen");
        }
        return new WorkerLeaseKeeper(source, layout, namespace, datacenterId, node, settings, context, cacheFile);
    }

    /**
     * The smallest id of the current millisecond: every id from now on carries this millisecond or
     * a later one in its top bits.
     */
    @Override
    public OptionalLong nextIdFloor(String namespace, String subKey) {
        long offset = Math.max(context.time().currentTimeMillis() - layout.epochMillis(), 0);
        return OptionalLong.of(offset << layout.timestampShift());
    }

    /** Snowflake ids follow the clock: nothing to move. */
    @Override
    public void moveAbove(String namespace, String subKey, long value) {
        throw new IdGenConfigurationException("snowflake namespace '" + namespace + "' cannot be moved above " + value
                + ": its ids follow the clock (the next is about " + nextIdFloor(namespace, subKey).getAsLong()
                + "). Fix: give the rows written without idgen lower ids, or use a segment key for this table");
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
