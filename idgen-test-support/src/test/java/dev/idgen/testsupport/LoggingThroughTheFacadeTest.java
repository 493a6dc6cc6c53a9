package dev.idgen.testsupport;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The published modules name SLF4J in one place only: idgen's logging facade
 * ({@code dev.idgen.jdbc.internal.logging}), which uses it when the application has it. {@code slf4j-api} is an
 * optional dependency, so a class anywhere else that imports {@code org.slf4j} would fail with
 * {@code NoClassDefFoundError} in an application without SLF4J (found after a merge: four new classes had
 * been written against SLF4J directly).
 */
class LoggingThroughTheFacadeTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final List<String> PUBLISHED = List.of("idgen-api", "migrations", "idgen-jdbc", "idgen-hibernate",
            "idgen-processor", "idgen-spring-boot-autoconfigure");

    @Test
    void noPublishedClassButTheFacadeNamesSlf4j() throws IOException {
        List<String> offenders = new ArrayList<>();
        int read = 0;
        for (String module : PUBLISHED) {
            Path sources = ROOT.resolve(module).resolve("src/main/java");
            assertThat(sources).as("sources of %s", module).isDirectory();
            try (Stream<Path> files = Files.walk(sources)) {
                for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
                    read++;
                    String rel = ROOT.relativize(f).toString().replace('\\', '/');
                    if (rel.contains("/internal/logging/") || rel.endsWith("module-info.java")) {
                        continue;
                    }
                    if (Files.readString(f).contains("org.slf4j")) {
                        offenders.add(rel);
                    }
                }
            }
        }
        assertThat(read).as("published source files read").isGreaterThan(200);
        assertThat(offenders).as("classes naming org.slf4j outside the logging facade: use "
                + "dev.idgen.jdbc.internal.logging.Logger/LoggerFactory (same method names)").isEmpty();
    }
}
