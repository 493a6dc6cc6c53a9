package dev.idgen.jdbc.internal;

import dev.idgen.ClockMovedBackwardsException;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.SnowflakeLayout;
import dev.idgen.TimeSource;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import java.sql.SQLException;
import java.time.Instant;
import java.util.UUID;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import dev.idgen.jdbc.internal.logging.Logger;
import dev.idgen.jdbc.internal.logging.LoggerFactory;

/**
 * Holds one worker lease for one {@link SnowflakeAllocator}: leases the worker id, waits until the
 * clock has passed the previous holder's promise, then renews the lease on a heartbeat and moves
 * the promise ahead of the clock <em>before</em> the generator may use it.
 *
 * <p>Why this is safe: the generator never issues a timestamp later than the promise persisted in
 * the row, and whoever takes the row next waits until its clock passes that promise. So even a
 * node that is cut off, or whose row is taken behind its back, cannot collide with the next
 * holder. A heartbeat that finds the row held by another instance stops the generator at once;
 * a lease that could not be renewed stops it when it would expire (monotonic clock, with margin).
 */
final class WorkerLeaseKeeper {

    private static final Logger log = LoggerFactory.getLogger(WorkerLeaseKeeper.class);

    private final WorkerLeaseSource source;
    private final SnowflakeLayout layout;
    private final String namespace;
    private final int datacenterId;
    private final NodeIdentity node;
    private final SnowflakeSettings settings;
    private final EngineContext context;
    private final TimeSource time;
    private final String instanceId = UUID.randomUUID().toString();

    private SnowflakeAllocator generator;
    private volatile ScheduledFuture<?> heartbeat;
    /** The promise this node last persisted in its row (confirmed by a renewal); 0 before the first. */
    private volatile long persisted;
    private int failedRenewals;
    private final WorkerCacheFile cache;
    private volatile boolean cacheUsable;

    /** Called once when the lease is taken by another node (the generator has stopped). */
    private volatile Runnable onTaken = () -> { };

    /** Margin against clock differences between nodes when issuing from the cached lease. */
    static final long CACHE_MARGIN_MILLIS = 1000;

    /**
     * @param cacheFile the local worker cache ({@link WorkerCacheFile}), or {@code null} (the default: none)
     */
    public WorkerLeaseKeeper(WorkerLeaseSource source, SnowflakeLayout layout, String namespace, int datacenterId,
                             NodeIdentity node, SnowflakeSettings settings, EngineContext context, java.nio.file.Path cacheFile) {
        this.cache = cacheFile == null ? null : new WorkerCacheFile(cacheFile);
        this.cacheUsable = cacheFile != null;
        this.source = source;
        this.layout = layout;
        this.namespace = namespace;
        this.datacenterId = datacenterId;
        this.node = node;
        this.settings = settings;
        this.context = context;
        this.time = context.time();
    }

    /**
     * Leases a worker id and returns a generator that may issue ids. Runs its database work on
     * the engine executor; waits at most the takeover wait for the clock.
     */
    public SnowflakeAllocator start() {
        return start(0);
    }

    /**
     * Like {@link #start()}, issuing no timestamp at or before {@code notBeforeMillis} either: a
     * generator that takes over from another of this node's (whose lease was taken) stays
     * increasing.
     */
    public SnowflakeAllocator start(long notBeforeMillis) {
        String what = "snowflake (namespace '" + namespace + "', datacenter " + datacenterId + ", node " + node + ")";
        WorkerGrant grant;
        try {
            grant = context.callOnExecutor(what, () -> source.acquire(namespace, datacenterId,
                    layout, node, instanceId, settings.leaseTtlMillis()));
        } catch (IdSourceUnavailableException unreachable) {
            if (cache == null) {
                throw unreachable;
            }
            return startFromCache(what, unreachable);
        }
        log.info("idgen {}: leased worker {}{}", what, grant.workerId(),
                grant.previousOwner() == null ? " (new)" : " from " + grant.previousOwner()
                        + (grant.promisedUntil() > 0 ? ", promised up to " + Instant.ofEpochMilli(grant.promisedUntil()) : ""));
        try {
            long startAfter = Math.max(grant.promisedUntil(), notBeforeMillis);
            waitForClockToPass(startAfter, what + " worker " + grant.workerId());
            SnowflakeAllocator g = new SnowflakeAllocator(layout, namespace, datacenterId, grant.workerId(),
                    startAfter, settings, context);
            long t0 = System.nanoTime();
            long wall0 = time.currentTimeMillis();
            long promise = wall0 + settings.horizonMillis();
            if (!cachePromise(grant.workerId(), promise)) {
                // as in renew(): persisting a promise the cache does not hold could leave the cache behind the database
                throw new IdSourceUnavailableException(what + ": the worker cache " + cache.path() + " can be neither "
                        + "written nor removed, so worker " + grant.workerId() + " is not started; fix the file's "
                        + "directory or build the engine without workerCacheFile");
            }
            WorkerLeaseSource.Renewal renewed = context.callOnExecutor(what, () -> source.renew(namespace, datacenterId,
                    grant.workerId(), instanceId, settings.leaseTtlMillis(), promise, 0));
            if (renewed != WorkerLeaseSource.Renewal.RENEWED) {
                throw new IdSourceUnavailableException(what + ": worker " + grant.workerId()
                        + " was taken by another node right after this node leased it; try again");
            }
            persisted = promise;
            g.extend(promise, t0 + validityNanos());
            cacheConfirmed(grant.workerId(), wall0 + TimeUnit.NANOSECONDS.toMillis(validityNanos()));
            this.generator = g;
            this.heartbeat = context.executor().scheduleWithFixedDelay(this::renew, settings.heartbeat().toNanos(),
                    settings.heartbeat().toNanos(), TimeUnit.NANOSECONDS);
            return g;
        } catch (RuntimeException e) {
            releaseQuietly(grant.workerId(), grant.promisedUntil(), e);
            throw e;
        }
    }

    /** How long a renewal keeps the lease valid locally: the TTL less a margin for clock drift. */
    private long validityNanos() {
        long ttl = settings.leaseTtlMillis();
        return TimeUnit.MILLISECONDS.toNanos(ttl - Math.max(1000, ttl / 10));
    }

    private void waitForClockToPass(long promisedUntil, String what) {
        long now = time.currentTimeMillis();
        if (promisedUntil < now) {
            return;
        }
        long gap = promisedUntil - now + 1;
        if (gap > settings.takeoverWaitMillis()) {
            throw context.reject(what, new ClockMovedBackwardsException(what + " (taking over)", now, promisedUntil,
                    settings.takeoverWaitMillis()));
        }
        log.info("idgen {}: waiting {} ms until the clock passes the previous holder's promise {}", what, gap,
                Instant.ofEpochMilli(promisedUntil));
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(settings.takeoverWaitMillis() + 1000);
        while (time.currentTimeMillis() <= promisedUntil) {
            if (System.nanoTime() - deadline > 0) {
                throw context.reject(what, new ClockMovedBackwardsException(what + " (taking over)", time.currentTimeMillis(),
                        promisedUntil, settings.takeoverWaitMillis()));
            }
            try {
                Thread.sleep(Math.max(1, Math.min(100, promisedUntil - time.currentTimeMillis() + 1)));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IdSourceUnavailableException(what + ": interrupted while waiting for the clock; "
                        + "the interrupt flag is kept", e);
            }
        }
    }

    /** The heartbeat: renew the lease and move the promise ahead, or stop the generator if the row is gone. */
    private void renew() {
        SnowflakeAllocator g = generator;
        if (g == null || g.isStopped()) {
            return;
        }
        long t0 = System.nanoTime();
        long wall0 = time.currentTimeMillis();
        long promise = Math.max(wall0, g.lastIssuedMillis()) + settings.horizonMillis();
        if (!cachePromise(g.workerId(), promise)) {
            return; // the cache could be neither updated nor removed: renewing now could leave it behind the database
        }
        try {
            WorkerLeaseSource.Renewal renewed = source.renew(namespace, datacenterId, g.workerId(), instanceId,
                    settings.leaseTtlMillis(), promise, persisted);
            if (renewed == WorkerLeaseSource.Renewal.PROMISE_LOST) {
                // the row is still ours but forgot our promise: the database went back (a failover or a restore).
                // Every engine refuses new reservations from now on; this lease stays valid, so its ids stay
                // unique once the promise is back in the row, which no other node can have taken meanwhile
                context.wentBack(g.toString(), "its lease row holds a promise below " + Instant.ofEpochMilli(persisted)
                        + ", which this node had persisted");
                renewed = reassertNow(g, Math.max(promise, persisted))
                        ? source.renew(namespace, datacenterId, g.workerId(), instanceId, settings.leaseTtlMillis(),
                                promise, persisted)
                        : WorkerLeaseSource.Renewal.TAKEN;
            }
            if (renewed != WorkerLeaseSource.Renewal.RENEWED) {
                String reason = "its lease of worker " + g.workerId() + " was taken by another node (the row no longer "
                        + "names instance " + instanceId + ")";
                g.stop(reason);
                log.warn("idgen {}: stopped issuing ids: {}", g, reason);
                heartbeat.cancel(false);
                onTaken.run();
                return;
            }
            persisted = promise;
            g.extend(promise, t0 + validityNanos());
            cacheConfirmed(g.workerId(), wall0 + TimeUnit.NANOSECONDS.toMillis(validityNanos()));
            g.renewalFailed(null);
            if (failedRenewals > 0) {
                log.info("idgen {}: lease renewed again after {} failed attempts", g, failedRenewals);
            }
            failedRenewals = 0;
        } catch (SQLException | RuntimeException e) {
            failedRenewals++;
            context.conflicts().record(WorkerLeaseSource.STRATEGY, e); // renewed again at the next heartbeat
            g.renewalFailed(Failures.describe(e));
            if (failedRenewals == 1) {
                log.warn("idgen {}: renewing the lease failed; ids continue until {} at the latest: {}", g,
                        Instant.ofEpochMilli(g.issuableUntilMillis()), Failures.describe(e));
            } else {
                log.debug("idgen {}: renewal attempt {} failed: {}", g, failedRenewals, Failures.describe(e));
            }
        }
    }

    /**
     * Stops the generator (no id after this returns), then gives the worker id back. The promise stays in
     * the row (the database refuses to lower it, migration V9: a lowered promise is what a script would
     * write too), so the next holder, this node restarted included, waits until its clock has passed it:
     * at most the timestamp horizon. Runs on the engine executor, which must still be running.
     */
    public void stopAndRelease(String reason, long boundNanos) {
        SnowflakeAllocator g = generator;
        if (g == null) {
            return;
        }
        if (heartbeat != null) {
            heartbeat.cancel(false);
        }
        g.stop(reason);
        long last = g.lastIssuedMillis();
        Future<?> f = context.executor().submit(() -> {
            source.release(namespace, datacenterId, g.workerId(), instanceId, last);
            return null;
        });
        try {
            f.get(boundNanos, TimeUnit.NANOSECONDS);
            if (cache != null) {
                cache.forget(namespace, datacenterId); // the lease is given back: nothing to start from any more
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            log.warn("idgen {}: interrupted while releasing the lease; it expires by itself", g);
        } catch (Exception e) {
            // not fatal: the lease expires by itself, and the persisted promise still guards the next holder
            log.warn("idgen {}: releasing the lease failed, it will expire by itself: {}", g, Failures.describe(e));
        }
    }

    private void releaseQuietly(int workerId, long last, RuntimeException cause) {
        try {
            source.release(namespace, datacenterId, workerId, instanceId, last);
        } catch (SQLException | RuntimeException e) {
            cause.addSuppressed(e);
        }
    }

    /**
     * Starts from the local cache while the database is unreachable: the cached lease is still
     * valid, so no other node can hold the worker id; ids are issued after the cached promise and
     * only until the cached validity less {@link #CACHE_MARGIN_MILLIS}. Meanwhile the keeper keeps
     * trying to lease the worker id again and, once it has, carries on as usual.
     */
    private SnowflakeAllocator startFromCache(String what, IdSourceUnavailableException unreachable) {
        WorkerCacheFile.Entry e;
        try {
            e = cache.read(namespace, datacenterId).orElse(null);
        } catch (java.io.IOException io) {
            unreachable.addSuppressed(io);
            throw unreachable;
        }
        long now = time.currentTimeMillis();
        if (e == null || !node.toString().equals(e.node())) {
            throw new IdSourceUnavailableException(unreachable.getMessage() + "; the worker cache " + cache.path()
                    + " has no lease of node " + node + " to start from", unreachable);
        }
        if (!NamespaceLayouts.describe(layout).equals(e.layout())) {
            // the namespace's recorded layout cannot be checked without the database: only the cached lease's own layout
            throw new IdSourceUnavailableException(unreachable.getMessage() + "; the worker cache " + cache.path()
                    + " holds worker " + e.workerId() + " leased under layout " + (e.layout() == null
                    ? "(not recorded: the cache predates recorded layouts)" : e.layout()) + ", and this engine is "
                    + "configured with " + NamespaceLayouts.describe(layout) + "; it starts from the cache only with the "
                    + "layout the lease was taken under (the namespace's layout cannot be checked while the database is "
                    + "unreachable)", unreachable);
        }
        long until = e.validUntilWallMillis() - CACHE_MARGIN_MILLIS;
        if (until <= now) {
            throw new IdSourceUnavailableException(unreachable.getMessage() + "; the cached lease of worker "
                    + e.workerId() + " in " + cache.path() + " ended at " + Instant.ofEpochMilli(until)
                    + ", so this node cannot start without the database", unreachable);
        }
        waitForClockToPass(e.promisedUntil(), what + " worker " + e.workerId());
        SnowflakeAllocator g = new SnowflakeAllocator(layout, namespace, datacenterId, e.workerId(), e.promisedUntil(),
                settings, context);
        long nowAfterWait = time.currentTimeMillis();
        g.extend(until, System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(Math.max(until - nowAfterWait, 0)));
        g.renewalFailed("started from the local worker cache: " + Failures.describe(unreachable));
        this.generator = g;
        log.warn("idgen {}: the database is unreachable; started worker {} from the local cache {}, issuing ids until {} "
                + "at the latest (the cached lease); it takes the lease again as soon as the database answers",
                what, e.workerId(), cache.path(), Instant.ofEpochMilli(until));
        heartbeat = context.executor().scheduleWithFixedDelay(this::recoverFromCache, settings.heartbeat().toNanos(),
                settings.heartbeat().toNanos(), TimeUnit.NANOSECONDS);
        return g;
    }

    /** While running from the cache: lease the worker id again; on success switch to the usual heartbeat. */
    private void recoverFromCache() {
        SnowflakeAllocator g = generator;
        if (g == null || g.isStopped()) {
            return;
        }
        WorkerGrant grant;
        try {
            grant = source.acquire(namespace, datacenterId, layout, node, instanceId, settings.leaseTtlMillis());
        } catch (SQLException | RuntimeException e) {
            g.renewalFailed("started from the local worker cache; the database still fails: " + Failures.describe(e));
            return;
        }
        if (grant.workerId() != g.workerId()) {
            g.stop("the database leased worker " + grant.workerId() + " to this node, not the cached worker "
                    + g.workerId() + "; restart the engine to use it");
            log.error("idgen {}: {}", g, g.stats().stopReason());
            releaseQuietly(grant.workerId(), grant.promisedUntil(), new IdSourceUnavailableException("recovery"));
            heartbeat.cancel(false);
            return;
        }
        log.info("idgen {}: the database answers again; the lease is held again", g);
        heartbeat.cancel(false);
        renew();
        heartbeat = context.executor().scheduleWithFixedDelay(this::renew, settings.heartbeat().toNanos(),
                settings.heartbeat().toNanos(), TimeUnit.NANOSECONDS);
    }

    /**
     * Writes a promise to the cache before the database gets it. When the cache cannot be written
     * it is removed, so it can never hold a promise behind the database's; returns {@code false}
     * when even that failed (then the caller must not persist a later promise).
     */
    private boolean cachePromise(int workerId, long promise) {
        if (!cacheUsable) {
            return true;
        }
        try {
            cache.promise(namespace, datacenterId, workerId, node, promise, NamespaceLayouts.describe(layout));
            return true;
        } catch (java.io.IOException | RuntimeException e) {
            try {
                java.nio.file.Files.deleteIfExists(cache.path());
                cacheUsable = false;
                log.error("idgen snowflake: cannot write the worker cache {} ({}); removed it and stopped using it",
                        cache.path(), Failures.describe(e));
                return true;
            } catch (java.io.IOException deleteFailure) {
                log.error("idgen snowflake: cannot write nor remove the worker cache {} ({}); the lease is not renewed "
                        + "until it can be", cache.path(), Failures.describe(deleteFailure));
                return false;
            }
        }
    }

    private void cacheConfirmed(int workerId, long validUntilWallMillis) {
        if (!cacheUsable) {
            return;
        }
        try {
            cache.confirmed(namespace, datacenterId, workerId, node, validUntilWallMillis);
        } catch (java.io.IOException | RuntimeException e) {
            // an older validity stays cached: shorter than the real lease, so still safe
            log.warn("idgen snowflake: cannot record the renewed lease in the worker cache {}: {}", cache.path(),
                    Failures.describe(e));
        }
    }

    /** Raises this worker's row to {@code promise} whatever it holds now; {@code false} when the row is not ours. */
    private boolean reassertNow(SnowflakeAllocator g, long promise) throws SQLException {
        return source.reassertOwn(namespace, datacenterId, g.workerId(), instanceId, promise);
    }

    /**
     * After a failover, on {@code c} inside a transaction: puts the promise this node persisted back
     * into its row if the row forgot it ({@code GREATEST}); the row must still name this instance.
     */
    void reassert(java.sql.Connection c, JdbcWorkerLeaseSource jdbc) throws SQLException {
        SnowflakeAllocator g = generator;
        if (g != null && !g.isStopped() && persisted > 0) {
            jdbc.reassert(c, namespace, datacenterId, g.workerId(), instanceId, persisted);
        }
    }

    /** Runs {@code action} when this lease is taken by another node (after the generator stopped). */
    void onTaken(Runnable action) {
        this.onTaken = action;
    }

    /** The generator, once started. */
    public SnowflakeAllocator generator() {
        return generator;
    }
}
