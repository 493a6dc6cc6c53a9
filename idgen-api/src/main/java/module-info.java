/**
 * idgen's contract: {@code IdGenerator}, the strategies' names, the exceptions, snowflake layouts,
 * id formats and obfuscation, and the SPI for strategies and plugins of one's own. No dependencies.
 */
module dev.idgen.api {
    requires transitive java.sql;

    exports dev.idgen;
    exports dev.idgen.format;
    exports dev.idgen.spi;
}
