package dev.idgen.jdbc.admin;

import dev.idgen.InvalidIdRequestException;
import java.util.regex.Pattern;

/** The checks of an adoption's arguments, before any SQL: one rule for segment keys and slow-ordered rows. */
final class AdoptionChecks {

    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,62}(\\.[A-Za-z_][A-Za-z0-9_]{0,62})?");

    private AdoptionChecks() {
    }

    /** A table, column or sequence name written into SQL: plain, optionally {@code schema.name}. */
    static void checkIdentifier(String what, String name) {
        if (name == null || !IDENTIFIER.matcher(name).matches()) {
            throw new InvalidIdRequestException(what + " '" + name + "' is not a plain SQL name (letters, digits, '_', "
                    + "optionally schema.name); quoted names are not accepted");
        }
    }

    static void checkHeadroom(long headroom) {
        if (headroom < 0) {
            throw new InvalidIdRequestException("headroom must not be negative, was " + headroom);
        }
    }
}
