package dev.idgen.jdbc.internal;

import dev.idgen.IdExhaustedException;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A slow-ordered source in memory, for allocator unit tests. Behaves like the database row: each
 * {@link #add} moves the counter atomically at one instant inside the call (after a random part of
 * the latency). It can be taken down, slowed, held at a gate, and it records every call.
 */
final class InMemoryOrderedSource implements OrderedSource {

    private final Map<String, Long> nums = new HashMap<>();
    private final List<Long> addedCounts = new ArrayList<>(); // guarded by this
    private volatile boolean down;
    private volatile int failNext;
    private volatile RuntimeException definiteFailure;
    private volatile Error errorOnce;
    private volatile long latencyMicros;
    private volatile CountDownLatch gate; // null: open
    final Semaphore entered = new Semaphore(0);
    final AtomicInteger calls = new AtomicInteger();
    final AtomicInteger failedCalls = new AtomicInteger();
    private final AtomicInteger concurrent = new AtomicInteger();
    final AtomicInteger maxConcurrent = new AtomicInteger();
    private final java.util.Set<String> threads = java.util.concurrent.ConcurrentHashMap.newKeySet();

    void setDown(boolean down) {
        this.down = down;
    }

    /** The next {@code n} calls fail with a transient SQLException. */
    void failNext(int n) {
        this.failNext = n;
    }

    void failDefinitely(RuntimeException e) {
        this.definiteFailure = e;
    }

    /** The next call throws {@code error} (not an exception: an Error such as StackOverflowError). */
    void throwOnce(Error error) {
        this.errorOnce = error;
    }

    void setLatencyMicros(long micros) {
        this.latencyMicros = micros;
    }

    /** From now on every call waits at the gate until {@link #openGate()}. */
    void closeGate() {
        gate = new CountDownLatch(1);
    }

    void openGate() {
        CountDownLatch g = gate;
        gate = null;
        if (g != null) {
            g.countDown();
        }
    }

    synchronized void setNum(String key, String subKey, long num) {
        nums.put(key + "\u0000" + subKey, num);
    }

    synchronized long num(String key, String subKey) {
        return nums.getOrDefault(key + "\u0000" + subKey, 0L);
    }

    /** The count of every successful add, in order. */
    synchronized List<Long> addedCounts() {
        return new ArrayList<>(addedCounts);
    }

    @Override
    public long add(String key, String subKey, long count) throws SQLException {
        calls.incrementAndGet();
        threads.add(Thread.currentThread().getName());
        int now = concurrent.incrementAndGet();
        maxConcurrent.accumulateAndGet(now, Math::max);
        entered.release();
        try {
            CountDownLatch g = gate;
            if (g != null && !g.await(30, TimeUnit.SECONDS)) {
                throw new SQLException("test gate never opened");
            }
            long latency = latencyMicros;
            long before = latency == 0 ? 0 : ThreadLocalRandom.current().nextLong(latency + 1);
            sleepMicros(before);
            Error error = errorOnce;
            if (error != null) {
                errorOnce = null;
                throw error;
            }
            if (definiteFailure != null) {
                failedCalls.incrementAndGet();
                throw definiteFailure;
            }
            if (down || failNext > 0) {
                if (failNext > 0) {
                    failNext--;
                }
                failedCalls.incrementAndGet();
                throw new SQLTransientConnectionException("in-memory database is down");
            }
            long value;
            synchronized (this) {
                String k = key + "\u0000" + subKey;
                long num = nums.getOrDefault(k, 0L);
                try {
                    value = Math.addExact(num, count);
                } catch (ArithmeticException e) {
                    throw new IdExhaustedException("slow-ordered key '" + key + "' sub-key '" + subKey
                            + "' has run out of ids", e);
                }
                nums.put(k, value);
                addedCounts.add(count);
            }
            sleepMicros(latency - before);
            return value;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted", e);
        } finally {
            concurrent.decrementAndGet();
        }
    }

    /** The names of the threads that called {@link #add}. */
    java.util.Set<String> threads() {
        return java.util.Set.copyOf(threads);
    }

    @Override
    public String locate(String key, String subKey) {
        return "memory";
    }

    private static void sleepMicros(long micros) throws InterruptedException {
        if (micros > 0) {
            TimeUnit.MICROSECONDS.sleep(micros);
        }
    }
}
