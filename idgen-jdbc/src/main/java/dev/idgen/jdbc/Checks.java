package dev.idgen.jdbc;

import dev.idgen.IdGenConfigurationException;
import java.time.Duration;

/** The rules option values share; each failure names the option, the value and the rule. */
final class Checks {

    private Checks() {
    }

    static int step(String what, int step) {
        if (step < 1) {
            throw new IdGenConfigurationException(what + " must be at least 1, was " + step);
        }
        return step;
    }

    static int between(String what, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IdGenConfigurationException(what + " must be between " + min + " and " + max + ", was " + value);
        }
        return value;
    }

    static Duration duration(String what, Duration d, Duration min, Duration max) {
        if (d == null) {
            throw new IdGenConfigurationException(what + " must not be null");
        }
        if (d.compareTo(min) < 0 || d.compareTo(max) > 0) {
            throw new IdGenConfigurationException(what + " must be between " + min + " and " + max + ", was " + d);
        }
        return d;
    }

    static <T> T notNull(String what, T value) {
        if (value == null) {
            throw new IdGenConfigurationException(what + " must not be null");
        }
        return value;
    }
}
