package dev.idgen.spi;

import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A bounded, in-memory record of the id ranges each generator issued, for audits ("which node
 * issued 1 000 001 .. 1 000 500, and when?"). Consecutive ids of one generator are merged into one
 * range, so a segment generator's record is compact. Keeps the last {@code capacity} ranges;
 * older ones are dropped (count them with {@link #dropped()}). Put it before transforming plugins
 * (it has {@code order} -1000) so it records the ids the generator issued, not their public form.
 */
public final class HistoryPlugin implements IdPlugin {

    /** One run of consecutive ids. */
    public record IssuedRange(String generator, long first, long last, Instant firstAt, Instant lastAt) {
        public long count() {
            return last - first + 1;
        }
    }

    private final int capacity;
    private final ArrayDeque<IssuedRange> closed = new ArrayDeque<>();
    private final Map<String, IssuedRange> open = new HashMap<>();
    private long dropped;

    public HistoryPlugin(int capacity) {
        if (capacity < 1) {
            throw new dev.idgen.IdGenConfigurationException("history capacity must be at least 1, was " + capacity);
        }
        this.capacity = capacity;
    }

    @Override
    public int order() {
        return -1000;
    }

    @Override
    public synchronized long after(IdCall call, long id) {
        Instant now = Instant.now();
        IssuedRange r = open.get(call.generator());
        if (r != null && id == r.last() + 1) {
            open.put(call.generator(), new IssuedRange(r.generator(), r.first(), id, r.firstAt(), now));
        } else {
            if (r != null) {
                close(r);
            }
            open.put(call.generator(), new IssuedRange(call.generator(), id, id, now, now));
        }
        return id;
    }

    private void close(IssuedRange r) {
        closed.addLast(r);
        while (closed.size() > capacity) {
            closed.removeFirst();
            dropped++;
        }
    }

    /** The recorded ranges, oldest first, including each generator's current open range. */
    public synchronized List<IssuedRange> ranges() {
        List<IssuedRange> out = new ArrayList<>(closed);
        out.addAll(open.values());
        out.sort((a, b) -> a.lastAt().compareTo(b.lastAt()));
        return out;
    }

    /** Ranges dropped because the record was full. */
    public synchronized long dropped() {
        return dropped;
    }
}
