package dev.idgen.jdbc.internal;

import dev.idgen.jdbc.segment.SegmentIdGenerator;

/**
 * A segment generator another strategy keeps (daily's periods), or the engine's segment runtime: what
 * its owner may do besides taking ids, which pass the door like every other. Its own file so that the
 * allocator, which is one when handed out bare, and {@link SegmentRuntime}, which makes both, do not
 * import each other.
 */
interface OwnedSegmentGenerator extends SegmentIdGenerator {

    /** The end of the highest range reserved (exclusive, as {@code max_id}); 0 before the first. */
    long highWater();

    /** From now on hands out nothing; wakes waiting callers with the engine's closed exception. */
    void onEngineClosed();
}
