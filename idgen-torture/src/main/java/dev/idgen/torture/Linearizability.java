package dev.idgen.torture;

/**
 * The linearizability check of slow-ordered calls: whenever a call ended before another began, its
 * ids must be smaller. O(n log n): calls are visited in order of start; before looking at a call,
 * every call that ended before it began is folded into the largest last id seen so far, which must
 * be below the call's first id. Times are {@link System#nanoTime()} values (comparable across the
 * processes of one Linux machine); measuring only widens calls, so a violation in the record is one
 * in reality.
 */
final class Linearizability {

    private Linearizability() {
    }

    /** Reports one violation: call {@code a} ended before call {@code b} began but {@code last[a] >= first[b]}. */
    @FunctionalInterface
    interface ViolationSink {
        void violation(int a, int b);
    }

    /**
     * The sweep: calls in order of start; before looking at a call, every call that ended before it
     * began is folded into the largest last id so far; that id must be below the call's first.
     */
    static long violations(long[] start, long[] end, long[] first, long[] last, ViolationSink sink) {
        int n = start.length;
        int[] byStart = orderBy(start);
        int[] byEnd = orderBy(end);
        int ended = 0;
        int maxEnded = -1;
        long violations = 0;
        for (int k = 0; k < n; k++) {
            int b = byStart[k];
            while (ended < n && end[byEnd[ended]] < start[b]) {
                int a = byEnd[ended++];
                if (maxEnded < 0 || last[a] > last[maxEnded]) {
                    maxEnded = a;
                }
            }
            if (maxEnded >= 0 && last[maxEnded] >= first[b]) {
                violations++;
                sink.violation(maxEnded, b);
            }
        }
        return violations;
    }

    /** Indices of {@code keys} in ascending order of their key (a stable bottom-up merge sort). */
    static int[] orderBy(long[] keys) {
        int n = keys.length;
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i;
        }
        int[] b = new int[n];
        for (int width = 1; width < n; width *= 2) {
            for (int lo = 0; lo < n; lo += 2 * width) {
                int mid = Math.min(lo + width, n);
                int hi = Math.min(lo + 2 * width, n);
                int i = lo;
                int j = mid;
                for (int k = lo; k < hi; k++) {
                    if (i < mid && (j >= hi || keys[a[i]] <= keys[a[j]])) {
                        b[k] = a[i++];
                    } else {
                        b[k] = a[j++];
                    }
                }
            }
            int[] t = a;
            a = b;
            b = t;
        }
        return a;
    }
}
