package dev.idgen.jdbc.failover;

import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.HikariPoolMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * What the failover test's nodes were doing, for its failure messages: every 100 ms each pool's
 * figures (connections total, in use, idle, threads waiting for one), and on request the stacks of
 * the nodes' own threads (engine executors, lease keepers, the pools' connection adders). A call
 * that waited out its bound after its node served again is either a starved machine or an engine
 * waiting on itself; these tell which.
 */
final class PoolWatch implements AutoCloseable {

    private static final long PERIOD_MILLIS = 100;
    private static final int FRAMES = 14;

    private record Sample(long nanos, String figures, java.util.Set<String> starved) {
    }

    private final List<HikariDataSource> pools;
    private final long origin;
    private final List<Sample> samples = new ArrayList<>();
    private final Thread sampler;
    private volatile boolean running = true;

    /** Watches {@code pools}; times are printed in ms since {@code origin} (a {@link System#nanoTime()}). */
    PoolWatch(List<HikariDataSource> pools, long origin) {
        this.pools = List.copyOf(pools);
        this.origin = origin;
        this.sampler = new Thread(this::sample, "pool-watch");
        sampler.setDaemon(true);
        sampler.start();
    }

    private void sample() {
        while (running) {
            String figures = figures();
            java.util.Set<String> starved = new java.util.HashSet<>();
            for (HikariDataSource pool : pools) {
                HikariPoolMXBean mx = pool.getHikariPoolMXBean();
                if (mx != null && mx.getThreadsAwaitingConnection() > 0) {
                    starved.add(pool.getPoolName());
                }
            }
            synchronized (samples) {
                samples.add(new Sample(System.nanoTime(), figures, starved));
            }
            try {
                Thread.sleep(PERIOD_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** Each pool's figures now: {@code name total/active/idle/waiting}. */
    String figures() {
        StringBuilder b = new StringBuilder();
        for (HikariDataSource pool : pools) {
            HikariPoolMXBean mx = pool.getHikariPoolMXBean();
            b.append(pool.getPoolName()).append(' ');
            if (mx == null) {
                b.append("not started");
            } else {
                b.append(mx.getTotalConnections()).append('/').append(mx.getActiveConnections()).append('/')
                        .append(mx.getIdleConnections()).append('/').append(mx.getThreadsAwaitingConnection());
            }
            b.append("  ");
        }
        return b.toString().trim();
    }

    /** The pools' figures and the stacks of the threads whose names start with one of {@code prefixes}. */
    String snapshot(List<String> prefixes) {
        StringBuilder b = new StringBuilder("  at +").append(sinceOrigin(System.nanoTime())).append(" ms, pools (total/active/idle/waiting): ")
                .append(figures()).append('\n');
        for (Map.Entry<Thread, StackTraceElement[]> e : Thread.getAllStackTraces().entrySet()) {
            Thread t = e.getKey();
            if (prefixes.stream().noneMatch(t.getName()::startsWith)) {
                continue;
            }
            b.append("  thread ").append(t.getName()).append(' ').append(t.getState()).append('\n');
            StackTraceElement[] frames = e.getValue();
            for (int i = 0; i < Math.min(FRAMES, frames.length); i++) {
                b.append("      at ").append(frames[i]).append('\n');
            }
        }
        return b.toString();
    }

    /** The figures sampled between two instants, a line each. */
    String timeline(long fromNanos, long toNanos) {
        StringBuilder b = new StringBuilder("  pools (total/active/idle/waiting) from +").append(sinceOrigin(fromNanos))
                .append(" to +").append(sinceOrigin(toNanos)).append(" ms:\n");
        synchronized (samples) {
            for (Sample s : samples) {
                if (s.nanos() - fromNanos >= 0 && s.nanos() - toNanos <= 0) {
                    b.append("    +").append(sinceOrigin(s.nanos())).append(" ms ").append(s.figures()).append('\n');
                }
            }
        }
        return b.toString();
    }

    /**
     * How long, between two instants, threads of the pool named {@code pool} waited for one of its
     * connections (every sample that saw a waiter counts its period): the time a node could not
     * talk to the database because its pool had no connection to give and could not open one
     * sooner (on a starved machine a new PostgreSQL connection takes seconds).
     */
    long starvedNanos(String pool, long fromNanos, long toNanos) {
        long n = 0;
        synchronized (samples) {
            for (Sample s : samples) {
                if (s.nanos() - fromNanos >= 0 && s.nanos() - toNanos <= 0 && s.starved().contains(pool)) {
                    n++;
                }
            }
        }
        return n * TimeUnit.MILLISECONDS.toNanos(PERIOD_MILLIS);
    }

    /** The spans in which threads waited for a connection of the pool named {@code pool}: a sample period each. */
    List<long[]> starvedSpans(String pool) {
        List<long[]> spans = new ArrayList<>();
        synchronized (samples) {
            for (Sample s : samples) {
                if (s.starved().contains(pool)) {
                    spans.add(new long[] {s.nanos(), s.nanos() + TimeUnit.MILLISECONDS.toNanos(PERIOD_MILLIS)});
                }
            }
        }
        return spans;
    }

    private long sinceOrigin(long nanos) {
        return TimeUnit.NANOSECONDS.toMillis(nanos - origin);
    }

    @Override
    public void close() throws InterruptedException {
        running = false;
        sampler.interrupt();
        sampler.join(TimeUnit.SECONDS.toMillis(5));
    }
}
