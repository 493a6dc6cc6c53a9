package dev.idgen;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** The built-in strategies, by the names users write in configuration. */
public enum Strategy {
    /**
     * Ranges reserved from a table row and handed out from memory (double buffered). Unique;
     * increasing as a trend across nodes, not strictly; gaps after restarts.
     */
    SEGMENT("segment", "key", false),
    /**
     * Every call waits for a round trip to the database row of its key and sub-key (calls arriving
     * while one is in flight share the next): strictly increasing across the cluster.
     */
    SLOW_ORDERED("slow-ordered", "key", true),
    /**
     * Time + worker + sequence bits, with the worker id leased from the database: no round trip
     * per id, ordered by time.
     */
    SNOWFLAKE("snowflake", "namespace", false);

    private final String externalName;
    private final String keyWord;
    private final boolean subKey;

    Strategy(String externalName, String keyWord, boolean subKey) {
        this.externalName = externalName;
        this.keyWord = keyWord;
        this.subKey = subKey;
    }

    /**
     * What the strategy calls the string that picks a generator: {@code key}, or {@code namespace}
     * for snowflake (worker ids are leased per namespace; there is no key).
     */
    public String keyWord() {
        return keyWord;
    }

    /** Whether a generator is picked by a key and a sub-key (slow-ordered: one sequence per chat room). */
    public boolean hasSubKey() {
        return subKey;
    }

    /** The name as written in configuration, e.g. {@code slow-ordered}. */
    public String externalName() {
        return externalName;
    }

    /**
     * Parses a strategy name as users write it ({@code segment}, {@code slow-ordered},
     * {@code snowflake}); case is ignored and {@code _} is accepted for {@code -}.
     *
     * @throws InvalidIdRequestException naming the value and the accepted names
     */
    public static Strategy fromName(String name) {
        return fromName(name, java.util.List.of());
    }

    /**
     * Like {@link #fromName(String)}, naming also {@code registered} (strategies of your own) in the
     * message when {@code name} is none of them.
     */
    public static Strategy fromName(String name, java.util.Collection<String> registered) {
        if (name != null) {
            String normalized = normalize(name);
            for (Strategy s : values()) {
                if (s.externalName.equals(normalized)) {
                    return s;
                }
            }
        }
        throw new InvalidIdRequestException("unknown strategy '" + name + "'; expected one of "
                + Arrays.stream(values()).map(Strategy::externalName).collect(Collectors.joining(", "))
                + (registered.isEmpty() ? "" : " or a registered one: " + String.join(", ", registered)));
    }

    /**
     * A strategy name in the one spelling engines use: trimmed, lower case, {@code -} for
     * {@code _} ({@code "Slow_Ordered"} is {@code "slow-ordered"}). Strategies of your own are
     * spelled the same way, so two spellings never make two generators.
     */
    public static String normalize(String name) {
        return name == null ? null : name.trim().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    @Override
    public String toString() {
        return externalName;
    }
}
