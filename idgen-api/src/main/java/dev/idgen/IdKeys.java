package dev.idgen;

/**
 * The rule for keys ("biz tags") and sub-keys: 1 to {@value #MAX_LENGTH} characters of ASCII
 * letters, digits, {@code .}, {@code _}, {@code -} and {@code :}.
 *
 * <p>Keys are checked before any SQL runs, so a bad key never reaches the database.
 */
public final class IdKeys {

    /** The longest key accepted, in characters. The key columns are sized to match. */
    public static final int MAX_LENGTH = 128;

    private IdKeys() {
    }

    /**
     * Returns {@code key} if it follows the rule.
     *
     * @param what how the value is named in the message, e.g. {@code "key"} or {@code "sub-key"}
     * @throws InvalidIdRequestException naming the value and the rule
     */
    public static String check(String key, String what) {
        if (key == null) {
            throw new InvalidIdRequestException(what + " must not be null; " + rule());
        }
        if (key.isEmpty() || key.length() > MAX_LENGTH) {
            throw new InvalidIdRequestException(what + " '" + abbreviate(key) + "' has " + key.length()
                    + " characters; " + rule());
        }
        int bad = firstDisallowed(key);
        if (bad >= 0) {
            throw new InvalidIdRequestException(what + " '" + abbreviate(key) + "' contains "
                    + describe(key.charAt(bad)) + " at index " + bad + "; " + rule());
        }
        return key;
    }

    /** Same as {@link #check(String, String)} with {@code what = "key"}. */
    public static String check(String key) {
        return check(key, "key");
    }

    /** Whether {@code key} follows the rule. */
    public static boolean isValid(String key) {
        return key != null && !key.isEmpty() && key.length() <= MAX_LENGTH && firstDisallowed(key) < 0;
    }

    /** The index of the first character outside the rule, or -1. */
    private static int firstDisallowed(String key) {
        for (int i = 0; i < key.length(); i++) {
            if (!isAllowed(key.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    private static boolean isAllowed(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || c == '.' || c == '_' || c == '-' || c == ':';
    }

    private static String rule() {
        return "a key is 1 to " + MAX_LENGTH + " characters of letters, digits, '.', '_', '-' and ':'";
    }

    private static String describe(char c) {
        if (c == ' ') {
            return "a space";
        }
        if (Character.isISOControl(c) || Character.isWhitespace(c)) {
            return String.format("the control character U+%04X", (int) c);
        }
        return "'" + c + "'";
    }

    private static String abbreviate(String s) {
        return s.length() <= 64 ? s : s.substring(0, 61) + "...";
    }
}
