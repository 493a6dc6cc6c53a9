package dev.idgen.cli;

import dev.idgen.IdGenerator;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.daily.DailySequence;
import dev.idgen.jdbc.daily.DailySerial;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;
import java.util.stream.Collectors;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The strategies the CLI can draw numeric ids from, by the names users type. {@link #open} is the
 * one place that maps a name to an engine call: {@code next}, {@code bench} and {@code demo} all go
 * through it. When {@code engine.slowOrdered(key, subKey)} is merged, its case below is the only
 * line to change.
 */
enum StrategyChoice {
    /** Ranges from {@code idgen_segment}, handed out from memory. KEY is the segment key. */
    SEGMENT("segment", true),
    /** Time + leased worker id + sequence. KEY is the namespace of worker leases. */
    SNOWFLAKE("snowflake", true),
    /** Today's serials (restart at 1 every UTC day). KEY is the daily key. */
    DAILY("daily", true),
    /** Strictly increasing across the cluster: one database round trip per call. KEY + --sub-key. */
    SLOW_ORDERED("slow-ordered", true);

    /** The sub-key when {@code --sub-key} is not given (as in the Hibernate integration). */
    static final String DEFAULT_SUB_KEY = "default";

    private final String externalName;
    private final boolean available;

    StrategyChoice(String externalName, boolean available) {
        this.externalName = externalName;
        this.available = available;
    }

    String externalName() {
        return externalName;
    }

    /** Whether this build of idgen has the strategy. */
    boolean available() {
        return available;
    }

    /**
     * The generator of {@code key} (and {@code subKey}, for slow-ordered) with this strategy. For
     * {@link #DAILY} the "ids" are today's serials.
     *
     * @throws CliFailure (usage) for a strategy this build does not have
     */
    IdGenerator open(IdGenEngine engine, String key, String subKey) {
        switch (this) {
            case SEGMENT:
                return engine.segment(key);
            case SNOWFLAKE:
                return engine.snowflake(key);
            case DAILY:
                return serials(engine.daily(key));
            case SLOW_ORDERED:
                return engine.slowOrdered(key, subKey == null ? DEFAULT_SUB_KEY : subKey);
            default:
                throw new IllegalStateException("unhandled strategy " + this);
        }
    }

    /** Refuses a strategy this build lacks, naming the ones it has. */
    CliFailure notInThisBuild() {
        return CliFailure.usage("strategy '" + externalName + "' is not in this build of idgen yet; use one of "
                + availableNames());
    }

    /** {@code segment, snowflake, daily}. */
    static String availableNames() {
        return Arrays.stream(values()).filter(StrategyChoice::available).map(StrategyChoice::externalName)
                .collect(Collectors.joining(", "));
    }

    private static IdGenerator serials(DailySequence daily) {
        return new IdGenerator() {
            @Override
            public long nextId() {
                return daily.next().serial();
            }

            @Override
            public long[] nextIds(int count) {
                DailySerial[] serials = daily.next(count);
                long[] out = new long[serials.length];
                for (int i = 0; i < out.length; i++) {
                    out[i] = serials[i].serial();
                }
                return out;
            }

            @Override
            public String toString() {
                return daily.toString();
            }
        };
    }

    @Override
    public String toString() {
        return externalName;
    }

    /** Parses {@code --strategy}: case ignored, {@code _} accepted for {@code -}. */
    static final class Converter implements ITypeConverter<StrategyChoice> {
        @Override
        public StrategyChoice convert(String value) {
            String v = value.trim().toLowerCase(Locale.ROOT).replace('_', '-');
            for (StrategyChoice s : values()) {
                if (s.externalName.equals(v)) {
                    return s;
                }
            }
            throw new TypeConversionException("unknown strategy '" + value + "'; expected one of "
                    + Arrays.stream(values()).map(StrategyChoice::externalName).collect(Collectors.joining(", ")));
        }
    }

    /** For {@code ${COMPLETION-CANDIDATES}} in help texts. */
    static final class Names implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(values()).map(StrategyChoice::externalName).iterator();
        }
    }
}
