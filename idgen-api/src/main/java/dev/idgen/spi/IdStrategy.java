package dev.idgen.spi;

import dev.idgen.IdGenerator;

/**
 * A strategy of your own, registered with an engine by name and obtained from it like the
 * built-in ones ({@code engine.generator("my-strategy", "order")}, or Hibernate's
 * {@code strategy} parameter). Register it on the engine builder or with
 * {@code META-INF/services/dev.idgen.spi.IdStrategy}.
 */
public interface IdStrategy {

    /**
     * The name users write: follows the key rule (letters, digits, {@code . _ - :}) and must not be
     * one of the built-in names ({@code segment}, {@code slow-ordered}, {@code snowflake}).
     */
    String name();

    /**
     * Creates the generator of {@code key}; called at most once per key and engine. The generator
     * must keep the {@link IdGenerator} contract: unique, positive ids, exceptions instead of
     * sentinel values.
     */
    IdGenerator create(String key, StrategyContext context);
}
