package dev.idgen.cli;

import dev.idgen.IdGenerator;
import dev.idgen.IdKeys;
import dev.idgen.InvalidIdRequestException;
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
 * through it, and {@link #checkArguments} is the one place their KEY and {@code --sub-key} are
 * checked.
 */
enum StrategyChoice {
    /** Ranges from {@code idgen_segment}, handed out from memory. KEY is the segment key. */
    SEGMENT("segment"),
    /** Time + leased worker id + sequence. KEY is the namespace of worker leases. */
    SNOWFLAKE("snowflake"),
    /** Today's serials (restart at 1 every UTC day). KEY is the daily key. */
    DAILY("daily"),
    /** Strictly increasing across the cluster: one database round trip per call. KEY + --sub-key. */
    SLOW_ORDERED("slow-ordered");

    /** The sub-key when {@code --sub-key} is not given (as in the Hibernate integration). */
    static final String DEFAULT_SUB_KEY = "default";

    private final String externalName;

    StrategyChoice(String externalName) {
        this.externalName = externalName;
    }

    String externalName() {
        return externalName;
    }

    /**
     * The generator of {@code key} (and {@code subKey}, for slow-ordered) with this strategy. For
     * {@link #DAILY} the "ids" are today's serials.
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

    /**
     * Checks the KEY ({@code null}: the command's default) and {@code --sub-key} ({@code null}: not
     * given) of this strategy: a sub-key only for {@link #SLOW_ORDERED}, both well-formed keys.
     *
     * @throws CliFailure (usage) naming what is wrong
     */
    void checkArguments(String keyOrNull, String subKeyOrNull) {
        if (subKeyOrNull != null && this != SLOW_ORDERED) {
            throw CliFailure.usage("--sub-key is for --strategy slow-ordered, not " + this + "; drop it");
        }
        try {
            if (keyOrNull != null) {
                IdKeys.check(keyOrNull, this == SNOWFLAKE ? "namespace" : "key");
            }
            if (subKeyOrNull != null) {
                IdKeys.check(subKeyOrNull, "sub-key");
            }
        } catch (InvalidIdRequestException e) {
            throw CliFailure.usage(Messages.of(e), e);
        }
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
