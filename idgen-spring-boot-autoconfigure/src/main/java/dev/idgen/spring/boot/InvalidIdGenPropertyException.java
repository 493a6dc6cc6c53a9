package dev.idgen.spring.boot;

import dev.idgen.IdGenConfigurationException;

/**
 * A bad {@code idgen.*} property found at start-up: which property, its value, what is wrong and
 * the fix. {@link IdGenFailureAnalyzer} shows the fix as Boot's "Action".
 */
public class InvalidIdGenPropertyException extends IdGenConfigurationException {

    private final String property;
    private final transient Object value;
    private final String fix;

    public InvalidIdGenPropertyException(String property, Object value, String problem, String fix) {
        this(property, value, problem, fix, null);
    }

    public InvalidIdGenPropertyException(String property, Object value, String problem, String fix, Throwable cause) {
        super(property + " = '" + value + "': " + problem, cause);
        this.property = property;
        this.value = value;
        this.fix = fix;
    }

    /** The property as written in configuration, e.g. {@code idgen.keys.order.adopt-from}. */
    public String property() {
        return property;
    }

    /** Its value. */
    public Object value() {
        return value;
    }

    /** What to change. */
    public String fix() {
        return fix;
    }
}
