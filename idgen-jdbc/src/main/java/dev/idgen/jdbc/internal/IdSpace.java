package dev.idgen.jdbc.internal;

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
final class IdSpace {

    private static final Logger log = LoggerFactory.getLogger(IdSpace.class);

    /** The highest number (the allocator's own, local with regions) the key's column (or region) holds. */
    private volatile long limit = Long.MAX_VALUE;
    /** The highest number the runway counts to: {@link #limit}, or lower where a {@link #boundTo} bound is. */
    private volatile long ceiling = Long.MAX_VALUE;
    /** The same limit in ids, and the column it comes from (for messages); null: no column known, steps uncapped. */
    private volatile long columnMax = Long.MAX_VALUE;
    private volatile String column;
    /** What bounds the runway when no column does (a daily key's serial space, {@link #boundTo}), else null. */
    private volatile String bound;
    private volatile long boundMax = Long.MAX_VALUE;
    /** When the key's ids restart (a daily period's end, epoch millis): the WARN looks no further. */
    private volatile long restartsAtMillis = Long.MAX_VALUE;
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
        limit = Math.min(limit, local);
        ceiling = Math.min(ceiling, local);
    }

    /**
     * Bounds the runway (not the steps) by {@code max} ({@code local} in the allocator's numbers), named
     * {@code what} in messages and statistics when no column is declared: a daily key's serial space, e.g.
     * {@code serial of format 'INV-{yyyyMMdd}-{serial:4}'}. Several bounds: the narrowest wins.
     */
    public synchronized void boundTo(long local, long max, String what) {
        if (max < boundMax) {
            bound = what;
            boundMax = max;
        }
        ceiling = Math.min(ceiling, local);
    }

    /**
     * The key's ids restart at {@code epochMillis} (a daily period's end): the runway WARN also fires when they
     * run out before then, however far the horizon.
     */
    public void restartsAt(long epochMillis) {
        restartsAtMillis = epochMillis;
    }

    /**
     * The highest number (the allocator's own, local with regions) the key may reach: its column's (or region's);
     * a {@link #boundTo} bound lowers the runway only.
     */
    public long limit() {
        return limit;
    }

    /** Whether a column was declared, so ranges are capped. */
    public boolean capped() {
        return column != null;
    }

    /** The largest range that may start at {@code from} ({@link StepSizer#cap}). */
    int cap(long from) {
        return StepSizer.cap(limit, from);
    }

    /** The column the key's ids go into, else what bounds its runway ({@link #boundTo}), else {@code null}. */
    public String column() {
        String c = column;
        return c != null || boundMax == Long.MAX_VALUE ? c : bound;
    }

    /** The largest id {@link #column()} holds; {@code Long.MAX_VALUE} when none. */
    public long columnMax() {
        return column != null ? columnMax : boundMax;
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
        long now = time.currentTimeMillis();
        long restarts = restartsAtMillis;
        boolean beforeRestart = restarts != Long.MAX_VALUE && seconds < (restarts - now) / 1000.0;
        boolean under = seconds < horizonSeconds || beforeRestart;
        if (under && !warned) {
            String col = column;
            String limit = col != null ? "in column " + col + " (max " + columnMax + ")"
                    : bound != null ? "in the " + bound + " (max " + boundMax + ")" : "up to " + Long.MAX_VALUE;
            String fix = col != null ? "widen " + col + " to BIGINT (and the id to a Long) before then"
                    : bound != null ? "widen the format's {serial:N} (or restart it more often) before then"
                    : "plan a new key (or a strategy with wider ids) before then";
            if (beforeRestart) {
                log.warn("idgen {}: {} ids left {} at {} ids/s: they run out in about {} (on {}), before the period "
                        + "ends on {} and its serials restart. Fix: {}", what, left, limit, Math.round(rate),
                        span(seconds), runsOutAt(left, rate, now), java.time.Instant.ofEpochMilli(restarts), fix);
            } else {
                log.warn("idgen {}: {} ids left {} at {} ids/s: they run out in about {} (on {}), under the runway "
                        + "warning horizon of {} (segment.runway-warning). Fix: {}", what, left, limit,
                        Math.round(rate), span(seconds), runsOutAt(left, rate, now), span(horizonSeconds), fix);
            }
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
