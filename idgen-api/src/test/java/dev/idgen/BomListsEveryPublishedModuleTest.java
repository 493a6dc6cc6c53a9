package dev.idgen;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * idgen-bom (which has no parent, so nothing keeps it in step by itself) lists exactly the modules
 * that are published — every reactor module whose POM does not set {@code maven.deploy.skip} — at
 * the reactor's version. Reads the POMs of the source tree (tests run in the module's directory).
 */
class BomListsEveryPublishedModuleTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Pattern MODULE = Pattern.compile("<module>([^<]+)</module>");
    private static final Pattern ARTIFACT_ID = Pattern.compile("<artifactId>([^<]+)</artifactId>");
    private static final Pattern VERSION = Pattern.compile("<version>([^<]+)</version>");
    private static final Pattern MANAGED = Pattern.compile(
            "<dependency><groupId>dev\\.idgen</groupId><artifactId>([^<]+)</artifactId><version>([^<]+)</version></dependency>");

    @Test
    void theBomListsEveryPublishedModuleAtTheReactorsVersion() throws IOException {
        String rootPom = Files.readString(ROOT.resolve("pom.xml"));
        Set<String> published = new TreeSet<>();
        Matcher modules = MODULE.matcher(rootPom);
        while (modules.find()) {
            String module = modules.group(1);
            if (module.equals("idgen-bom")) {
                continue;
            }
            String pom = Files.readString(ROOT.resolve(module).resolve("pom.xml"));
            if (!pom.contains("<maven.deploy.skip>true</maven.deploy.skip>")) {
                published.add(ownArtifactId(pom));
            }
        }
        assertThat(published).as("published modules").contains("idgen-api", "idgen-jdbc", "idgen-migrations");

        String bom = Files.readString(ROOT.resolve("idgen-bom/pom.xml"));
        Set<String> listed = new TreeSet<>();
        Matcher managed = MANAGED.matcher(bom);
        while (managed.find()) {
            listed.add(managed.group(1));
            assertThat(managed.group(2)).as("version of %s in the BOM", managed.group(1)).isEqualTo("${project.version}");
        }
        assertThat(listed).as("idgen-bom's dependencyManagement").isEqualTo(published);
        assertThat(firstVersion(bom)).as("idgen-bom's version").isEqualTo(firstVersion(rootPom));
    }

    /** The BOM has no parent, so it pins its own plugins: at the versions idgen-parent pins them. */
    @Test
    void theBomPinsItsPluginsAtTheParentsVersions() throws IOException {
        String rootPom = Files.readString(ROOT.resolve("pom.xml"));
        String bom = Files.readString(ROOT.resolve("idgen-bom/pom.xml"));
        Matcher plugins = Pattern.compile(
                "<plugin><groupId>org\\.apache\\.maven\\.plugins</groupId><artifactId>maven-([a-z]+)-plugin</artifactId>"
                        + "<version>([^<]+)</version></plugin>").matcher(bom);
        int pinned = 0;
        while (plugins.find()) {
            String property = "<" + plugins.group(1) + "-plugin.version>" + plugins.group(2) + "</" + plugins.group(1)
                    + "-plugin.version>";
            assertThat(rootPom).as("idgen-parent's version of maven-%s-plugin", plugins.group(1)).contains(property);
            pinned++;
        }
        assertThat(pinned).as("plugins pinned in idgen-bom").isEqualTo(4);
    }

    /** The module's own artifactId: the first one after its parent element. */
    private static String ownArtifactId(String pom) {
        Matcher m = ARTIFACT_ID.matcher(pom.substring(pom.indexOf("</parent>")));
        assertThat(m.find()).isTrue();
        return m.group(1);
    }

    /** The project's own version: the first version element outside the parent element. */
    private static String firstVersion(String pom) {
        int from = pom.contains("</parent>") ? pom.indexOf("</parent>") : 0;
        Matcher m = VERSION.matcher(pom.substring(from));
        assertThat(m.find()).isTrue();
        return m.group(1);
    }
}
