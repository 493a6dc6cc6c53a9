package dev.idgen.jdbc.segment;

import dev.idgen.IdGenerator;

/**
 * An {@link IdGenerator} of the segment strategy, with its statistics.
 *
 * <p>Invariants: every id is positive and unique for its key across all nodes, restarts and
 * crashes (ranges are committed before use and never overlap). Ids increase within a range and
 * as a trend across nodes, not strictly. Ranges held in memory when a node stops are skipped:
 * expect gaps after restarts.
 */
public interface SegmentIdGenerator extends IdGenerator {

    /** The key this generator serves. */
    String key();

    /** A snapshot of rate, step, ids in memory and runway. */
    SegmentStats stats();
}
