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
    SEGMENT("segment"),
    /**
     * Every call waits for a round trip to the database row of its key and sub-key (calls arriving
     * while one is in flight share the next): strictly increasing across the cluster.
     */
    SLOW_ORDERED("slow-ordered"),
    /**
     * Time + worker + sequence bits, with the worker id leased from the database: no round trip
     * per id, ordered by time.
     */
    SNOWFLAKE("snowflake");

    private final String externalName;

    Strategy(String externalName) {
        this.externalName = externalName;
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
            String normalized = name.trim().toLowerCase(Locale.ROOT).replace('_', '-');
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

    @Override
    public String toString() {
        return externalName;
    }
}
