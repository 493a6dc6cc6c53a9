package dev.idgen.format;

/**
 * A reversible mapping of positive ids that keeps them unique: {@code decode(encode(id)) == id}
 * for every id of its domain, and distinct ids never encode to the same value. Used to publish
 * ids that reveal no order or volume. Implementations are thread-safe.
 */
public interface IdObfuscator {

    /** @throws dev.idgen.InvalidIdRequestException when {@code id} is outside the domain */
    long encode(long id);

    /** @throws dev.idgen.InvalidIdRequestException when {@code obfuscated} is outside the domain */
    long decode(long obfuscated);
}
