package dev.idgen.jdbc.ordered;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Checks a history of calls against the slow-ordered promise: whenever call A ended before call B
 * began, every id of A is smaller than every id of B; and no id is handed out twice.
 *
 * <p>Times are {@link System#nanoTime()} values. Within one machine they may come from several
 * JVMs: on Linux, HotSpot reads {@code CLOCK_MONOTONIC} for {@code nanoTime()}, one clock for every
 * process. A call's start is taken before it is made and its end after it returned, so measuring
 * only widens calls: "A ended before B began" in the record implies it in reality.
 */
public final class StrictOrderCheck {

    /** One call: [start, end] in nanos, ids {@code first .. first + count - 1}. */
    public record Call(long start, long end, long first, int count, String who) {
        long last() {
            return first + count - 1;
        }
    }

    private StrictOrderCheck() {
    }

    /** Returns a description of every violation found (at most 20), empty when the history is strict. */
    public static List<String> violations(List<Call> calls) {
        List<String> out = new ArrayList<>();
        Call[] byStart = calls.toArray(new Call[0]);
        Call[] byEnd = byStart.clone();
        Arrays.sort(byStart, Comparator.comparingLong(Call::start));
        Arrays.sort(byEnd, Comparator.comparingLong(Call::end));
        int ended = 0;
        Call maxEnded = null; // among calls that ended before the current start, the one with the largest id
        for (Call b : byStart) {
            while (ended < byEnd.length && byEnd[ended].end() < b.start()) {
                if (maxEnded == null || byEnd[ended].last() > maxEnded.last()) {
                    maxEnded = byEnd[ended];
                }
                ended++;
            }
            if (maxEnded != null && maxEnded.last() >= b.first() && out.size() < 20) {
                out.add(maxEnded + " ended before " + b + " began but its id " + maxEnded.last()
                        + " is not smaller than " + b.first());
            }
        }
        long[] ids = calls.stream().flatMapToLong(c -> java.util.stream.LongStream.range(c.first(), c.first() + c.count()))
                .sorted().toArray();
        for (int i = 1; i < ids.length && out.size() < 20; i++) {
            if (ids[i] == ids[i - 1]) {
                out.add("id " + ids[i] + " was handed out twice");
            }
        }
        if (ids.length > 0 && ids[0] < 1 && out.size() < 20) {
            out.add("id " + ids[0] + " is not positive");
        }
        return out;
    }
}
