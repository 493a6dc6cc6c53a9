package dev.idgen.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleDescriptor.Requires;
import java.lang.module.ModuleFinder;
import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The auto-configuration's descriptor: the module idgen-jdbc exports its logging to, exporting its two packages (it has
 * no internal one), needing the engine and Spring Boot, and every integration only where its library is.
 */
class ModuleDescriptorTest {

    /** Always there in a Boot application with idgen; every other module is optional, as on the class path. */
    private static final Set<String> REQUIRED = Set.of("java.base", "java.desktop", "dev.idgen.jdbc", "spring.boot",
            "spring.boot.autoconfigure", "spring.beans", "spring.context", "spring.core");

    @Test
    void exportsItsPackagesAndRequiresEveryIntegrationStatically() throws Exception {
        Path classes = Path.of(IdGenAutoConfiguration.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        ModuleDescriptor d = ModuleFinder.of(classes).find("dev.idgen.spring.boot")
                .orElseThrow(() -> new AssertionError("no module dev.idgen.spring.boot in " + classes)).descriptor();
        Set<String> exported = d.exports().stream().filter(e -> !e.isQualified()).map(ModuleDescriptor.Exports::source)
                .collect(Collectors.toSet());
        assertThat(exported).containsExactlyInAnyOrder("dev.idgen.spring.boot", "dev.idgen.spring.boot.data")
                .allMatch(p -> !p.contains("internal"));
        assertThat(d.packages()).containsExactlyInAnyOrderElementsOf(exported);
        assertThat(d.requires().stream().filter(r -> !r.modifiers().contains(Requires.Modifier.STATIC))
                .map(Requires::name)).as("non-optional").containsExactlyInAnyOrderElementsOf(REQUIRED);
        assertThat(d.requires().stream().map(Requires::name)).as("optional integrations")
                .contains("dev.idgen.migrations", "dev.idgen.hibernate", "org.hibernate.orm.core", "micrometer.core",
                        "spring.boot.actuator", "spring.boot.health", "spring.boot.hibernate", "org.mybatis");
        assertThat(d.opens()).singleElement().satisfies(o -> {
            assertThat(o.source()).isEqualTo("dev.idgen.spring.boot");
            assertThat(o.targets()).contains("spring.core", "spring.beans");
        });
    }
}
