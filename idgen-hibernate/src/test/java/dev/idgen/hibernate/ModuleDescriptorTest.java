package dev.idgen.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.IdGenerator;
import dev.idgen.jdbc.IdGenEngine;
import jakarta.persistence.Entity;
import java.io.IOException;
import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ResolvedModule;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/**
 * idgen-hibernate is a named module (issue #41): it exports its annotations and settings, keeps
 * {@code dev.idgen.hibernate.internal} from everyone but Hibernate (which instantiates the document-number generator
 * and the services reflectively) and idgen's Quarkus integration (Boot names none of it), provides to Hibernate exactly the services its
 * {@code META-INF/services} files name for the class path, and resolves on a module path against the real Hibernate,
 * Jakarta Persistence and idgen-jdbc jars (so every {@code requires} names a module that exists).
 */
class ModuleDescriptorTest {

    @Test
    void exportsTheAnnotationsAndHidesTheImplementation() throws Exception {
        ModuleDescriptor d = descriptor();
        assertThat(d.exports()).filteredOn(e -> !e.isQualified()).extracting(ModuleDescriptor.Exports::source)
                .containsExactly("dev.idgen.hibernate");
        assertThat(d.exports()).filteredOn(ModuleDescriptor.Exports::isQualified).singleElement().satisfies(e -> {
            assertThat(e.source()).isEqualTo("dev.idgen.hibernate.internal");
            assertThat(e.targets()).containsExactlyInAnyOrder("org.hibernate.orm.core", "dev.idgen.quarkus",
                    "dev.idgen.quarkus.deployment");
        });
        assertThat(d.packages()).containsExactlyInAnyOrder("dev.idgen.hibernate", "dev.idgen.hibernate.internal");
    }

    @Test
    void providesWhatTheClassPathServiceFilesName() throws Exception {
        ModuleDescriptor d = descriptor();
        Path classes = classes();
        // the classes directory, or the jar where another module (idgen-hibernate-7-tests) runs these tests
        try (java.nio.file.FileSystem jar = Files.isDirectory(classes) ? null
                : java.nio.file.FileSystems.newFileSystem(classes, (ClassLoader) null);
             var files = Files.list(jar == null ? classes.resolve("META-INF/services") : jar.getPath("META-INF/services"))) {
            for (Path f : files.toList()) {
                String service = f.getFileName().toString();
                List<String> impls = Files.readAllLines(f).stream().map(String::trim)
                        .filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
                assertThat(d.provides()).as("provides " + service).filteredOn(p -> p.service().equals(service))
                        .singleElement().satisfies(p -> assertThat(p.providers()).containsExactlyElementsOf(impls));
            }
        }
        assertThat(d.provides()).hasSize(2);
    }

    @Test
    void resolvesOnAModulePathAgainstTheRealJars() throws Exception {
        ModuleFinder finder = ModuleFinder.of(classes(), location(IdGenEngine.class), location(IdGenerator.class),
                location(SessionFactory.class), location(Entity.class));
        Configuration cf = Configuration.resolve(finder, List.of(ModuleLayer.boot().configuration()), ModuleFinder.of(),
                Set.of("dev.idgen.hibernate"));
        Set<String> read = cf.findModule("dev.idgen.hibernate").orElseThrow().reads().stream()
                .map(ResolvedModule::name).collect(Collectors.toSet());
        assertThat(read).contains("dev.idgen.jdbc", "dev.idgen.api", "org.hibernate.orm.core", "jakarta.persistence");
    }

    private static ModuleDescriptor descriptor() throws IOException, URISyntaxException {
        Path classes = classes();
        return ModuleFinder.of(classes).find("dev.idgen.hibernate")
                .orElseThrow(() -> new AssertionError("no module dev.idgen.hibernate in " + classes)).descriptor();
    }

    private static Path classes() throws URISyntaxException {
        return location(IdGen.class);
    }

    private static Path location(Class<?> c) throws URISyntaxException {
        return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
    }
}
