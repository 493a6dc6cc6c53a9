package dev.idgen.cli;

import dev.idgen.IdGenerator;
import dev.idgen.IdKeys;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.Strategy;
import dev.idgen.jdbc.IdGenEngine;
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
    SEGMENT(Strategy.SEGMENT),
    /** Time + leased worker id + sequence. KEY is the namespace of worker leases. */
    SNOWFLAKE(Strategy.SNOWFLAKE),
    /** Today's serials (restart at 1 every UTC day). KEY is the daily key. */
    DAILY("daily"),
    /** Today's serials, strictly increasing across the cluster: one database round trip per call. KEY is the daily key. */
    STRICT_DAILY("strict-daily"),
    /** Strictly increasing across the cluster: one database round trip per call. KEY + --sub-key. */
    SLOW_ORDERED(Strategy.SLOW_ORDERED);

    /** The sub-key when {@code --sub-key} is not given (as in the Hibernate integration). */
    static final String DEFAULT_SUB_KEY = "default";

    private final String externalName;
    private final String keyWord;
    private final boolean subKey;

    /** A built-in strategy of idgen-api: its name, key word and sub-key as {@link Strategy} declares them. */
    StrategyChoice(Strategy builtIn) {
        this.externalName = builtIn.externalName();
        this.keyWord = builtIn.keyWord();
        this.subKey = builtIn.hasSubKey();
    }

    /** A daily strategy of the engine's table: picked by a key, no sub-key. */
    StrategyChoice(String externalName) {
        this.externalName = externalName;
        this.keyWord = "key";
        this.subKey = false;
    }

    String externalName() {
        return externalName;
    }

    /**
     * The engine's generator of {@code key} (and {@code subKey}, for slow-ordered) with this
     * strategy, by the engine's own table of strategies. For {@link #DAILY} and {@link #STRICT_DAILY} the "ids" are today's
     * serials.
     */
    IdGenerator open(IdGenEngine engine, String key, String subKey) {
        return this.subKey ? engine.generator(externalName, key, subKey == null ? DEFAULT_SUB_KEY : subKey)
                : engine.generator(externalName, key);
    }

    /**
     * Checks the KEY ({@code null}: the command's default) and {@code --sub-key} ({@code null}: not
     * given) of this strategy: a sub-key only where the strategy has one, both well-formed keys.
     *
     * @throws CliFailure (usage) naming what is wrong
     */
    void checkArguments(String keyOrNull, String subKeyOrNull) {
        if (subKeyOrNull != null && !subKey) {
            throw CliFailure.usage("--sub-key is for --strategy slow-ordered, not " + this + "; drop it");
        }
        try {
            if (keyOrNull != null) {
                IdKeys.check(keyOrNull, keyWord);
            }
            if (subKeyOrNull != null) {
                IdKeys.check(subKeyOrNull, "sub-key");
            }
        } catch (InvalidIdRequestException e) {
            throw CliFailure.usage(Messages.of(e), e);
        }
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
