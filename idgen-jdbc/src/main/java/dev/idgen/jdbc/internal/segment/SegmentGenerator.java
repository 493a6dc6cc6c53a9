package dev.idgen.jdbc.internal.segment;

import dev.idgen.jdbc.internal.Door;
import dev.idgen.jdbc.internal.GuardedGenerator;
import dev.idgen.jdbc.segment.SegmentIdGenerator;
import dev.idgen.jdbc.segment.SegmentStats;

/** The segment generator of one key as the engine hands it out: its allocator behind the door. */
public final class SegmentGenerator extends GuardedGenerator implements SegmentIdGenerator {

    private final SegmentAllocator allocator;
    private final String what;

    public SegmentGenerator(Door door, String name, String what, SegmentAllocator allocator) {
        super(door, name);
        this.allocator = allocator;
        this.what = what;
    }

    public SegmentAllocator allocator() {
        return allocator;
    }

    @Override
    protected long take() {
        return allocator.nextId();
    }

    @Override
    protected long[] take(int count) {
        return allocator.nextIds(count);
    }

    @Override
    protected String describe() {
        return what;
    }

    @Override
    public String key() {
        return allocator.key();
    }

    @Override
    public SegmentStats stats() {
        return allocator.stats();
    }

    @Override
    public String toString() {
        return allocator.toString();
    }
}
