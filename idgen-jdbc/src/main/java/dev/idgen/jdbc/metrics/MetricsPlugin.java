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
 */
public final class MetricsPlugin implements IdPlugin {

    private static final String SEGMENT_PREFIX = "segment:";

    /** The segment key of a generator named {@code segment:<key>} (as the engine names them), else {@code null}. */
    static String segmentKeyOf(String generator) {
        return generator.startsWith(SEGMENT_PREFIX) ? generator.substring(SEGMENT_PREFIX.length()) : null;
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

    /** The counters of {@code generator}, created on first use. */
    public Counters counters(String generator) {
        Counters c = byGenerator.get(generator);
        if (c != null) {
            return c;
        }
        Counters created = new Counters();
        c = byGenerator.putIfAbsent(generator, created);
        if (c == null) {
            newGeneratorListeners.forEach(l -> l.accept(generator));
            return created;
        }
        return c;
    }

    /** Counters of every generator seen so far, by name. */
    public Map<String, Counters> snapshot() {
        return new TreeMap<>(byGenerator);
    }

    /** Calls {@code listener} with the name of every generator seen so far and every new one. */
    public void onNewGenerator(Consumer<String> listener) {
        newGeneratorListeners.add(listener);
        byGenerator.keySet().forEach(listener);
    }
}
