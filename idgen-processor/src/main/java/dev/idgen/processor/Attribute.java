package dev.idgen.processor;

import java.util.Locale;

/**
 * The attributes of {@code @JooqIds}: what the processor reads, and what an error is about (it is reported on the
 * attribute when it was written). {@code AttributeTest} checks they are the annotation's elements.
 */
enum Attribute {
    TABLE, KEY, STRATEGY, COLUMN, STEP, HELPER, FORMAT;

    /** The attribute's name in {@code @JooqIds}: {@code table}, {@code key}, ... */
    String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
