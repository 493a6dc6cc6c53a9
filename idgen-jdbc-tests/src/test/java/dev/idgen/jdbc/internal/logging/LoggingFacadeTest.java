package dev.idgen.jdbc.internal.logging;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The facade's own rules: SLF4J's message format where idgen formats itself, and SLF4J when present. Which
 * backend an application actually gets, with its real class path, is proven in idgen-logging-tests.
 */
class LoggingFacadeTest {

    @Test
    void formatsAsSlf4jDoes() {
        StringBuilder out = new StringBuilder();
        IllegalStateException cause = new IllegalStateException("x");
        assertThat(Placeholders.format("a {} b {} c", new Object[] {1, "two", cause}, out)).isSameAs(cause);
        assertThat(out).hasToString("a 1 b two c");

        out.setLength(0);
        assertThat(Placeholders.format("failed: {}", new Object[] {cause}, out)).as("a placeholder took it").isNull();
        assertThat(out).hasToString("failed: java.lang.IllegalStateException: x");

        out.setLength(0);
        assertThat(Placeholders.format("\\{} {} {} {}", new Object[] {new long[] {1, 2}, null}, out)).isNull();
        assertThat(out).hasToString("{} [1, 2] null {}");
    }

    @Test
    void slf4jIsUsedWhenTheClassPathHasIt() {
        assertThat(LoggerFactory.getLogger(LoggingFacadeTest.class)).isInstanceOf(Slf4jLogger.class)
                .extracting(Logger::getName).isEqualTo(LoggingFacadeTest.class.getName());
    }

    @Test
    void thePlatformLoggerNamesItsLoggerAndHonoursItsLevel() {
        Logger log = new PlatformLogger("dev.idgen.test.Facade");
        assertThat(log.getName()).isEqualTo("dev.idgen.test.Facade");
        java.util.logging.Logger.getLogger("dev.idgen.test.Facade").setLevel(java.util.logging.Level.INFO);
        assertThat(log.isDebugEnabled()).isFalse();
        java.util.logging.Logger.getLogger("dev.idgen.test.Facade").setLevel(java.util.logging.Level.FINE);
        assertThat(log.isDebugEnabled()).isTrue();
    }
}
