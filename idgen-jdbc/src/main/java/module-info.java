/**
 * The idgen engine over JDBC. Exports the engine, its options, the strategies' generator types,
 * administration and metrics; the implementation ({@code dev.idgen.jdbc.internal..}) is not
 * exported. {@code dev.idgen.jdbc.internal.logging} is exported only to idgen's own modules: their logging goes
 * through it, so that idgen logs through SLF4J when the application has it and through {@link System.Logger}
 * otherwise, without idgen choosing an SLF4J version ({@code requires static}: SLF4J is optional).
 */
@SuppressWarnings("module") // the qualified exports name idgen's automatic modules, absent when this one compiles
module dev.idgen.jdbc {
    requires transitive dev.idgen.api;
    requires transitive java.sql;
    requires java.management;
    requires static org.slf4j;
    requires static micrometer.core;

    exports dev.idgen.jdbc;
    exports dev.idgen.jdbc.admin;
    exports dev.idgen.jdbc.daily;
    exports dev.idgen.jdbc.document;
    exports dev.idgen.jdbc.metrics;
    exports dev.idgen.jdbc.ordered;
    exports dev.idgen.jdbc.segment;
    exports dev.idgen.jdbc.snowflake;
    exports dev.idgen.jdbc.internal.logging to dev.idgen.hibernate, dev.idgen.spring.boot;

    uses dev.idgen.spi.IdStrategy;
}
