package dev.idgen.logging.tests;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.testsupport.ChildJvm;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * idgen logs through whatever the application logs with, and never picks the application's SLF4J version
 * (issue #38 item 4). An application's class path is this module's test class path — idgen-jdbc and
 * idgen-migrations as Maven resolves them for a project that depends on them — plus the logging jars the
 * application itself declares (copied by the POM), plus its logging configuration. Each case runs
 * {@link LoggingApp} in a child JVM and reads what it printed.
 */
class LoggingFollowsTheApplicationTest {

    private static final Duration CHILD_TIMEOUT = Duration.ofMinutes(2);
    private static final String IDGEN_STARTED = "idgen engine 'logging-app' started";
    private static final String IDGEN_CLOSED = "idgen engine 'logging-app' closed";

    @TempDir
    Path config;

    @Test
    void idgenBringsNoSlf4jApiIntoTheApplication() {
        assertThat(applicationClassPath()).as("the class path Maven resolves for idgen-jdbc + idgen-migrations")
                .noneMatch(p -> isLogging(p.getFileName().toString()));
    }

    @Test
    void slf4j17WithLog4j2KeepsItsOwnLinesAndShowsIdgens() throws IOException {
        Files.writeString(config.resolve("log4j2.xml"), """
                <Configuration status="warn">
                  <Appenders><Console name="out" target="SYSTEM_OUT"><PatternLayout pattern="L4J %p %c - %m%n"/></Console></Appenders>
                  <Loggers><Root level="info"><AppenderRef ref="out"/></Root></Loggers>
                </Configuration>
                """);
        String out = run("slf4j1-log4j2", "slf4j", List.of());
        assertThat(out).contains("L4J INFO com.example.App - app: own line before idgen",
                "L4J INFO dev.idgen.jdbc.EngineStartup - " + IDGEN_STARTED,
                "L4J INFO dev.idgen.jdbc.StartedEngine - " + IDGEN_CLOSED,
                "L4J INFO com.example.App - app: own line after idgen");
        assertThat(out).doesNotContain("SLF4J:", "No SLF4J providers");
    }

    @Test
    void slf4j2WithLogbackKeepsItsOwnLinesAndShowsIdgens() throws IOException {
        Files.writeString(config.resolve("logback.xml"), """
                <configuration>
                  <appender name="out" class="ch.qos.logback.core.ConsoleAppender">
                    <encoder><pattern>LOGBACK %level %logger - %msg%n</pattern></encoder>
                  </appender>
                  <root level="INFO"><appender-ref ref="out"/></root>
                </configuration>
                """);
        String out = run("slf4j2-logback", "slf4j", List.of());
        assertThat(out).contains("LOGBACK INFO com.example.App - app: own line before idgen",
                "LOGBACK INFO dev.idgen.jdbc.EngineStartup - " + IDGEN_STARTED,
                "LOGBACK INFO dev.idgen.jdbc.StartedEngine - " + IDGEN_CLOSED,
                "LOGBACK INFO com.example.App - app: own line after idgen");
        assertThat(out).doesNotContain("SLF4J:", "No SLF4J providers");
    }

    @Test
    void withoutSlf4jIdgenLogsThroughJavaUtilLoggingNamingItsOwnClasses() {
        // JUL's default handler and level (INFO, to standard error); only the line format is the test's
        String out = run(null, "jul",
                List.of("-Djava.util.logging.SimpleFormatter.format=JUL %4$s %3$s [%2$s] - %5$s%6$s%n"));
        assertThat(out).contains("JUL INFO com.example.App [dev.idgen.logging.tests.LoggingApp own] - app: own line before idgen",
                "JUL INFO dev.idgen.jdbc.EngineStartup [dev.idgen.jdbc.EngineStartup",
                "] - " + IDGEN_STARTED, "] - " + IDGEN_CLOSED,
                "JUL INFO com.example.App [dev.idgen.logging.tests.LoggingApp own] - app: own line after idgen");
        assertThat(out).as("the source of a line is idgen's class, not the logging wrapper")
                .doesNotContain("PlatformLogger");
    }

    @Test
    void onTheModulePathWithoutSlf4jTheEngineStartsAndLogsThroughJavaUtilLogging() {
        // requires static org.slf4j: the module resolves without SLF4J (a plain requires would refuse to start)
        String out = run(null, "jul", onModulePath(List.of(
                "-Djava.util.logging.SimpleFormatter.format=JUL %4$s %3$s - %5$s%6$s%n")));
        assertThat(out).contains("JUL INFO dev.idgen.jdbc.EngineStartup - " + IDGEN_STARTED);
    }

    @Test
    void onTheModulePathWithSlf4jOnTheClassPathIdgenReadsItAndLogsThroughLogback() throws IOException {
        Files.writeString(config.resolve("logback.xml"), """
                <configuration>
                  <appender name="out" class="ch.qos.logback.core.ConsoleAppender">
                    <encoder><pattern>LOGBACK %level %logger - %msg%n</pattern></encoder>
                  </appender>
                  <root level="INFO"><appender-ref ref="out"/></root>
                </configuration>
                """);
        String out = run("slf4j2-logback", "slf4j", onModulePath(List.of()));
        assertThat(out).contains("LOGBACK INFO dev.idgen.jdbc.EngineStartup - " + IDGEN_STARTED,
                "LOGBACK INFO com.example.App - app: own line after idgen");
    }

    /** JVM options that put idgen-api and idgen-jdbc on the module path (the rest of the class path stays). */
    private static List<String> onModulePath(List<String> more) {
        List<String> modules = applicationClassPath().stream().filter(LoggingFollowsTheApplicationTest::isModule)
                .map(Path::toString).toList();
        assertThat(modules).as("idgen-api and idgen-jdbc on the class path").hasSize(2);
        List<String> options = new ArrayList<>(List.of("-p", String.join(File.pathSeparator, modules),
                "--add-modules", "dev.idgen.jdbc"));
        options.addAll(more);
        return options;
    }

    private static boolean isModule(Path entry) {
        String p = entry.toString().replace(File.separatorChar, '/');
        return p.matches(".*/idgen-(api|jdbc)(/target/classes|/[^/]*\\.jar|-[^/]*\\.jar)$");
    }

    /** Runs {@link LoggingApp} with the application's class path plus the jars of {@code loggingJars}. */
    private String run(String loggingJars, String appLogging, List<String> jvmOptions) {
        boolean modular = jvmOptions.contains("--add-modules");
        List<Path> classPath = new ArrayList<>(applicationClassPath().stream()
                .filter(p -> !modular || !isModule(p)).toList());
        if (loggingJars != null) {
            Path dir = Path.of(System.getProperty("idgen.test.loggingJars"), loggingJars);
            try (Stream<Path> jars = Files.list(dir)) {
                jars.sorted().forEach(classPath::add);
            } catch (IOException e) {
                throw new IllegalStateException("cannot list " + dir + " (copied by this module's POM at "
                        + "process-test-resources)", e);
            }
        }
        classPath.add(config);
        try (ChildJvm child = ChildJvm.start(classPath, LoggingApp.class.getName(), jvmOptions, List.of(appLogging))) {
            int exit = child.waitFor(CHILD_TIMEOUT);
            String out = child.output();
            assertThat(exit).as("exit code of the application; it printed:%n%s", out).isZero();
            assertThat(out).as("it took an id").containsPattern("id=\\d+");
            return out;
        }
    }

    private static List<Path> applicationClassPath() {
        return Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(s -> !s.isEmpty()).map(Path::of).toList();
    }

    private static boolean isLogging(String fileName) {
        return fileName.startsWith("slf4j-") || fileName.startsWith("logback-") || fileName.startsWith("log4j-");
    }
}
