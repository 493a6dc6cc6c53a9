package dev.idgen.testsupport;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Spans {@code [from, to]} on one clock ({@link System#nanoTime()} in the failover tests, the wall clock's
 * milliseconds in the torture journal) in which a node could not reach the database (a crash, a stall the
 * {@link CommitProbe} saw, a pool with callers waiting), merged once: sorted, none overlapping, so that how
 * long the database was out during a call is one {@link #overlap} and never counts a moment twice.
 */
public final class Outages {

    private final List<long[]> spans;

    private Outages(List<long[]> spans) {
        this.spans = spans;
    }

    /** The union of every span of {@code parts}. */
    @SafeVarargs
    public static Outages of(List<long[]>... parts) {
        List<long[]> sorted = new ArrayList<>();
        for (List<long[]> part : parts) {
            sorted.addAll(part);
        }
        sorted.sort((a, b) -> Long.compare(a[0], b[0]));
        List<long[]> merged = new ArrayList<>();
        for (long[] w : sorted) {
            long[] last = merged.isEmpty() ? null : merged.get(merged.size() - 1);
            if (last != null && w[0] - last[1] <= 0) {
                last[1] = Math.max(last[1], w[1]);
            } else {
                merged.add(new long[] {w[0], w[1]});
            }
        }
        return new Outages(merged);
    }

    /** These spans and {@code [from, to]}. */
    public Outages with(long from, long to) {
        return of(spans, List.of(new long[] {from, to}));
    }

    /** How much of {@code [from, to]} lies inside these spans. */
    public long overlap(long from, long to) {
        long n = 0;
        for (long[] w : spans) {
            n += Math.max(0, Math.min(to, w[1]) - Math.max(from, w[0]));
        }
        return n;
    }

    /** The merged spans, sorted. */
    public List<long[]> spans() {
        return Collections.unmodifiableList(spans);
    }

    /** Their total length. */
    public long total() {
        return spans.stream().mapToLong(w -> w[1] - w[0]).sum();
    }
}
