package dev.idgen.jdbc.internal;

import dev.idgen.IdExhaustedException;
import dev.idgen.UnknownKeyException;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/** A segment source in memory, for allocator unit tests: can be taken down and slowed. */
final class InMemorySegmentSource implements SegmentSource {

    private final Map<String, Long> maxIds = new HashMap<>();
    private final int rowStep;
    private final boolean strict;
    private volatile boolean down;
    private volatile long latencyMillis;
    final AtomicInteger reservations = new AtomicInteger();
    final AtomicInteger failedCalls = new AtomicInteger();
    /** The size of every range reserved, in order. */
    final List<Long> sizes = new CopyOnWriteArrayList<>();

    InMemorySegmentSource(int rowStep, boolean strict) {
        this.rowStep = rowStep;
        this.strict = strict;
    }

    void setDown(boolean down) {
        this.down = down;
    }

    void setLatencyMillis(long millis) {
        this.latencyMillis = millis;
    }

    synchronized void setMaxId(String key, long maxId) {
        maxIds.put(key, maxId);
    }

    synchronized long maxId(String key) {
        return maxIds.getOrDefault(key, 1L);
    }

    @Override
    public SegmentReservation reserve(String key, int step) throws SQLException {
        if (latencyMillis > 0) {
            try {
                Thread.sleep(latencyMillis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new SQLException("interrupted", e);
            }
        }
        if (down) {
            failedCalls.incrementAndGet();
            throw new SQLTransientConnectionException("in-memory database is down");
        }
        synchronized (this) {
            Long max = maxIds.get(key);
            if (max == null) {
                if (strict) {
                    throw new UnknownKeyException("segment key '" + key + "' is not registered");
                }
                max = 1L;
            }
            int used = step == 0 ? rowStep : step;
            long end;
            try {
                end = Math.addExact(max, used);
            } catch (ArithmeticException e) {
                throw new IdExhaustedException("segment key '" + key + "' has run out of ids");
            }
            maxIds.put(key, end);
            reservations.incrementAndGet();
            sizes.add(end - max);
            return new SegmentReservation(max, end, rowStep, null, null);
        }
    }

    @Override
    public synchronized OptionalLong next(String key) {
        Long max = maxIds.get(key);
        return max == null ? OptionalLong.empty() : OptionalLong.of(max);
    }

    @Override
    public synchronized boolean exists(String key) {
        return maxIds.containsKey(key);
    }
}
