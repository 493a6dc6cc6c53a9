package dev.idgen.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.IdGenerator;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The jars declare modules that export the public packages and hide the implementation: every
 * package of idgen-jdbc is exported except {@code dev.idgen.jdbc.internal..}, so code on the module
 * path cannot reach the internals (and a new public package cannot be forgotten).
 */
class ModuleDescriptorTest {

    @Test
    void theEngineExportsItsPublicPackagesAndNotItsInternals() throws Exception {
        ModuleDescriptor jdbc = descriptor(IdGenEngine.class, "dev.idgen.jdbc");
        Set<String> exported = exports(jdbc);
        Set<String> internal = jdbc.packages().stream().filter(p -> p.startsWith("dev.idgen.jdbc.internal"))
                .collect(Collectors.toSet());
        assertThat(internal).as("one implementation package, and the logging facade idgen's modules share (issue #41)")
                .containsExactlyInAnyOrder("dev.idgen.jdbc.internal", "dev.idgen.jdbc.internal.logging");
        assertThat(exported).doesNotContainAnyElementsOf(internal);
        assertThat(exported).containsExactlyInAnyOrderElementsOf(jdbc.packages().stream()
                .filter(p -> !internal.contains(p)).collect(Collectors.toSet()));
        assertThat(jdbc.requires().stream().map(ModuleDescriptor.Requires::name))
                .contains("dev.idgen.api", "java.sql", "org.slf4j");
        assertThat(jdbc.requires()).as("SLF4J is optional (issue #38: idgen does not pick the application's SLF4J)")
                .filteredOn(r -> r.name().equals("org.slf4j")).singleElement()
                .satisfies(r -> assertThat(r.modifiers()).contains(ModuleDescriptor.Requires.Modifier.STATIC));
        assertThat(jdbc.exports()).filteredOn(e -> e.source().equals("dev.idgen.jdbc.internal.logging")).singleElement()
                .satisfies(e -> assertThat(e.targets()).containsExactlyInAnyOrder("dev.idgen.hibernate",
                        "dev.idgen.spring.boot"));
        assertThat(jdbc.uses()).containsExactly("dev.idgen.spi.IdStrategy");
    }

    @Test
    void theApiExportsEverything() throws Exception {
        ModuleDescriptor api = descriptor(IdGenerator.class, "dev.idgen.api");
        assertThat(exports(api)).containsExactlyInAnyOrderElementsOf(api.packages());
        assertThat(api.requires().stream().filter(r -> !r.name().startsWith("java.")).toList())
                .as("the api has no dependencies").isEmpty();
    }

    private static ModuleDescriptor descriptor(Class<?> from, String name) throws URISyntaxException {
        Path classes = Path.of(from.getProtectionDomain().getCodeSource().getLocation().toURI());
        return ModuleFinder.of(classes).find(name).orElseThrow(() -> new AssertionError("no module " + name + " in "
                + classes)).descriptor();
    }

    private static Set<String> exports(ModuleDescriptor d) {
        return d.exports().stream().filter(e -> !e.isQualified()).map(ModuleDescriptor.Exports::source)
                .collect(Collectors.toSet());
    }
}
