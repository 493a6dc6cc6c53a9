/**
 * The idgen engine over JDBC. Exports the engine, its options, the strategies' generator types,
 * administration and metrics; the implementation ({@code dev.idgen.jdbc.internal..}) is not
 * exported.
 */
module dev.idgen.jdbc {
    requires transitive dev.idgen.api;
    requires transitive java.sql;
    requires java.management;
    requires org.slf4j;
    requires static micrometer.core;

    exports dev.idgen.jdbc;
    exports dev.idgen.jdbc.admin;
    exports dev.idgen.jdbc.daily;
    exports dev.idgen.jdbc.document;
    exports dev.idgen.jdbc.metrics;
    exports dev.idgen.jdbc.ordered;
    exports dev.idgen.jdbc.segment;
    exports dev.idgen.jdbc.snowflake;

    uses dev.idgen.spi.IdStrategy;
}
