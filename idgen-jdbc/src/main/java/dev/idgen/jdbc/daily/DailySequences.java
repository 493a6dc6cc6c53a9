package dev.idgen.jdbc.daily;

import dev.idgen.IdKeys;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.internal.EngineContext;
import dev.idgen.jdbc.segment.SegmentIdGenerator;
import java.time.ZoneId;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * An engine's daily sequences and formatted-id generators, built on its segment generators: a
 * day's numbers are the segment key {@code <key>:day:<yyyyMMdd>}, always created on first use.
 */
public final class DailySequences {

    private final EngineContext context;
    private final ZoneId zone;
    private final Function<String, SegmentIdGenerator> daySegments;
    private final Function<String, SegmentIdGenerator> segments;
    private final Consumer<String> forget;
    private final ConcurrentHashMap<String, DailySequence> byKey = new ConcurrentHashMap<>();

    /**
     * @param daySegments the segment generator of a day key, created on first use even by a strict engine
     * @param segments    the engine's ordinary segment generators (for formats without a date)
     * @param forget      drops a past day's generator from the engine's cache
     */
    public DailySequences(EngineContext context, ZoneId zone, Function<String, SegmentIdGenerator> daySegments,
                          Function<String, SegmentIdGenerator> segments, Consumer<String> forget) {
        this.context = context;
        this.zone = zone;
        this.daySegments = daySegments;
        this.segments = segments;
        this.forget = forget;
    }

    public DailySequence daily(String key) {
        IdKeys.check(key);
        if (context.isClosed()) { // no message string built on the path of a cached sequence
            throw context.closedException("daily key '" + key + "'");
        }
        return byKey.computeIfAbsent(key, k -> new DailySequence(k, zone, context.time(), daySegments, forget));
    }

    public FormattedIdGenerator formatted(String key, IdFormat format) {
        Objects.requireNonNull(format, "format");
        if (format.toString().contains("{date:")) {
            return FormattedIdGenerator.daily(format, daily(key));
        }
        return FormattedIdGenerator.plain(format, segments.apply(key), () -> null); // no {date:..}: no day to compute
    }
}
