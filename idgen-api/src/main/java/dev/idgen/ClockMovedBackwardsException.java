package dev.idgen;

import java.time.Instant;

/**
 * The clock is further behind the last timestamp this generator issued than it may wait out.
 * No id was issued. The message names both times and the allowed offset.
 */
public class ClockMovedBackwardsException extends IdGenerationException {

    private static final long serialVersionUID = 1L;

    private final long clockMillis;
    private final long lastIssuedMillis;

    public ClockMovedBackwardsException(String generator, long clockMillis, long lastIssuedMillis, long maxBackwardMillis) {
        super(generator + ": the clock reads " + Instant.ofEpochMilli(clockMillis) + ", " + (lastIssuedMillis - clockMillis)
                + " ms behind the last timestamp already used (" + Instant.ofEpochMilli(lastIssuedMillis)
                + "); at most " + maxBackwardMillis + " ms are waited out, so no id is issued until the clock passes it");
        this.clockMillis = clockMillis;
        this.lastIssuedMillis = lastIssuedMillis;
    }

    private ClockMovedBackwardsException(ClockMovedBackwardsException original) {
        super(original.getMessage(), original);
        this.clockMillis = original.clockMillis;
        this.lastIssuedMillis = original.lastIssuedMillis;
    }

    /** A fresh exception with this one's message and times, and this one as its cause. */
    @Override
    public ClockMovedBackwardsException copy() {
        return new ClockMovedBackwardsException(this);
    }

    /** What the clock read, ms since 1970. */
    public long clockMillis() {
        return clockMillis;
    }

    /** The last timestamp used, ms since 1970. */
    public long lastIssuedMillis() {
        return lastIssuedMillis;
    }
}
