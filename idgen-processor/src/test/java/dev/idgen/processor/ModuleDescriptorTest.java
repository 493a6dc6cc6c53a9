package dev.idgen.processor;

import static org.assertj.core.api.Assertions.assertThat;

import com.palantir.javapoet.JavaFile;
import dev.idgen.IdGenerator;
import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.Processor;
import org.junit.jupiter.api.Test;

/**
 * The processor is a named module (issue #41) that exports nothing and provides javac's {@link Processor} service
 * with the same class its {@code META-INF/services} file names for the processor path; it resolves on a module path
 * against the real idgen-api and JavaPoet jars.
 */
class ModuleDescriptorTest {

    @Test
    void providesTheProcessorAndExportsNothing() throws Exception {
        Path classes = location(JooqIdsProcessor.class);
        ModuleDescriptor d = ModuleFinder.of(classes).find("dev.idgen.processor")
                .orElseThrow(() -> new AssertionError("no module dev.idgen.processor in " + classes)).descriptor();
        assertThat(d.exports()).isEmpty();
        List<String> named = Files.readAllLines(classes.resolve("META-INF/services/" + Processor.class.getName()))
                .stream().map(String::trim).filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
        assertThat(d.provides()).singleElement().satisfies(p -> {
            assertThat(p.service()).isEqualTo(Processor.class.getName());
            assertThat(p.providers()).containsExactlyElementsOf(named).containsExactly(JooqIdsProcessor.class.getName());
        });
    }

    @Test
    void resolvesOnAModulePathAgainstTheRealJars() throws Exception {
        ModuleFinder finder = ModuleFinder.of(location(JooqIdsProcessor.class), location(IdGenerator.class),
                location(JavaFile.class));
        Configuration cf = Configuration.resolve(finder, List.of(ModuleLayer.boot().configuration()), ModuleFinder.of(),
                Set.of("dev.idgen.processor"));
        assertThat(cf.findModule("dev.idgen.processor").orElseThrow().reads()).extracting(m -> m.name())
                .contains("dev.idgen.api", "com.palantir.javapoet", "java.compiler", "jdk.compiler");
    }

    private static Path location(Class<?> c) throws URISyntaxException {
        return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
    }
}
