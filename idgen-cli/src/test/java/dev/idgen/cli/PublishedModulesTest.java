package dev.idgen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every module idgen publishes (the BOM's list) is a named module that exports no internal package: either it has a
 * {@code module-info.java} whose unqualified exports name no {@code internal} package (each such module's own
 * {@code ModuleDescriptorTest} checks the compiled descriptor), or its jar names an automatic module
 * ({@code Automatic-Module-Name}), which exports every package, so it must have no {@code internal} package, and the
 * reason it has no descriptor is written in {@link #AUTOMATIC}. {@link IdgenModulePathIT} runs idgen-api, idgen-jdbc,
 * idgen-migrations and idgen-cli together from the module path.
 */
class PublishedModulesTest {

    private static final Path ROOT = Path.of(System.getProperty("idgen.root", ".."));

    /** The published modules without a module-info, and why. Each jar carries an Automatic-Module-Name. */
    private static final Map<String, String> AUTOMATIC = Map.of(
            "idgen-spring-boot-starter", "An empty jar (dependencies only), named like Spring Boot's own starters, "
                    + "which carry only Automatic-Module-Name.",
            "idgen-quarkus", "Quarkus runs extensions on the class path, in its own class loaders, not as modules; "
                    + "the name is the one idgen-hibernate's qualified export of its implementation names.",
            "idgen-quarkus-deployment", "A Quarkus build step, run by Quarkus on the class path at build time; the name "
                    + "is the one idgen-hibernate's qualified export of its implementation names.");

    private static final Pattern EXPORTS = Pattern.compile("(?m)^\\s*exports\\s+([\\w.]+)\\s*(to\\s[^;]+)?;");
    private static final Pattern AUTOMATIC_NAME = Pattern.compile("<Automatic-Module-Name>([\\w.]+)</Automatic-Module-Name>");

    @Test
    void everyPublishedModuleIsNamedAndExportsNoInternalPackage() throws IOException {
        Map<String, Path> published = publishedModules();
        assertThat(published).as("the BOM's modules, found under " + ROOT.toAbsolutePath()).hasSizeGreaterThan(8)
                .containsKeys("idgen-api", "idgen-jdbc", "idgen-cli");
        assertThat(published.keySet()).as("every module listed without a descriptor is published")
                .containsAll(AUTOMATIC.keySet());
        for (Map.Entry<String, Path> m : published.entrySet()) {
            Path descriptor = m.getValue().resolve("src/main/java/module-info.java");
            if (Files.exists(descriptor)) {
                assertThat(AUTOMATIC.containsKey(m.getKey())).as(m.getKey() + " has a module-info now: take it out "
                        + "of AUTOMATIC").isFalse();
                Matcher e = EXPORTS.matcher(Files.readString(descriptor));
                while (e.find()) {
                    if (e.group(2) == null) {
                        assertThat(isInternal(e.group(1))).as(descriptor + " exports " + e.group(1) + " to everyone; "
                                + "export an internal package only to the modules that need it (exports .. to ..)").isFalse();
                    }
                }
            } else {
                assertThat(AUTOMATIC.containsKey(m.getKey())).as(m.getKey() + " is published without a module-info: "
                        + "write one (exporting no internal package) or say in AUTOMATIC why not").isTrue();
                Matcher name = AUTOMATIC_NAME.matcher(Files.readString(m.getValue().resolve("pom.xml")));
                assertThat(name.find()).as(m.getKey() + "'s jar names its module (maven-jar-plugin manifestEntries "
                        + "Automatic-Module-Name): a name derived from the file name changes with it").isTrue();
                assertThat(name.group(1)).startsWith("dev.idgen.");
                assertThat(packages(m.getValue())).as(m.getKey() + " is an automatic module, which exports every package: "
                        + "it must have no internal package").noneMatch(PublishedModulesTest::isInternal);
            }
        }
    }

    /**
     * Flyway's jars (10 and later) have no module name, neither a descriptor nor {@code Automatic-Module-Name}
     * (flyway/flyway#3788, #4115), so idgen-migrations' descriptor requires {@code flyway.core}, the name the module
     * system derives from the file name {@code flyway-core-<version>.jar} (and Maven's compiler warns about it). The
     * day Flyway names its module, this fails, to switch that line to the name.
     */
    @Test
    void flywayHasNoModuleNameYet() throws Exception {
        Path jar = Path.of(org.flywaydb.core.Flyway.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        ModuleReference flyway = ModuleFinder.of(jar).findAll().iterator().next();
        String declared;
        try (JarFile f = new JarFile(jar.toFile())) {
            declared = f.getManifest() == null ? null : f.getManifest().getMainAttributes().getValue("Automatic-Module-Name");
        }
        String message = "Flyway names its module now (" + flyway.descriptor().name() + "): idgen-migrations' module-info "
                + "requires it by the file-derived name flyway.core; require it by its own name";
        assertThat(flyway.descriptor().isAutomatic()).as(message).isTrue();
        assertThat(declared).as(message).isNull();
        assertThat(flyway.descriptor().name()).as("derived from the file name " + jar.getFileName()).isEqualTo("flyway.core");
    }

    private static boolean isInternal(String pkg) {
        return Set.of(pkg.split("\\.")).contains("internal");
    }

    /** artifactId of each module the BOM lists, with its directory. */
    private static Map<String, Path> publishedModules() throws IOException {
        String bom = Files.readString(ROOT.resolve("idgen-bom/pom.xml"));
        Set<String> listed = Pattern.compile("<groupId>dev\\.idgen</groupId><artifactId>([\\w-]+)</artifactId>")
                .matcher(bom).results().map(r -> r.group(1)).collect(Collectors.toCollection(TreeSet::new));
        Map<String, Path> dirs = new TreeMap<>();
        try (Stream<Path> children = Files.list(ROOT)) {
            for (Path dir : children.filter(d -> Files.isRegularFile(d.resolve("pom.xml"))).toList()) {
                String pom = Files.readString(dir.resolve("pom.xml")).replaceAll("(?s)<parent>.*?</parent>", "");
                Matcher id = Pattern.compile("<artifactId>([\\w-]+)</artifactId>").matcher(pom);
                if (id.find() && listed.contains(id.group(1))) {
                    dirs.put(id.group(1), dir);
                }
            }
        }
        listed.remove("idgen-bom");
        assertThat(dirs.keySet()).as("a directory for every module the BOM lists").containsAll(listed);
        dirs.keySet().retainAll(listed);
        return dirs;
    }

    /** The Java packages of a module's main sources. */
    private static Set<String> packages(Path module) throws IOException {
        Path sources = module.resolve("src/main/java");
        if (!Files.isDirectory(sources)) {
            return Set.of();
        }
        try (Stream<Path> files = Files.walk(sources)) {
            return files.filter(f -> f.toString().endsWith(".java")).map(f -> sources.relativize(f.getParent()))
                    .map(p -> p.toString().replace(java.io.File.separatorChar, '.')).collect(Collectors.toSet());
        }
    }
}
