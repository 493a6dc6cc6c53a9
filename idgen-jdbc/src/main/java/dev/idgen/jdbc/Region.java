package dev.idgen.jdbc;

import dev.idgen.IdExhaustedException;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.SnowflakeLayout;

/**
 * This node's region among {@code count} regions that share nothing: one database per region, no replication
 * between them ({@code IdGenEngineBuilder.region(index, count)}, docs/regions.md). Immutable.
 *
 * <p>Invariant: two regions of one count never issue the same id. Counter strategies (segment, slow-ordered,
 * daily serials) map what the region's own database hands out, {@code local} (1, 2, 3 ...), to
 *
 * <pre>
 *   id = (local - 1) * count + index + 1          region 1 of 3:  local 1, 2, 3 ...  →  2, 5, 8 ...
 * </pre>
 *
 * so region {@code index}'s ids are exactly those {@code ≡ index + 1 (mod count)}: disjoint residue classes,
 * whatever each database does. The {@code + 1} is argued: with {@code count} 1 the mapping is the identity
 * (one region is what every deployment without regions is), no region ever issues 0, and each region's first
 * id is its own number ({@code index + 1}), small. A region costs nothing per id but this arithmetic; what it
 * costs in range: each region's ids grow {@code count} times faster than its database's counter.
 *
 * <p>Never a wrap: a local value whose id would pass {@link Long#MAX_VALUE} is an {@link IdExhaustedException}
 * naming the key. Snowflake ids carry the region in their datacenter bits ({@link #checkSnowflake}).
 *
 * <p>Count bound, {@value #MAX_COUNT}: a snowflake layout has at most 10 datacenter bits, and the region is
 * the datacenter id; a residue class of {@code 1/1024} still leaves every region more than {@code 2^52} ids.
 */
public final class Region {

    /** The most regions: 2^10, what a snowflake layout's 10 datacenter bits can tell apart. */
    public static final int MAX_COUNT = 1024;

    private static final Region ALONE = new Region(0, 1);

    private final int index;
    private final int count;
    private final long maxLocal;

    private Region(int index, int count) {
        this.index = index;
        this.count = count;
        // (local - 1) * count + index + 1 <= Long.MAX_VALUE  <=>  local - 1 <= (Long.MAX_VALUE - index - 1) / count
        this.maxLocal = (Long.MAX_VALUE - index - 1) / count + 1;
    }

    /** The one region of a deployment without regions: index 0 of 1, the identity. */
    public static Region alone() {
        return ALONE;
    }

    /**
     * Region {@code index} of {@code count}.
     *
     * @throws IdGenConfigurationException naming the values and the rule, for a count outside 1 to
     *         {@value #MAX_COUNT} or an index outside 0 to count - 1
     */
    public static Region of(int index, int count) {
        if (count < 1 || count > MAX_COUNT) {
            throw new IdGenConfigurationException("region.count must be 1 to " + MAX_COUNT + " (a snowflake layout has "
                    + "at most 10 datacenter bits, and the region is the datacenter id), was " + count);
        }
        if (index < 0 || index >= count) {
            throw new IdGenConfigurationException("region.index must be 0 to region.count - 1 (" + (count - 1)
                    + "), was " + index + " with region.count " + count + "; regions are numbered from 0");
        }
        return count == 1 ? ALONE : new Region(index, count);
    }

    /** Which region of {@code count} issued counter id {@code id} (segment, slow-ordered, daily serial). */
    public static int indexOf(long id, int count) {
        if (id < 1 || count < 1 || count > MAX_COUNT) {
            throw new IllegalArgumentException("counter ids start at 1 and region.count is 1 to " + MAX_COUNT
                    + ", were " + id + " and " + count);
        }
        return (int) ((id - 1) % count);
    }

    /** This region's number, 0 to {@code count - 1}. */
    public int index() {
        return index;
    }

    /** How many regions there are. */
    public int count() {
        return count;
    }

    /** Whether there is more than one region (count above 1): only then is anything mapped. */
    public boolean isShared() {
        return count > 1;
    }

    /** The first id this region issues for a key: {@code index + 1}. */
    public long firstId() {
        return index + 1L;
    }

    /**
     * The id of {@code local}, what this region's database handed out (1 or more).
     *
     * @param what the key as messages name it
     * @throws IdExhaustedException naming {@code what} when the id would pass {@link Long#MAX_VALUE}
     */
    public long id(long local, String what) {
        if (local > maxLocal) {
            throw new IdExhaustedException(what + ": the database's counter reached " + local + ", and region "
                    + index + " of " + count + " maps it to an id past Long.MAX_VALUE ((local - 1) * " + count + " + "
                    + (index + 1) + "); the key has no ids left in this region");
        }
        return (local - 1) * count + index + 1;
    }

    /** Maps every element of {@code locals} in place; returns it. */
    public long[] ids(long[] locals, String what) {
        for (int i = 0; i < locals.length; i++) {
            locals[i] = id(locals[i], what);
        }
        return locals;
    }

    /**
     * The smallest id from {@code localFloor} on, for floors: like {@link #id} but {@link Long#MAX_VALUE}
     * instead of an exception when nothing is left.
     */
    public long floorId(long localFloor) {
        if (localFloor > maxLocal) {
            return Long.MAX_VALUE;
        }
        return id(Math.max(localFloor, 1), "");
    }

    /**
     * The largest local value whose id is at most {@code id} (0 when none is): raising the database's counter to
     * it makes every later id of this region greater than {@code id}. With one region, {@code id} itself.
     */
    public long localAtOrBelow(long id) {
        if (id < firstId()) {
            return 0;
        }
        return (id - index - 1) / count + 1;
    }

    /**
     * Checks a snowflake layout and datacenter id against this region: with more than one region the region is
     * the datacenter id, so the layout needs enough datacenter bits for {@code count} and an explicit datacenter
     * id must be the region's.
     *
     * @param explicitDatacenterId the datacenter id configured, or -1 when none was
     * @throws IdGenConfigurationException naming the layout, the bits needed and a layout that works
     */
    public void checkSnowflake(SnowflakeLayout layout, int explicitDatacenterId) {
        if (count == 1) {
            return;
        }
        int need = bitsFor(count);
        if (layout.datacenterBits() < need) {
            throw new IdGenConfigurationException("region.count " + count + " needs " + need + " datacenter bits in the "
                    + "snowflake layout (the region is the datacenter id, so two regions never issue the same snowflake "
                    + "id), and " + bits(layout) + " has " + layout.datacenterBits() + ". Fix: " + fix(layout, need)
                    + " (or do not use snowflake ids in regions)");
        }
        if (explicitDatacenterId >= 0 && explicitDatacenterId != index) {
            throw new IdGenConfigurationException("snowflake.datacenter-id is " + explicitDatacenterId + " but this node "
                    + "is region " + index + " of " + count + ": with regions the datacenter id is the region. Fix: "
                    + "remove snowflake.datacenter-id (or set it to " + index + ")");
        }
    }

    /** The bits that tell {@code count} values apart: ceil(log2(count)). */
    static int bitsFor(int count) {
        return count <= 1 ? 0 : 32 - Integer.numberOfLeadingZeros(count - 1);
    }

    /** How a layout is configured: timestamp/datacenter/worker/sequence bits. */
    private static String bits(SnowflakeLayout layout) {
        return layout.timestampBits() + "/" + layout.datacenterBits() + "/" + layout.workerBits() + "/"
                + layout.sequenceBits();
    }

    /**
     * How to configure the suggested layout: as the property where {@code SnowflakeLayout.parse} reads it (bits
     * adding up to 63, or to 53 for JavaScript-safe ids), else through the builder with the layout's own id bits.
     */
    private static String fix(SnowflakeLayout layout, int need) {
        String bits = suggestion(layout, need);
        if (layout.idBits() == 63 || layout.idBits() == SnowflakeLayout.JAVASCRIPT_SAFE_BITS) {
            return "snowflake.layout=" + bits;
        }
        String[] b = bits.split("/");
        return "SnowflakeLayout.builder().idBits(" + layout.idBits() + ").timestampBits(" + b[0] + ").datacenterBits("
                + b[1] + ").workerBits(" + b[2] + ").sequenceBits(" + b[3] + ") (" + bits + " of " + layout.idBits()
                + " bits; a property names 63 or 53 bits only)";
    }

    /** {@code layout} with {@code need} datacenter bits taken from its worker bits (else its sequence bits). */
    private static String suggestion(SnowflakeLayout layout, int need) {
        int more = need - layout.datacenterBits();
        int worker = layout.workerBits();
        int sequence = layout.sequenceBits();
        if (worker - more >= 1) {
            worker -= more;
        } else {
            sequence -= more - (worker - 1);
            worker = 1;
        }
        return layout.timestampBits() + "/" + need + "/" + worker + "/" + sequence;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Region r && r.index == index && r.count == count;
    }

    @Override
    public int hashCode() {
        return index * 31 + count;
    }

    @Override
    public String toString() {
        return "region " + index + " of " + count;
    }
}
