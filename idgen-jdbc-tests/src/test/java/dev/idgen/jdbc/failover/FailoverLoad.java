package dev.idgen.jdbc.failover;

import dev.idgen.IdGenerator;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.testsupport.Outages;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;

/**
 * Callers on several nodes asking for ids of each strategy while the database fails over: every id
 * and every failure is recorded with when it happened, so a test can check that no id repeats
 * (within and across nodes), what callers saw, how long they waited, and when each node served
 * again.
 *
 * <p>Each caller thread loops {@code nextId()} with a short pause between calls (a caller does some
 * work with its id), until {@link #stop()}. Ids are kept in per-thread arrays, not a shared set, so
 * recording does not slow the callers down or contend.
 */
final class FailoverLoad {

    /** What is exercised: each node's callers use the strategies its generators map has. */
    enum Strategy { SEGMENT, SLOW_ORDERED, SNOWFLAKE, DAILY }

    /**
     * A daily sequence as an {@link IdGenerator}: the pair (day, serial) as one long,
     * {@code epochDay * 10^12 + serial}, unique as the pair is and increasing within a node as serials do.
     */
    static IdGenerator daily(dev.idgen.jdbc.daily.DailySequence sequence) {
        return new IdGenerator() {
            @Override
            public long nextId() {
                dev.idgen.jdbc.daily.DailySerial s = sequence.next();
                return s.day().toEpochDay() * 1_000_000_000_000L + s.serial();
            }

            @Override
            public long[] nextIds(int count) {
                long[] ids = new long[count];
                for (int i = 0; i < count; i++) {
                    ids[i] = nextId();
                }
                return ids;
            }
        };
    }

    /** A node: an engine and the generator each strategy uses on it. */
    record Node(String name, IdGenEngine engine, Map<Strategy, IdGenerator> generators) {
    }

    /** A call that failed: when (nanoTime at its end), how long it waited, and what it threw. */
    record Failure(String node, Strategy strategy, long endNanos, long waitedNanos, RuntimeException error) {
        @Override
        public String toString() {
            return node + "/" + strategy + " after " + TimeUnit.NANOSECONDS.toMillis(waitedNanos) + " ms: "
                    + error.getClass().getSimpleName() + ": " + error.getMessage();
        }
    }

    /** One caller thread's record. Written by its thread only; read after {@link #stop()}. */
    static final class Caller {
        final Node node;
        final Strategy strategy;
        private long[] ids = new long[1 << 14];
        private volatile long maxId = Long.MIN_VALUE;
        private volatile long lastSuccessEndNanos;
        private volatile boolean succeeded;
        private long[] endNanos = new long[1 << 14];
        private long[] tookNanos = new long[1 << 14];
        private int count;
        private long maxWaitNanos;
        private long maxWaitEndNanos;
        final List<Failure> failures = new ArrayList<>();
        /** The last failure, readable while the load runs (the list above is the caller thread's own). */
        volatile Failure lastFailure;

        Caller(Node node, Strategy strategy) {
            this.node = node;
            this.strategy = strategy;
        }

        private void success(long id, long start, long end) {
            if (id > maxId) {
                maxId = id; // one writer, this caller's thread; read live by the test
            }
            lastSuccessEndNanos = end;
            succeeded = true;
            if (count == ids.length) {
                ids = Arrays.copyOf(ids, count * 2);
                endNanos = Arrays.copyOf(endNanos, count * 2);
                tookNanos = Arrays.copyOf(tookNanos, count * 2);
            }
            ids[count] = id;
            endNanos[count] = end;
            tookNanos[count] = end - start;
            count++;
            waited(start, end);
        }

        private void waited(long start, long end) {
            if (end - start > maxWaitNanos) {
                maxWaitNanos = end - start;
                maxWaitEndNanos = end;
            }
        }

        /** Whether a call of this caller succeeded after {@code nanos}; safe to call while the load runs. */
        boolean succeededAfter(long nanos) {
            return succeeded && lastSuccessEndNanos - nanos > 0;
        }

        /** The largest id this caller has been handed so far; safe to read while the load runs. */
        long maxIdSoFar() {
            return maxId;
        }

        long[] ids() {
            return Arrays.copyOf(ids, count);
        }

        int count() {
            return count;
        }

        long maxWaitNanos() {
            return maxWaitNanos;
        }

        /** The end of the first successful call that ended after {@code nanos}, or {@code Long.MAX_VALUE}. */
        long firstSuccessAfter(long nanos) {
            for (int i = 0; i < count; i++) {
                if (endNanos[i] - nanos > 0) {
                    return endNanos[i];
                }
            }
            return Long.MAX_VALUE;
        }

        /**
         * The end of the first successful call that started after {@code nanos}, or {@code Long.MAX_VALUE}: after a
         * kill, a call of a strategy that needs the database served by whatever took over, not by the killed server.
         */
        long firstSuccessStartedAfter(long nanos) {
            for (int i = 0; i < count; i++) {
                if (endNanos[i] - tookNanos[i] - nanos > 0) {
                    return endNanos[i];
                }
            }
            return Long.MAX_VALUE;
        }

        /** The largest id of a successful call that ended before {@code nanos}, or {@code Long.MIN_VALUE}. */
        long maxIdBefore(long nanos) {
            long max = Long.MIN_VALUE;
            for (int i = 0; i < count && endNanos[i] - nanos < 0; i++) {
                max = Math.max(max, ids[i]);
            }
            return max;
        }

        /** The longest successful call that ended before {@code nanos}, in ns (0 if none). */
        long longestCallBefore(long nanos) {
            long max = 0;
            for (int i = 0; i < count && endNanos[i] - nanos < 0; i++) {
                max = Math.max(max, tookNanos[i]);
            }
            return max;
        }

        /** The longest successful call that overlapped none of {@code out}, in ns. */
        long longestCallOutside(Outages out) {
            long max = 0;
            for (int i = 0; i < count; i++) {
                long end = endNanos[i];
                long start = end - tookNanos[i];
                if (tookNanos[i] > max && out.overlap(start, end) == 0) {
                    max = tookNanos[i];
                }
            }
            return max;
        }

        /** Successful calls that ended after {@code nanos}. */
        int successesAfter(long nanos) {
            int n = 0;
            for (int i = count - 1; i >= 0 && endNanos[i] - nanos > 0; i--) {
                n++;
            }
            return n;
        }

        /** The first position where this caller's ids did not increase, or -1. */
        int firstNonIncreasing() {
            for (int i = 1; i < count; i++) {
                if (ids[i] <= ids[i - 1]) {
                    return i;
                }
            }
            return -1;
        }

        long idAt(int i) {
            return ids[i];
        }

        /** When this caller's {@code i}-th successful call ended (nanoTime). */
        long endAt(int i) {
            return endNanos[i];
        }

        /** When this caller's {@code i}-th successful call started (nanoTime). */
        long startAt(int i) {
            return endNanos[i] - tookNanos[i];
        }

        @Override
        public String toString() {
            return node.name() + "/" + strategy;
        }
    }

    private final List<Caller> callers = new ArrayList<>();
    private final List<Thread> threads = new ArrayList<>();
    private final long pauseNanos;
    private volatile boolean stopping;
    /** What the test wants to know about the machine when a call fails (pools, threads): taken for the first few. */
    private volatile Supplier<String> diagnosis = () -> "";
    private final AtomicInteger diagnosesTaken = new AtomicInteger();
    private final List<String> diagnoses = Collections.synchronizedList(new ArrayList<>());
    private static final int MAX_DIAGNOSES = 4;

    /** {@code threadsPerStrategy} callers per strategy per node, each pausing {@code pauseMicros} between calls. */
    FailoverLoad(List<Node> nodes, int threadsPerStrategy, long pauseMicros) {
        this.pauseNanos = TimeUnit.MICROSECONDS.toNanos(pauseMicros);
        for (Node node : nodes) {
            for (Strategy s : node.generators().keySet()) {
                for (int t = 0; t < threadsPerStrategy; t++) {
                    Caller c = new Caller(node, s);
                    callers.add(c);
                    Thread thread = new Thread(() -> call(c), "load-" + node.name() + "-" + s + "-" + t);
                    thread.setDaemon(true);
                    threads.add(thread);
                }
            }
        }
    }

    /**
     * What to record when a call fails (for the first {@value #MAX_DIAGNOSES} failures), taken on the
     * failing caller's thread the moment it gives up: e.g. the pools' figures and the engine threads'
     * stacks, to tell a starved machine from an engine waiting on itself.
     */
    void diagnoseFailuresWith(Supplier<String> diagnosis) {
        this.diagnosis = diagnosis;
    }

    /** What {@link #diagnoseFailuresWith} recorded, one entry per failure diagnosed. */
    List<String> diagnoses() {
        synchronized (diagnoses) {
            return List.copyOf(diagnoses);
        }
    }

    void start() {
        threads.forEach(Thread::start);
    }

    /** Stops every caller and waits for them (each ends its call in progress, bounded by the engine's maxWait). */
    void stop() throws InterruptedException {
        stopping = true;
        for (Thread t : threads) {
            t.join(TimeUnit.SECONDS.toMillis(30));
            if (t.isAlive()) {
                throw new AssertionError(t.getName() + " did not end within 30 s of stop: a caller hangs");
            }
        }
    }

    private void call(Caller c) {
        IdGenerator generator = c.node.generators().get(c.strategy);
        while (!stopping) {
            long start = System.nanoTime();
            try {
                long id = generator.nextId();
                c.success(id, start, System.nanoTime());
            } catch (RuntimeException e) {
                long end = System.nanoTime();
                c.waited(start, end);
                Failure failure = new Failure(c.node.name(), c.strategy, end, end - start, e);
                c.failures.add(failure);
                c.lastFailure = failure;
                if (diagnosesTaken.getAndIncrement() < MAX_DIAGNOSES) {
                    diagnoses.add(failure + "\n" + diagnosis.get());
                }
                if (c.failures.size() > 10_000) {
                    return; // something is badly wrong; the test reports it from what is recorded
                }
            }
            LockSupport.parkNanos(pauseNanos);
            if (Thread.currentThread().isInterrupted()) {
                return; // interrupted: stop calling and leave the flag set
            }
        }
    }

    List<Caller> callers() {
        return callers;
    }

    /** Every failure, in the order of their ends. */
    List<Failure> failures() {
        List<Failure> all = new ArrayList<>();
        callers.forEach(c -> all.addAll(c.failures));
        all.sort((a, b) -> Long.compare(a.endNanos(), b.endNanos()));
        return all;
    }

    /** The strategies some caller uses, in the enum's order. */
    java.util.Set<Strategy> strategies() {
        java.util.Set<Strategy> used = java.util.EnumSet.noneOf(Strategy.class);
        callers.forEach(c -> used.add(c.strategy));
        return used;
    }

    /** Ids handed out per strategy, over every node. */
    Map<Strategy, Integer> counts() {
        Map<Strategy, Integer> counts = new EnumMap<>(Strategy.class);
        callers.forEach(c -> counts.merge(c.strategy, c.count(), Integer::sum));
        return counts;
    }

    /**
     * Ids handed out more than once for {@code strategy}, across every node (described with the
     * callers that got them); empty when none repeats.
     */
    List<String> repeats(Strategy strategy) {
        List<Caller> of = callers.stream().filter(c -> c.strategy == strategy).toList();
        int total = of.stream().mapToInt(Caller::count).sum();
        long[] all = new long[total];
        int at = 0;
        for (Caller c : of) {
            long[] ids = c.ids();
            System.arraycopy(ids, 0, all, at, ids.length);
            at += ids.length;
        }
        Arrays.sort(all);
        List<String> repeats = new ArrayList<>();
        for (int i = 1; i < all.length && repeats.size() < 20; i++) {
            if (all[i] == all[i - 1]) {
                long id = all[i];
                List<String> who = of.stream().filter(c -> Arrays.stream(c.ids()).anyMatch(x -> x == id))
                        .map(Caller::toString).toList();
                repeats.add(id + " (" + who + ")");
            }
        }
        return repeats;
    }

    /** The longest any caller of {@code strategy} waited for one call (success or failure), in ms. */
    long maxWaitMillis(Strategy strategy) {
        return TimeUnit.NANOSECONDS.toMillis(callers.stream().filter(c -> c.strategy == strategy)
                .mapToLong(Caller::maxWaitNanos).max().orElse(0));
    }

    /**
     * When {@code node} first served a call of {@code strategy} that ended after {@code nanos}:
     * ms after {@code nanos}, or -1 if it never did.
     */
    long servedAgainMillis(String node, Strategy strategy, long nanos) {
        long first = firstSuccessAfter(node, strategy, nanos);
        return first == Long.MAX_VALUE ? -1 : TimeUnit.NANOSECONDS.toMillis(first - nanos);
    }

    /** The longest successful call of any strategy on any node that ended before {@code nanos}, in ns. */
    long longestCallBefore(long nanos) {
        return callers.stream().mapToLong(c -> c.longestCallBefore(nanos)).max().orElse(0);
    }

    /**
     * When {@code node} first served a call of {@code strategy} that ended after {@code nanos}
     * (nanoTime), or {@code Long.MAX_VALUE} if it never did.
     */
    /** The longest successful call of any caller that overlapped none of {@code stalls}, in ns. */
    long longestCallOutside(Outages out) {
        return callers.stream().mapToLong(c -> c.longestCallOutside(out)).max().orElse(0);
    }

    long firstSuccessAfter(String node, Strategy strategy, long nanos) {
        return callers.stream().filter(c -> c.node.name().equals(node) && c.strategy == strategy)
                .mapToLong(c -> c.firstSuccessAfter(nanos)).min().orElse(Long.MAX_VALUE);
    }

    /** Successful calls of {@code strategy} on {@code node} that ended after {@code nanos}. */
    int successesAfter(String node, Strategy strategy, long nanos) {
        return callers.stream().filter(c -> c.node.name().equals(node) && c.strategy == strategy)
                .mapToInt(c -> c.successesAfter(nanos)).sum();
    }
}
