package dev.idgen.bench;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A baseline for the benchmarks, not part of idgen: the segment allocator of Meituan's Leaf
 * ("Leaf-segment"), re-implemented by us from Leaf's published design for one key, on idgen's
 * own table. It exists so idgen's segment strategy is compared with the design it improves on,
 * measured on the same machine, database and JVM. No Leaf code is copied.
 *
 * <p>Leaf's design, as published (Meituan tech blog, 2017, and the open-source Leaf project):
 * <ul>
 *   <li><b>Ranges from a table.</b> One row per key ("biz tag") holds {@code max_id} and
 *       {@code step}; a node takes the range {@code [max_id - step, max_id)} by moving
 *       {@code max_id} up by {@code step} and reading it back.</li>
 *   <li><b>Double buffer.</b> Each key has a <em>SegmentBuffer</em> of two segments, each an
 *       {@link AtomicLong} cursor with a {@code max}. Ids come from the current segment.</li>
 *   <li><b>A read-write lock per key.</b> Every {@code get} takes the buffer's <em>read</em>
 *       lock around the "start a load?" check and the cursor increment; switching to the other
 *       segment and publishing "next segment ready" take the <em>write</em> lock.</li>
 *   <li><b>Asynchronous load at 10%.</b> When the current segment's idle ids drop below 90% of
 *       its step and the next segment is not ready, one task on a thread pool (a cached-style
 *       pool: 5 core threads, unbounded, {@link SynchronousQueue}) loads the next segment;
 *       a {@code threadRunning} flag lets only one load run per key.</li>
 *   <li><b>Dynamic step.</b> The first two loads use the row's step. Afterwards, with {@code T}
 *       the time since the previous load: {@code T < 15 min} doubles the step unless the doubled
 *       step would exceed {@value #MAX_STEP} (so from 1000 it stops at 512,000);
 *       {@code 15 min <= T < 30 min} keeps it; {@code T >= 30 min} halves it, but not below the
 *       row's step. The step column itself is never written.</li>
 *   <li><b>Waiting.</b> A caller that finds both segments used up spins on {@code threadRunning}
 *       (up to 10,000 checks, no back-off), then sleeps 10 ms once, takes the write lock and
 *       switches if the next segment is ready. If it still is not, Leaf returns an error code
 *       ({@code EXCEPTION_ID_TWO_SEGMENTS_ARE_NULL}, -3) to the caller.</li>
 * </ul>
 *
 * <p>One deliberate deviation, so the baseline can be benchmarked at all: where Leaf returns its
 * error code, this class counts the call in {@link #notReady()} ("Leaf would have failed it") and
 * goes round again: the read-locked path restarts a failed load, and the caller spins and sleeps
 * once more. It gives up after {@value #MAX_WAIT_MILLIS} ms (idgen's default {@code maxWait})
 * with an {@link IllegalStateException} carrying the last load error.
 *
 * <p>Differences, all of them outside the hot path: one key per instance (Leaf keeps a map of
 * buffers, refreshed from the table every minute); one pool per instance; PostgreSQL's single
 * {@code UPDATE .. RETURNING} in autocommit on {@code idgen_segment} instead of an
 * {@code UPDATE} plus {@code SELECT} in a transaction on {@code leaf_alloc}. The first load runs
 * on the first caller's thread, as in Leaf. {@link #waits()} counts the calls that found both
 * segments used up while a load was in flight, i.e. that had to wait for the database;
 * {@link #slowestLoadMillis()} is the longest load, for explaining them.
 */
public final class LeafStyleAllocator implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(LeafStyleAllocator.class);

    /** Leaf's upper bound of the dynamic step. */
    public static final int MAX_STEP = 1_000_000;
    /** Leaf's target lifetime of one segment: 15 minutes. */
    static final long SEGMENT_DURATION_MILLIS = TimeUnit.MINUTES.toMillis(15);
    /** Spins on {@code threadRunning} before the one 10 ms sleep. */
    private static final int SPINS = 10_000;
    private static final long SLEEP_MILLIS = 10;
    /** How long a caller keeps waiting where Leaf would have returned its error code. */
    static final long MAX_WAIT_MILLIS = 3000;

    private static final String INSERT_KEY =
            "INSERT INTO idgen_segment (biz_tag, max_id, step) VALUES (?, 1, 1000) ON CONFLICT DO NOTHING";
    /** Leaf's {@code updateMaxIdAndGetLeafAlloc}: the row's own step. */
    private static final String RESERVE_ROW_STEP =
            "UPDATE idgen_segment SET max_id = max_id + step WHERE biz_tag = ? RETURNING max_id, step";
    /** Leaf's {@code updateMaxIdByCustomStepAndGetLeafAlloc}: the dynamic step. */
    private static final String RESERVE_STEP =
            "UPDATE idgen_segment SET max_id = max_id + ? WHERE biz_tag = ? RETURNING max_id, step";

    private final DataSource dataSource;
    private final String key;
    private final ThreadPoolExecutor loader;
    private final SegmentBuffer buffer = new SegmentBuffer();
    private final LongAdder waits = new LongAdder();
    private final LongAdder loads = new LongAdder();
    private final LongAdder notReady = new LongAdder();
    private final AtomicLong slowestLoadNanos = new AtomicLong();
    private volatile Throwable lastError;

    /**
     * An allocator for {@code key}, creating the key's row (step 1000) when it does not exist.
     *
     * @throws SQLException when the row cannot be created
     */
    public LeafStyleAllocator(DataSource dataSource, String key) throws SQLException {
        this.dataSource = dataSource;
        this.key = key;
        try (Connection c = dataSource.getConnection(); PreparedStatement ps = c.prepareStatement(INSERT_KEY)) {
            ps.setString(1, key);
            ps.executeUpdate();
        }
        AtomicInteger n = new AtomicInteger();
        ThreadFactory threads = r -> {
            Thread t = new Thread(r, "leaf-style-update-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
        this.loader = new ThreadPoolExecutor(5, Integer.MAX_VALUE, 60, TimeUnit.SECONDS, new SynchronousQueue<>(), threads);
    }

    /**
     * The next id of the key.
     *
     * @throws IllegalStateException when the first load fails, when no segment could be loaded
     *                               within {@value #MAX_WAIT_MILLIS} ms, or when interrupted while
     *                               waiting (the interrupt flag is kept)
     */
    public long nextId() {
        if (!buffer.initOk) {
            init();
        }
        boolean counted = false;
        long giveUpAt = 0;
        for (;;) {
            buffer.lock.readLock().lock();
            try {
                Segment segment = buffer.current();
                if (!buffer.nextReady && segment.idle() < 0.9 * segment.step
                        && buffer.threadRunning.compareAndSet(false, true)) {
                    loadNextAsync();
                }
                long value = segment.value.getAndIncrement();
                if (value < segment.max) {
                    return value;
                }
            } finally {
                buffer.lock.readLock().unlock();
            }
            counted |= waitAndSleep(counted);
            buffer.lock.writeLock().lock();
            try {
                Segment segment = buffer.current();
                long value = segment.value.getAndIncrement();
                if (value < segment.max) {
                    return value;
                }
                if (buffer.nextReady) {
                    buffer.switchPos();
                    buffer.nextReady = false;
                    continue;
                }
            } finally {
                buffer.lock.writeLock().unlock();
            }
            // Leaf returns EXCEPTION_ID_TWO_SEGMENTS_ARE_NULL here; see the class comment
            long now = System.nanoTime();
            if (giveUpAt == 0) {
                notReady.increment();
                giveUpAt = now + TimeUnit.MILLISECONDS.toNanos(MAX_WAIT_MILLIS);
            } else if (now - giveUpAt > 0) {
                Throwable cause = lastError;
                throw new IllegalStateException("Leaf-style key '" + key + "': both segments used up and no new one "
                        + "loaded within " + MAX_WAIT_MILLIS + " ms" + (cause == null ? "" : "; last load error: " + cause),
                        cause);
            }
        }
    }

    private void init() {
        synchronized (buffer) {
            if (buffer.initOk) {
                return;
            }
            try {
                updateSegmentFromDb(buffer.current());
            } catch (SQLException e) {
                lastError = e;
                throw new IllegalStateException("Leaf-style key '" + key + "': the first load failed: "
                        + e.getMessage(), e);
            }
            buffer.initOk = true;
        }
    }

    private void loadNextAsync() {
        try {
            loader.execute(() -> {
                Segment next = buffer.segments[buffer.nextPos()];
                try {
                    updateSegmentFromDb(next);
                } catch (SQLException | RuntimeException e) {
                    lastError = e;
                    log.warn("Leaf-style key '{}': loading the next segment failed", key, e);
                    buffer.threadRunning.set(false);
                    return;
                }
                buffer.lock.writeLock().lock();
                try {
                    buffer.nextReady = true;
                    buffer.threadRunning.set(false);
                } finally {
                    buffer.lock.writeLock().unlock();
                }
            });
        } catch (RejectedExecutionException e) {
            buffer.threadRunning.set(false);
            throw new IllegalStateException("Leaf-style key '" + key + "': the loader refused the load (closed?)", e);
        }
    }

    /**
     * Leaf's wait: spin while a load runs, then sleep 10 ms once. Returns whether this call
     * waited for a load (counted once per call in {@link #waits()}).
     */
    private boolean waitAndSleep(boolean alreadyCounted) {
        int roll = 0;
        boolean waited = false;
        while (buffer.threadRunning.get()) {
            if (!waited) {
                waited = true;
                if (!alreadyCounted) {
                    waits.increment();
                }
            }
            roll += 1;
            if (roll > SPINS) {
                try {
                    TimeUnit.MILLISECONDS.sleep(SLEEP_MILLIS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("Leaf-style key '" + key + "': interrupted while waiting for "
                            + "the next segment; the interrupt flag is kept", e);
                }
                break;
            }
        }
        return waited;
    }

    /** Leaf's {@code updateSegmentFromDb}: one reservation into {@code segment}, sizing the step. */
    private void updateSegmentFromDb(Segment segment) throws SQLException {
        long started = System.nanoTime();
        long now = System.currentTimeMillis();
        Reservation r;
        if (!buffer.initOk) {
            r = reserve(0);
            buffer.step = r.rowStep;
            buffer.minStep = r.rowStep;
        } else if (buffer.updateTimestamp == 0) {
            r = reserve(0);
            buffer.updateTimestamp = now;
            buffer.step = r.rowStep;
            buffer.minStep = r.rowStep;
        } else {
            long duration = now - buffer.updateTimestamp;
            int nextStep = buffer.step;
            if (duration < SEGMENT_DURATION_MILLIS) {
                if ((long) nextStep * 2 <= MAX_STEP) {
                    nextStep = nextStep * 2;
                }
            } else if (duration >= SEGMENT_DURATION_MILLIS * 2) {
                nextStep = nextStep / 2 >= buffer.minStep ? nextStep / 2 : nextStep;
            }
            r = reserve(nextStep);
            buffer.updateTimestamp = now;
            buffer.step = nextStep;
            buffer.minStep = r.rowStep;
        }
        segment.value.set(r.maxId - buffer.step);
        segment.max = r.maxId;
        segment.step = buffer.step;
        loads.increment();
        slowestLoadNanos.accumulateAndGet(System.nanoTime() - started, Math::max);
    }

    /** Moves {@code max_id} by {@code step}, or by the row's step when {@code step == 0}. */
    private Reservation reserve(int step) throws SQLException {
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement(step == 0 ? RESERVE_ROW_STEP : RESERVE_STEP)) {
            int i = 1;
            if (step != 0) {
                ps.setInt(i++, step);
            }
            ps.setString(i, key);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    throw new SQLException("Leaf-style key '" + key + "' has no row in idgen_segment");
                }
                return new Reservation(rs.getLong(1), rs.getInt(2));
            }
        }
    }

    /** The key this allocator serves. */
    public String key() {
        return key;
    }

    /** Calls that found both segments used up while a load was in flight, and waited for it. */
    public long waits() {
        return waits.sum();
    }

    /**
     * Calls that found both segments used up after Leaf's spin-and-sleep, where Leaf would have
     * returned its error code; this class kept them waiting instead.
     */
    public long notReady() {
        return notReady.sum();
    }

    /** The longest load from the database so far, in milliseconds. */
    public double slowestLoadMillis() {
        return slowestLoadNanos.get() / 1e6;
    }

    /** The step of the most recent load. */
    public int step() {
        return buffer.step;
    }

    /** Segments loaded from the database so far. */
    public long loads() {
        return loads.sum();
    }

    /** Stops the loader pool, waiting up to 5 s for a load in flight. */
    @Override
    public void close() {
        loader.shutdown();
        try {
            if (!loader.awaitTermination(5, TimeUnit.SECONDS)) {
                loader.shutdownNow();
                log.warn("Leaf-style key '{}': a load did not finish within 5 s; interrupted it", key);
            }
        } catch (InterruptedException e) {
            loader.shutdownNow();
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public String toString() {
        return "LeafStyleAllocator{key=" + key + ", step=" + buffer.step + ", loads=" + loads() + ", waits=" + waits()
                + ", notReady=" + notReady() + ", slowestLoadMillis=" + slowestLoadMillis() + "}";
    }

    private record Reservation(long maxId, int rowStep) {
    }

    /** One range: a cursor and its exclusive end. */
    private static final class Segment {
        final AtomicLong value = new AtomicLong(0);
        volatile long max;
        volatile int step;

        long idle() {
            return max - value.get();
        }
    }

    /** Leaf's double buffer of one key. */
    private static final class SegmentBuffer {
        final Segment[] segments = {new Segment(), new Segment()};
        final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
        final AtomicBoolean threadRunning = new AtomicBoolean(false);
        volatile int currentPos;
        volatile boolean nextReady;
        volatile boolean initOk;
        volatile int step;
        volatile int minStep;
        volatile long updateTimestamp;

        Segment current() {
            return segments[currentPos];
        }

        int nextPos() {
            return (currentPos + 1) % 2;
        }

        void switchPos() {
            currentPos = nextPos();
        }
    }
}
