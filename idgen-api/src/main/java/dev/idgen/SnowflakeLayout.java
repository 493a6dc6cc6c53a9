package dev.idgen;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.Objects;

/**
 * The bit layout of a snowflake id, validated once.
 *
 * <pre>
 *  63  62 ............ 22  21 ..... 12  11 ........ 0     (default layout 41/0/10/12)
 * +---+-----------------+-------------+--------------+
 * | 0 | timestamp (41)  | worker (10) | sequence (12)|
 * +---+-----------------+-------------+--------------+
 *       ms since epoch    [datacenter bits, then worker bits]   per-ms counter
 * </pre>
 *
 * <p>The sign bit is always 0, so every id is a positive {@code long}. Timestamp, datacenter,
 * worker and sequence bits add up to 63, or to fewer when the ids must stay small: a
 * {@linkplain #javaScriptSafe() JavaScript-safe} layout uses 53 bits, so every id is an exact
 * JavaScript number (below {@code 2^53}). Ids of one layout sort by time first.
 *
 * <p>Rules checked by {@link Builder#build()} (each failure names the value and the rule): bits add
 * up to the id's bits ({@link Builder#idBits(int)}, 63 by default, at least 40); timestamp bits 30–45;
 * sequence bits 1–22; worker bits 1–22; datacenter bits 0–10; the
 * epoch is not in the future; the timestamp bits do not run out within 10 years unless
 * {@link Builder#allowExpiringWithin10Years()} was called. {@link #expiresAt()} tells when they run out.
 */
public final class SnowflakeLayout {

    /** The default epoch: 2025-01-01T00:00:00Z. With 41 timestamp bits ids run out in 2094. */
    public static final Instant DEFAULT_EPOCH = Instant.parse("2025-01-01T00:00:00Z");

    private static final SnowflakeLayout DEFAULT = new Builder().build(DEFAULT_EPOCH.toEpochMilli());

    /** The bits of a JavaScript-safe id: JavaScript numbers hold integers exactly up to {@code 2^53}. */
    public static final int JAVASCRIPT_SAFE_BITS = 53;

    private static final SnowflakeLayout JAVASCRIPT_SAFE = new Builder().idBits(JAVASCRIPT_SAFE_BITS).timestampBits(41)
            .datacenterBits(0).workerBits(5).sequenceBits(7).build(DEFAULT_EPOCH.toEpochMilli());

    private final int timestampBits;
    private final int datacenterBits;
    private final int workerBits;
    private final int sequenceBits;
    private final long epochMillis;

    private SnowflakeLayout(Builder b) {
        this.timestampBits = b.timestampBits;
        this.datacenterBits = b.datacenterBits;
        this.workerBits = b.workerBits;
        this.sequenceBits = b.sequenceBits;
        this.epochMillis = b.epoch.toEpochMilli();
    }

    /** 41 timestamp bits, no datacenter bits, 10 worker bits, 12 sequence bits, epoch {@link #DEFAULT_EPOCH}. */
    public static SnowflakeLayout defaults() {
        return DEFAULT;
    }

    /**
     * A layout whose ids fit 53 bits, so a browser's JavaScript reads every one exactly (a JSON number
     * past {@code 2^53} is silently rounded there): 41 timestamp bits (milliseconds from
     * {@link #DEFAULT_EPOCH}, until 2094), no datacenter bits, 5 worker bits (32 workers per namespace)
     * and 7 sequence bits (128 ids per millisecond per worker: 128 000 ids per second per worker,
     * 4.1 million per second for the namespace). Leases, promises and clock rules are those of every
     * layout. Select it with {@code snowflake(o -> o.layout(SnowflakeLayout.javaScriptSafe()))}, or the
     * engine property {@code snowflake.layout=javascript-safe}.
     */
    public static SnowflakeLayout javaScriptSafe() {
        return JAVASCRIPT_SAFE;
    }

    /**
     * A layout by name: {@code default} (41/0/10/12), {@code javascript-safe} (41/0/5/7, see
     * {@link #javaScriptSafe()}), or the bits written {@code timestamp/datacenter/worker/sequence}, e.g.
     * {@code 41/5/5/12}, each with {@link #DEFAULT_EPOCH}. The bits add up to 63 (a full id), or to
     * {@value #JAVASCRIPT_SAFE_BITS} for JavaScript-safe ids ({@code 41/2/3/7}: the JavaScript-safe layout with two
     * datacenter bits, what regions need); any other total is refused, so a typo never shrinks the ids silently.
     *
     * @throws IdGenConfigurationException naming the text and what is expected
     */
    public static SnowflakeLayout parse(String text) {
        String t = text == null ? "" : text.trim().toLowerCase(java.util.Locale.ROOT);
        if (t.equals("default")) {
            return DEFAULT;
        }
        if (t.equals("javascript-safe") || t.equals("javascript_safe") || t.equals("javascriptsafe")) {
            return JAVASCRIPT_SAFE;
        }
        String[] parts = t.split("/", -1);
        if (parts.length == 4) {
            try {
                int[] bits = new int[4];
                for (int i = 0; i < 4; i++) {
                    bits[i] = Integer.parseInt(parts[i]);
                }
                int total = bits[0] + bits[1] + bits[2] + bits[3];
                if (total != 63 && total != JAVASCRIPT_SAFE_BITS) {
                    throw new IdGenConfigurationException("snowflake layout '" + text + "': the bits add up to " + total
                            + ", but a layout's bits add up to 63 (a full id; the sign bit is the 64th) or to "
                            + JAVASCRIPT_SAFE_BITS + " (JavaScript-safe ids, below 2^53), e.g. 41/0/10/12 or 41/2/3/7");
                }
                return new Builder().idBits(total).timestampBits(bits[0]).datacenterBits(bits[1]).workerBits(bits[2])
                        .sequenceBits(bits[3]).build();
            } catch (NumberFormatException e) {
                // not four numbers: the message below
            }
        }
        throw new IdGenConfigurationException("snowflake layout '" + text + "' is not a layout: expected 'default', "
                + "'javascript-safe' or timestamp/datacenter/worker/sequence bits such as 41/0/10/12");
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The bits an id of this layout uses: 63, or fewer (53 for a JavaScript-safe layout); ids are below {@code 2^idBits}. */
    public int idBits() {
        return timestampBits + datacenterBits + workerBits + sequenceBits;
    }

    /** Whether every id of this layout is an exact JavaScript number (at most 53 bits). */
    public boolean isJavaScriptSafe() {
        return idBits() <= JAVASCRIPT_SAFE_BITS;
    }

    public int timestampBits() {
        return timestampBits;
    }

    public int datacenterBits() {
        return datacenterBits;
    }

    public int workerBits() {
        return workerBits;
    }

    public int sequenceBits() {
        return sequenceBits;
    }

    public Instant epoch() {
        return Instant.ofEpochMilli(epochMillis);
    }

    public long epochMillis() {
        return epochMillis;
    }

    /** Largest worker id: {@code 2^workerBits - 1}. */
    public int maxWorkerId() {
        return (1 << workerBits) - 1;
    }

    /** Largest datacenter id: {@code 2^datacenterBits - 1} (0 when there are no datacenter bits). */
    public int maxDatacenterId() {
        return (1 << datacenterBits) - 1;
    }

    /** Largest sequence number within one millisecond: {@code 2^sequenceBits - 1}. */
    public long maxSequence() {
        return (1L << sequenceBits) - 1;
    }

    /** Largest timestamp offset from the epoch, in milliseconds. */
    public long maxTimestampOffset() {
        return (1L << timestampBits) - 1;
    }

    /** The last instant this layout can encode; ids cannot be made after it. */
    public Instant expiresAt() {
        return Instant.ofEpochMilli(epochMillis + maxTimestampOffset());
    }

    /** Ids this layout can make per millisecond per worker: {@code 2^sequenceBits}. */
    public long capacityPerMillisecond() {
        return 1L << sequenceBits;
    }

    /**
     * Puts the parts together. No argument is clamped.
     *
     * @param unixMillis   wall-clock milliseconds since 1970
     * @throws InvalidIdRequestException when a part does not fit its bits
     */
    public long compose(long unixMillis, int datacenterId, int workerId, long sequence) {
        long offset = unixMillis - epochMillis;
        if (offset < 0 || offset > maxTimestampOffset()) {
            throw new InvalidIdRequestException("timestamp " + Instant.ofEpochMilli(unixMillis) + " is outside this layout: "
                    + epoch() + " to " + expiresAt());
        }
        checkDatacenter(datacenterId);
        checkWorker(workerId);
        if (sequence < 0 || sequence > maxSequence()) {
            throw new InvalidIdRequestException("sequence must be between 0 and " + maxSequence() + ", was " + sequence);
        }
        return pack(offset, datacenterId, workerId, sequence);
    }

    private long pack(long offset, int datacenterId, int workerId, long sequence) {
        return (offset << (datacenterBits + workerBits + sequenceBits))
                | ((long) datacenterId << (workerBits + sequenceBits))
                | ((long) workerId << sequenceBits)
                | sequence;
    }

    /** The constant middle part (datacenter and worker bits) of every id of one worker. */
    public long nodeBits(int datacenterId, int workerId) {
        checkDatacenter(datacenterId);
        checkWorker(workerId);
        return ((long) datacenterId << (workerBits + sequenceBits)) | ((long) workerId << sequenceBits);
    }

    /** How far left the timestamp offset is shifted. */
    public int timestampShift() {
        return datacenterBits + workerBits + sequenceBits;
    }

    /** Checks a worker id against this layout. */
    public int checkWorker(int workerId) {
        if (workerId < 0 || workerId > maxWorkerId()) {
            throw new InvalidIdRequestException("worker id must be between 0 and " + maxWorkerId() + " (" + workerBits
                    + " worker bits), was " + workerId);
        }
        return workerId;
    }

    /** Checks a datacenter id against this layout. */
    public int checkDatacenter(int datacenterId) {
        if (datacenterId < 0 || datacenterId > maxDatacenterId()) {
            throw new InvalidIdRequestException("datacenter id must be between 0 and " + maxDatacenterId() + " ("
                    + datacenterBits + " datacenter bits), was " + datacenterId);
        }
        return datacenterId;
    }

    /**
     * Splits an id of this layout into its parts.
     *
     * @throws InvalidIdRequestException for a negative id (no id of any layout is negative)
     */
    public SnowflakeId decode(long id) {
        if (id < 0) {
            throw new InvalidIdRequestException("a snowflake id is never negative, was " + id);
        }
        long sequence = id & maxSequence();
        int worker = (int) ((id >>> sequenceBits) & maxWorkerId());
        int datacenter = (int) ((id >>> (workerBits + sequenceBits)) & maxDatacenterId());
        long offset = id >>> timestampShift();
        return new SnowflakeId(id, Instant.ofEpochMilli(epochMillis + offset), datacenter, worker, sequence);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof SnowflakeLayout)) {
            return false;
        }
        SnowflakeLayout l = (SnowflakeLayout) o;
        return timestampBits == l.timestampBits && datacenterBits == l.datacenterBits && workerBits == l.workerBits
                && sequenceBits == l.sequenceBits && epochMillis == l.epochMillis;
    }

    @Override
    public int hashCode() {
        return Objects.hash(timestampBits, datacenterBits, workerBits, sequenceBits, epochMillis);
    }

    @Override
    public String toString() {
        return "SnowflakeLayout{" + timestampBits + "/" + datacenterBits + "/" + workerBits + "/" + sequenceBits
                + (idBits() == 63 ? "" : " (" + idBits() + "-bit ids)") + ", epoch " + epoch() + ", expires " + expiresAt() + "}";
    }

    /** Builds a {@link SnowflakeLayout}; defaults are 41/0/10/12 with {@link #DEFAULT_EPOCH}. */
    public static final class Builder {

        private int timestampBits = 41;
        private int datacenterBits = 0;
        private int workerBits = 10;
        private int sequenceBits = 12;
        private int idBits = 63;
        private Instant epoch = DEFAULT_EPOCH;
        private boolean allowExpiringSoon;

        private Builder() {
        }

        public Builder timestampBits(int bits) {
            this.timestampBits = bits;
            return this;
        }

        public Builder datacenterBits(int bits) {
            this.datacenterBits = bits;
            return this;
        }

        public Builder workerBits(int bits) {
            this.workerBits = bits;
            return this;
        }

        public Builder sequenceBits(int bits) {
            this.sequenceBits = bits;
            return this;
        }

        /**
         * The bits an id may use, 40 to 63 (default 63; 53 for ids a browser's JavaScript reads exactly):
         * the four parts must add up to it, and every id is below {@code 2^bits}.
         */
        public Builder idBits(int bits) {
            this.idBits = bits;
            return this;
        }

        public Builder epoch(Instant epoch) {
            this.epoch = Objects.requireNonNull(epoch, "epoch");
            return this;
        }

        /** Accepts a layout whose timestamp bits run out within 10 years (e.g. for tests). */
        public Builder allowExpiringWithin10Years() {
            this.allowExpiringSoon = true;
            return this;
        }

        /**
         * Validates against the system clock.
         *
         * @throws IdGenConfigurationException naming the value and the rule
         */
        public SnowflakeLayout build() {
            return build(System.currentTimeMillis());
        }

        /** Validates against {@code nowMillis} (for tests and for engines with their own clock). */
        public SnowflakeLayout build(long nowMillis) {
            check("timestamp", timestampBits, 30, 45);
            check("datacenter", datacenterBits, 0, 10);
            check("worker", workerBits, 1, 22);
            check("sequence", sequenceBits, 1, 22);
            check("id", idBits, 40, 63);
            int sum = timestampBits + datacenterBits + workerBits + sequenceBits;
            if (sum != idBits) {
                throw new IdGenConfigurationException("snowflake bits must add up to " + idBits + (idBits == 63
                        ? " (the sign bit is the 64th)" : " (idBits)") + ": " + timestampBits + " timestamp + "
                        + datacenterBits + " datacenter + " + workerBits + " worker + " + sequenceBits + " sequence = " + sum);
            }
            if (epoch.toEpochMilli() > nowMillis) {
                throw new IdGenConfigurationException("snowflake epoch " + epoch + " is in the future (now is "
                        + Instant.ofEpochMilli(nowMillis) + "); choose a past instant");
            }
            Instant expires = Instant.ofEpochMilli(epoch.toEpochMilli() + (1L << timestampBits) - 1);
            Instant tenYears = ZonedDateTime.ofInstant(Instant.ofEpochMilli(nowMillis), ZoneOffset.UTC).plusYears(10).toInstant();
            if (expires.isBefore(tenYears) && !allowExpiringSoon) {
                throw new IdGenConfigurationException("snowflake layout with " + timestampBits + " timestamp bits from epoch "
                        + epoch + " runs out of timestamps at " + expires + ", within 10 years; add timestamp bits, move "
                        + "the epoch later, or call allowExpiringWithin10Years()");
            }
            if (expires.toEpochMilli() <= nowMillis) {
                throw new IdGenConfigurationException("snowflake layout with " + timestampBits + " timestamp bits from epoch "
                        + epoch + " ran out of timestamps at " + expires);
            }
            return new SnowflakeLayout(this);
        }

        private static void check(String what, int bits, int min, int max) {
            if (bits < min || bits > max) {
                throw new IdGenConfigurationException(what + " bits must be between " + min + " and " + max + ", was " + bits);
            }
        }
    }
}
