package dev.idgen.cli;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Every id one bench thread received, kept as bits so that all of them can be checked for
 * duplicates, within the thread and across threads, without storing 8 bytes per id.
 *
 * <p>Ids are first mapped to a dense index by the strategy (segment ids minus the first id;
 * snowflake time and sequence bits). Indexes from 0 to {@link Integer#MAX_VALUE} set a bit in pages
 * of 4 Mi bits allocated on demand; other ids go to an overflow list that is sorted at the end. The
 * same id always takes the same path, so the check is exact. Pages and overflow count against a
 * shared memory budget; when it is spent, {@link #add} returns {@code false} and the bench stops.
 */
final class IdTally {

    /** Maps an id to its dense index, or -1 when it has none (overflow path). */
    @FunctionalInterface
    interface DenseIndex {
        long of(long id);
    }

    static final int PAGE_BITS = 22; // 4 Mi bits = 512 KiB per page
    private static final int PAGE_LONGS = 1 << (PAGE_BITS - 6);
    private static final int PAGES = 1 << (31 - PAGE_BITS);
    private static final long PAGE_BYTES = PAGE_LONGS * 8L;

    private final DenseIndex index;
    private final AtomicLong budgetBytes;
    private final long[][] pages = new long[PAGES][];
    private long[] overflow = new long[0];
    private int overflowSize;
    private long count;
    private long duplicates;

    /** @param budgetBytes shared by every thread's tally; decremented as memory is taken */
    IdTally(DenseIndex index, AtomicLong budgetBytes) {
        this.index = index;
        this.budgetBytes = budgetBytes;
    }

    /**
     * Counts {@code id}, noting a duplicate if this thread saw it before.
     *
     * @return {@code false} when the memory budget is spent (the id was not recorded)
     */
    boolean add(long id) {
        long i = index.of(id);
        if (i < 0 || i > Integer.MAX_VALUE) {
            if (overflowSize == overflow.length) {
                int grow = Math.max(1024, overflow.length);
                if (budgetBytes.addAndGet(-8L * grow) < 0) {
                    return false;
                }
                overflow = Arrays.copyOf(overflow, overflow.length + grow);
            }
            overflow[overflowSize++] = id;
            count++;
            return true;
        }
        int p = (int) (i >>> PAGE_BITS);
        long[] page = pages[p];
        if (page == null) {
            if (budgetBytes.addAndGet(-PAGE_BYTES) < 0) {
                return false;
            }
            page = new long[PAGE_LONGS];
            pages[p] = page;
        }
        int bit = (int) (i & ((1 << PAGE_BITS) - 1));
        long mask = 1L << bit;
        int word = bit >>> 6;
        if ((page[word] & mask) != 0) {
            duplicates++;
        } else {
            page[word] |= mask;
        }
        count++;
        return true;
    }

    long count() {
        return count;
    }

    /**
     * Duplicates among all ids of {@code tallies}: within each thread and across threads. Merges the
     * pages into the first tally (the tallies are not usable afterwards).
     */
    static long duplicates(List<IdTally> tallies) {
        if (tallies.isEmpty()) {
            return 0;
        }
        long dups = 0;
        IdTally all = tallies.get(0);
        dups += all.duplicates;
        for (int t = 1; t < tallies.size(); t++) {
            IdTally other = tallies.get(t);
            dups += other.duplicates;
            for (int p = 0; p < PAGES; p++) {
                long[] theirs = other.pages[p];
                if (theirs == null) {
                    continue;
                }
                long[] ours = all.pages[p];
                if (ours == null) {
                    all.pages[p] = theirs;
                    continue;
                }
                for (int w = 0; w < PAGE_LONGS; w++) {
                    dups += Long.bitCount(ours[w] & theirs[w]);
                    ours[w] |= theirs[w];
                }
                other.pages[p] = null;
            }
        }
        int overflowTotal = tallies.stream().mapToInt(t -> t.overflowSize).sum();
        if (overflowTotal > 0) {
            long[] merged = new long[overflowTotal];
            int at = 0;
            for (IdTally t : tallies) {
                System.arraycopy(t.overflow, 0, merged, at, t.overflowSize);
                at += t.overflowSize;
            }
            Arrays.sort(merged);
            for (int i = 1; i < merged.length; i++) {
                if (merged[i] == merged[i - 1]) {
                    dups++;
                }
            }
        }
        return dups;
    }
}
