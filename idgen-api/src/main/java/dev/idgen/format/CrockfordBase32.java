package dev.idgen.format;

import dev.idgen.InvalidIdRequestException;

/**
 * Crockford's base 32 for non-negative longs: digits {@code 0-9} and letters without {@code I L O U},
 * so public ids are short (at most 13 characters), case-insensitive and hard to misread.
 *
 * <p>{@link #encode} writes the shortest form (no padding) or, with a width, a fixed-length form
 * padded with {@code 0}. {@link #decode} accepts lower case, reads {@code I}/{@code L} as 1 and
 * {@code O} as 0, and ignores hyphens, as the specification says; anything else is an error
 * naming the character.
 */
public final class CrockfordBase32 {

    private static final char[] DIGITS = "0123456789ABCDEFGHJKMNPQRSTVWXYZ".toCharArray();
    /** The longest encoding of a non-negative long. */
    public static final int MAX_LENGTH = 13;

    private CrockfordBase32() {
    }

    /** The shortest encoding of {@code value} (≥ 0). */
    public static String encode(long value) {
        return encode(value, 0);
    }

    /**
     * The encoding of {@code value}, left-padded with {@code 0} to exactly {@code width} characters.
     *
     * @throws InvalidIdRequestException for a negative value, or one that needs more than {@code width} characters
     */
    public static String encodeFixed(long value, int width) {
        if (width < 1 || width > MAX_LENGTH) {
            throw new InvalidIdRequestException("base 32 width must be between 1 and " + MAX_LENGTH + ", was " + width);
        }
        return encode(value, width);
    }

    private static String encode(long value, int width) {
        if (value < 0) {
            throw new InvalidIdRequestException("only non-negative values have a base 32 form, was " + value);
        }
        char[] buf = new char[MAX_LENGTH];
        int pos = MAX_LENGTH;
        long v = value;
        do {
            buf[--pos] = DIGITS[(int) (v & 31)];
            v >>>= 5;
        } while (v != 0);
        int length = MAX_LENGTH - pos;
        if (width > 0 && length > width) {
            throw new InvalidIdRequestException(value + " needs " + length + " base 32 characters, more than the width "
                    + width);
        }
        while (MAX_LENGTH - pos < width) {
            buf[--pos] = '0';
        }
        return new String(buf, pos, MAX_LENGTH - pos);
    }

    /**
     * Reads an encoding back.
     *
     * @throws InvalidIdRequestException naming the bad character, or when the value does not fit in a long
     */
    public static long decode(String text) {
        if (text == null || text.isEmpty()) {
            throw new InvalidIdRequestException("a base 32 id must not be empty");
        }
        long v = 0;
        int digits = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '-') {
                continue;
            }
            int d = value(c);
            if (d < 0) {
                throw new InvalidIdRequestException("'" + text + "' is not Crockford base 32: '" + c + "' at index " + i);
            }
            if (digits > 0 || d != 0) {
                digits++;
            }
            if (digits > MAX_LENGTH || (digits == MAX_LENGTH && (v >>> 59) != 0)) {
                throw new InvalidIdRequestException("'" + text + "' is too large for a 64-bit id");
            }
            v = (v << 5) | d;
        }
        if (v < 0) {
            throw new InvalidIdRequestException("'" + text + "' is too large for a positive 64-bit id");
        }
        return v;
    }

    private static int value(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        char u = Character.toUpperCase(c);
        switch (u) {
            case 'O':
                return 0;
            case 'I':
            case 'L':
                return 1;
            case 'U':
                return -1;
            default:
                for (int i = 10; i < DIGITS.length; i++) {
                    if (DIGITS[i] == u) {
                        return i;
                    }
                }
                return -1;
        }
    }
}
