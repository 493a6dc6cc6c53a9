package dev.idgen.jdbc;

import dev.idgen.IdGenConfigurationException;
import java.util.Locale;

/**
 * What a key does when the table it fills already holds ids at or above its next id (option
 * {@code existing-rows}, {@link EngineOptions#EXISTING_ROWS}); applied by
 * {@link IdGenEngine#startAbove} at every door (Hibernate, Spring Data JDBC, MyBatis, jOOQ helpers,
 * Spring Boot's {@code idgen.keys}, the plain API).
 *
 * <p>Moving a key up is always safe (ids never go back, and no id above the move was handed out), so
 * the default moves it; the other values are for teams that want a start to stop instead, for
 * example to find out which other writer still puts ids into the column.
 */
public enum ExistingRowsRule {

    /**
     * The default. A key used for the first time starts above the table's rows (logged at INFO); a
     * key that has handed out ids and finds ids at or above its next id (another writer: an
     * {@code AUTO_INCREMENT}/{@code IDENTITY} default, a second id source) is moved above them,
     * logged at WARN naming the table, column and the other writer's highest id.
     */
    ADOPT("adopt"),

    /**
     * A key used for the first time starts above the table's rows (INFO); a key that has handed out
     * ids and finds ids at or above its next id refuses to start, naming table, column and values.
     */
    ADOPT_FIRST_USE("adopt-first-use"),

    /** Never moves a key: ids at or above its next id, first use or not, refuse the start. */
    REFUSE("refuse");

    private final String text;

    ExistingRowsRule(String text) {
        this.text = text;
    }

    /** As configuration files write it: {@code adopt}, {@code adopt-first-use}, {@code refuse}. */
    public String text() {
        return text;
    }

    /**
     * The rule written {@code text} ({@code adopt}, {@code adopt-first-use}, {@code refuse}; case and
     * {@code _} for {@code -} do not matter).
     *
     * @throws IdGenConfigurationException naming {@code as}, the value and the three values
     */
    public static ExistingRowsRule fromText(String as, String text) {
        String t = text == null ? "" : text.trim().toLowerCase(Locale.ROOT).replace('_', '-');
        for (ExistingRowsRule r : values()) {
            if (r.text.equals(t)) {
                return r;
            }
        }
        throw new IdGenConfigurationException(as + " must be adopt, adopt-first-use or refuse, was '" + text + "'");
    }

    @Override
    public String toString() {
        return text;
    }
}
