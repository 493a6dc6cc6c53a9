package dev.idgen.spring.boot;

import dev.idgen.jdbc.IdGenEngineBuilder;

/**
 * Changes the engine builder after the {@code idgen.*} properties were applied, for what has no
 * property on purpose (a snowflake layout, a time source): define one as a bean.
 */
@FunctionalInterface
public interface IdGenEngineBuilderCustomizer {
    void customize(IdGenEngineBuilder builder);
}
