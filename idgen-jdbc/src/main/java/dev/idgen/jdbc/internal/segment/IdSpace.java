package dev.idgen.jdbc.internal.segment;

import dev.idgen.TimeSource;
import java.time.Instant;
import dev.idgen.jdbc.internal.logging.Logger;
import dev.idgen.jdbc.internal.logging.LoggerFactory;

/**
 * One segment key's id space as its allocator sees it: the column its ids go into (declared by an
 * integration, {@code IdGenEngine.declareColumn}), the cap that column puts on every range
 * ({@link StepSizer#cap}), and the runway — the ids left and when they run out at the measured rate — with
 * its WARN, logged once each time the runway falls under the horizon.
 *
 * <p>Thread-safe: the limits are volatile (read on every reservation and by statistics), the warning state
 * is guarded by {@code this}. Nothing here is on the {@code nextId()} path: it is read at reservations and
 * by statistics. The slow-ordered strategy keeps one per (key, sub-key) the same way (ids left from the
 * row's last id), so every key reports its runway and WARNs under the same horizon.
 */
public final class IdSpace {

    private static final Logger log = LoggerFactory.getLogger(IdSpace.class);

    /** The highest number (the allocator's own, local with regions) the key's column holds. */
    private volatile long ceiling = Long.MAX_VALUE;
    /** The same limit in ids, and the column it comes from (for messages); null: no column known, steps uncapped. */
    private volatile long columnMax = Long.MAX_VALUE;
    private volatile String column;
    private boolean warned; // guarded by `this`
    private int warnings; // guarded by `this`; for tests: WARNs logged

    /**
     * Declares the column the key's ids go into, holding ids up to {@code idMax} ({@code local} in the
     * allocator's numbers): from the next reservation on, ranges are capped and the runway counts the ids left
     * up to it. Several columns: the narrowest wins. {@code column} {@code null} bounds the runway only (a
     * region's share of the long range), without capping steps.
     */
    public synchronized void limitTo(long local, long idMax, String column) {
        if (column != null && (this.column == null || idMax < columnMax)) {
            this.column = column;
            this.columnMax = idMax;
        }
        ceiling = Math.min(ceiling, local);
    }

    /** The highest number (the allocator's own, local with regions) the key may reach. */
    public long ceiling() {
        return ceiling;
    }

    /** Whether a column was declared, so ranges are capped. */
    public boolean capped() {
        return column != null;
    }

    /** The largest range that may start at {@code from} ({@link StepSizer#cap}). */
    int cap(long from) {
        return StepSizer.cap(ceiling, from);
    }

    public String column() {
        return column;
    }

    public long columnMax() {
        return columnMax;
    }

    /**
     * Ids the key has left: from {@code highWater} (the end of the highest range this node reserved) up to the
     * column's maximum (or the long range), plus {@code heldInMemory}. Other nodes' ranges are not seen: it is
     * this node's view. Saturates at {@code Long.MAX_VALUE}.
     */
    public long idsLeft(long highWater, long heldInMemory) {
        long beyond = ceiling - Math.max(highWater, 1) + 1;
        long left = Math.max(beyond, 0) + heldInMemory;
        return left < 0 ? Long.MAX_VALUE : left;
    }

    /** WARNs once each time the key's runway falls under {@code horizonSeconds}; re-armed once it is above again. */
    public synchronized void check(String what, double rate, long highWater, long heldInMemory, double horizonSeconds,
                            TimeSource time) {
        if (!(rate > 0)) {
            return;
        }
        long left = idsLeft(highWater, heldInMemory);
        double seconds = left / rate;
        boolean under = seconds < horizonSeconds;
        if (under && !warned) {
            String col = column;
            log.warn("idgen {}: {} ids left {} at {} ids/s: they run out in about {} (on {}), under the runway "
                    + "warning horizon of {} (segment.runway-warning). Fix: {}", what, left,
                    col == null ? "up to " + Long.MAX_VALUE : "in column " + col + " (max " + columnMax + ")",
                    Math.round(rate), span(seconds), runsOutAt(left, rate, time.currentTimeMillis()), span(horizonSeconds),
                    col == null ? "plan a new key (or a strategy with wider ids) before then"
                            : "widen " + col + " to BIGINT (and the id to a Long) before then");
            warnings++;
        }
        warned = under;
    }

    public synchronized int warnings() {
        return warnings;
    }

    /** When {@code left} ids run out at {@code ratePerSecond} from {@code nowMillis}, or {@code null} while no rate is measured. */
    public static Instant runsOutAt(long left, double ratePerSecond, long nowMillis) {
        if (!(ratePerSecond > 0)) {
            return null;
        }
        double at = nowMillis + left / ratePerSecond * 1000;
        return Instant.ofEpochMilli(at >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) at);
    }

    /** {@code seconds} for a log line, in the largest unit it holds twice: days, hours, minutes, seconds. */
    private static String span(double seconds) {
        if (seconds >= 2 * 86400) {
            return Math.round(seconds / 86400) + " days";
        }
        if (seconds >= 2 * 3600) {
            return Math.round(seconds / 3600) + " hours";
        }
        return seconds >= 120 ? Math.round(seconds / 60) + " minutes" : Math.round(seconds) + " seconds";
    }
}
