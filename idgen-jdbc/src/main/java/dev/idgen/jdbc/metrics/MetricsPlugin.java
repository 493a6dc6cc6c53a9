package dev.idgen.jdbc.metrics;

import dev.idgen.IdGenerationException;
import dev.idgen.spi.IdCall;
import dev.idgen.spi.IdPlugin;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Consumer;

/**
 * Counts ids issued and calls rejected per generator, and measures the rate. Read it directly
 * ({@link #snapshot()}), through JMX ({@link JmxMetrics}) or Micrometer ({@link MicrometerMetrics});
 * the engine adds range-level figures (step, runway, refill latency) for segment keys.
 * Cost on the hot path: one map lookup and one {@link LongAdder} increment per id.
 *
 * <p>Bounded: counters are kept per key, not per sub-key — every generator of one slow-ordered key
 * ({@code slow-ordered:<key>/<sub-key>}) counts into {@code slow-ordered:<key>} — so a sub-key per
 * chat room grows neither this plugin nor the JMX and Micrometer meters built on it; keys themselves
 * are bounded by the engine's {@code maxKeys}.
 */
public final class MetricsPlugin implements IdPlugin {

    private static final String SEGMENT_PREFIX = "segment:";
    private static final String ORDERED_PREFIX = "slow-ordered:";

    /** The segment key of a generator named {@code segment:<key>} (as the engine names them), else {@code null}. */
    static String segmentKeyOf(String generator) {
        return generator.startsWith(SEGMENT_PREFIX) ? generator.substring(SEGMENT_PREFIX.length()) : null;
    }

    /** The slow-ordered key counted under {@code generator} ({@code slow-ordered:<key>}), else {@code null}. */
    static String orderedKeyOf(String generator) {
        return generator.startsWith(ORDERED_PREFIX) ? generator.substring(ORDERED_PREFIX.length()) : null;
    }

    /** Counters of one generator. */
    public static final class Counters {
        final LongAdder issued = new LongAdder();
        final LongAdder rejected = new LongAdder();
        private long sampleNanos = System.nanoTime();
        private long sampleIssued;
        private double rate;

        public long issued() {
            return issued.sum();
        }

        public long rejected() {
            return rejected.sum();
        }

        /** Ids per second since the previous reading at least a second ago. */
        public synchronized double ratePerSecond() {
            long now = System.nanoTime();
            long elapsed = now - sampleNanos;
            if (elapsed >= 1_000_000_000L) {
                long issuedNow = issued.sum();
                rate = (issuedNow - sampleIssued) * 1e9 / elapsed;
                sampleIssued = issuedNow;
                sampleNanos = now;
            }
            return rate;
        }
    }

    private final ConcurrentHashMap<String, Counters> byGenerator = new ConcurrentHashMap<>();
    private final CopyOnWriteArrayList<Consumer<String>> newGeneratorListeners = new CopyOnWriteArrayList<>();

    @Override
    public int order() {
        return 900;
    }

    @Override
    public long after(IdCall call, long id) {
        counters(call.generator()).issued.increment();
        return id;
    }

    @Override
    public void onError(IdCall call, IdGenerationException error) {
        counters(call.generator()).rejected.increment();
    }

    /**
     * The counters of {@code generator}, created on first use: those of its key when the name has a
     * sub-key ({@link #meterName}).
     */
    public Counters counters(String generator) {
        Counters c = byGenerator.get(generator);
        if (c != null) {
            return c;
        }
        String name = meterName(generator);
        c = byGenerator.get(name);
        if (c != null) {
            return c;
        }
        Counters created = new Counters();
        c = byGenerator.putIfAbsent(name, created);
        if (c == null) {
            newGeneratorListeners.forEach(l -> l.accept(name));
            return created;
        }
        return c;
    }

    /**
     * The name counters are kept under: the generator's name without its sub-key
     * ({@code slow-ordered:im.message/room-42} → {@code slow-ordered:im.message}). A key never holds a
     * {@code /} (the key rule), so the first one starts the sub-key.
     */
    public static String meterName(String generator) {
        int slash = generator.indexOf('/');
        return slash < 0 ? generator : generator.substring(0, slash);
    }

    /** Counters of every generator seen so far, by {@link #meterName}. */
    public Map<String, Counters> snapshot() {
        return new TreeMap<>(byGenerator);
    }

    /** Calls {@code listener} with the name of every generator seen so far and every new one. */
    public void onNewGenerator(Consumer<String> listener) {
        newGeneratorListeners.add(listener);
        byGenerator.keySet().forEach(listener);
    }
}
