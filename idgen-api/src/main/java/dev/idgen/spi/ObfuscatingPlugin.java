package dev.idgen.spi;

import dev.idgen.format.IdObfuscator;

/**
 * Publishes obfuscated ids: runs last by default ({@code order} {@value #ORDER}) and maps each id
 * through a keyed permutation, so ids stay unique but show no order or volume. Decode with the
 * same obfuscator.
 */
public final class ObfuscatingPlugin implements IdPlugin {

    public static final int ORDER = 1000;

    private final IdObfuscator obfuscator;

    public ObfuscatingPlugin(IdObfuscator obfuscator) {
        this.obfuscator = obfuscator;
    }

    @Override
    public int order() {
        return ORDER;
    }

    @Override
    public long after(IdCall call, long id) {
        return obfuscator.encode(id);
    }
}
