package dev.idgen.format;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.InvalidIdRequestException;
import java.util.function.LongUnaryOperator;

/**
 * A keyed, reversible permutation of the positive ids {@code 1 .. 2^bits - 1} (by default all
 * positive {@code long}s): ids stay unique, but consecutive ids come out scattered, so a public id
 * shows neither order nor volume.
 *
 * <pre>
 *   x ──► [balanced Feistel network over 2·⌈bits/2⌉ bits, 8 rounds, round keys from the key] ──► y
 *          while y is 0 or does not fit in `bits` bits: y = Feistel(y)        (cycle walking)
 * </pre>
 *
 * <p>Cycle walking keeps the permutation inside the domain: the walk from an in-domain value always
 * returns to the domain, and the inverse walks the same cycle backwards, so {@code decode(encode(x))
 * == x} for every {@code x} in the domain and distinct inputs give distinct outputs. On average
 * fewer than 2 network evaluations per call.
 *
 * <p>This hides patterns from people reading ids; it is not encryption. Keep the key secret and
 * stable: changing it changes every public id.
 */
public final class FeistelObfuscator implements IdObfuscator {

    private static final int ROUNDS = 8;

    private final int bits;
    private final int halfBits;
    private final long halfMask;
    private final long domainMax;
    private final long[] roundKeys = new long[ROUNDS];

    /** All positive longs (63 bits). */
    public FeistelObfuscator(long key) {
        this(key, 63);
    }

    /**
     * Ids of at most {@code bits} bits (2 to 63); useful to keep public ids short, e.g. 40 bits.
     *
     * @throws IdGenConfigurationException when {@code bits} is out of range
     */
    public FeistelObfuscator(long key, int bits) {
        if (bits < 2 || bits > 63) {
            throw new IdGenConfigurationException("obfuscation bits must be between 2 and 63, was " + bits);
        }
        this.bits = bits;
        this.halfBits = (bits + 1) / 2;
        this.halfMask = (1L << halfBits) - 1;
        this.domainMax = bits == 63 ? Long.MAX_VALUE : (1L << bits) - 1;
        long s = key;
        for (int i = 0; i < ROUNDS; i++) {
            s += 0x9E3779B97F4A7C15L;
            roundKeys[i] = mix64(s);
        }
    }

    /** The largest id this permutation accepts: {@code 2^bits - 1}. */
    public long maxId() {
        return domainMax;
    }

    @Override
    public long encode(long id) {
        return walk(id, this::forward);
    }

    @Override
    public long decode(long obfuscated) {
        return walk(obfuscated, this::backward);
    }

    /**
     * Cycle walking: applies {@code step} (one way of the permutation of the even-width domain) until the value falls
     * in [1, {@link #maxId()}] again, which keeps encode and decode exact inverses on that range.
     */
    private long walk(long value, LongUnaryOperator step) {
        check(value);
        long v = step.applyAsLong(value);
        while (v <= 0 || v > domainMax) {
            v = step.applyAsLong(v);
        }
        return v;
    }

    private void check(long id) {
        if (id <= 0 || id > domainMax) {
            throw new InvalidIdRequestException("id must be between 1 and " + domainMax + " (" + bits
                    + " bits) to be obfuscated, was " + id);
        }
    }

    private long forward(long v) {
        long left = (v >>> halfBits) & halfMask;
        long right = v & halfMask;
        for (int i = 0; i < ROUNDS; i++) {
            long next = left ^ round(right, i);
            left = right;
            right = next;
        }
        return (left << halfBits) | right;
    }

    private long backward(long v) {
        long left = (v >>> halfBits) & halfMask;
        long right = v & halfMask;
        for (int i = ROUNDS - 1; i >= 0; i--) {
            long previous = right ^ round(left, i);
            right = left;
            left = previous;
        }
        return (left << halfBits) | right;
    }

    private long round(long half, int i) {
        return mix64(half ^ roundKeys[i]) & halfMask;
    }

    /** SplitMix64's finaliser: a fast, well-spread 64-bit mix. */
    private static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Override
    public String toString() {
        return "FeistelObfuscator{" + bits + " bits}";
    }
}
