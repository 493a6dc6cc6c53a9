package dev.idgen.spring.boot;

import dev.idgen.jdbc.IdGenEngineBuilder;

/**
 * Changes the engine builder after the {@code idgen.*} properties were applied, for what has no
 * property on purpose (a snowflake layout, a time source): define one as a bean.
 *
 * <p>A customizer may run twice: when a key in {@code idgen.keys} names a strategy that is neither
 * built-in, listed in {@code META-INF/services} nor an {@code IdStrategy} bean, the customizers also
 * run on a builder that is never built, before idgen's migrations, to learn whether one of them
 * registers it. Keep a customizer to configuring the builder it is given.
 */
@FunctionalInterface
public interface IdGenEngineBuilderCustomizer {
    void customize(IdGenEngineBuilder builder);
}
