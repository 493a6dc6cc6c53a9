package dev.idgen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DeclaredKeysTest {

    @Test
    void formatIsSortedDeterministicAndReadsBack() throws IOException {
        List<DeclaredKey> keys = List.of(new DeclaredKey("order", Strategy.SEGMENT, 500),
                new DeclaredKey("audit:v2", Strategy.SNOWFLAKE, 0), new DeclaredKey("im.message", Strategy.SLOW_ORDERED, 0));

        String text = DeclaredKeys.format(keys, "test");

        assertThat(text).endsWith("audit\\:v2=snowflake\nim.message=slow-ordered\norder=segment;step=500\n")
                .doesNotContainPattern("20\\d\\d"); // no timestamp: reproducible builds
        assertThat(DeclaredKeys.parse(new StringReader(text), "t")).containsExactly(
                new DeclaredKey("audit:v2", Strategy.SNOWFLAKE, 0), new DeclaredKey("im.message", Strategy.SLOW_ORDERED, 0),
                new DeclaredKey("order", Strategy.SEGMENT, 500));
        // and it is a real properties file: the ':' of a key is escaped
        Properties properties = new Properties();
        properties.load(new StringReader(text));
        assertThat(properties).containsEntry("audit:v2", "snowflake").containsEntry("order", "segment;step=500");
    }

    @Test
    void aKeyDeclaredTwiceMergesOnlyWhenConsistent() {
        DeclaredKey plain = new DeclaredKey("order", Strategy.SEGMENT, 0);
        DeclaredKey stepped = new DeclaredKey("order", Strategy.SEGMENT, 500);
        assertThat(plain.merge(stepped)).isEqualTo(stepped);
        assertThat(stepped.merge(plain)).isEqualTo(stepped);
        assertThatThrownBy(() -> stepped.merge(new DeclaredKey("order", Strategy.SEGMENT, 600)))
                .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("two steps: 500 and 600");
        assertThatThrownBy(() -> plain.merge(new DeclaredKey("order", Strategy.SNOWFLAKE, 0)))
                .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("two strategies: segment and snowflake");
    }

    @Test
    void invalidDeclarationsNameTheValueAndTheRule() {
        assertThatThrownBy(() -> new DeclaredKey("bad key", Strategy.SEGMENT, 0))
                .isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("'bad key'");
        assertThatThrownBy(() -> new DeclaredKey("order", Strategy.SEGMENT, -1)).hasMessageContaining("was -1");
        assertThatThrownBy(() -> new DeclaredKey("audit", Strategy.SNOWFLAKE, 10))
                .hasMessageContaining("only segment keys have a step");
    }

    @Test
    void malformedManifestsAreRejectedWithTheLine() {
        assertThatThrownBy(() -> parse("order=segment\norder=segment\n")).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("m line 2").hasMessageContaining("appears twice");
        assertThatThrownBy(() -> parse("# c\norder=uuid")).hasMessageContaining("m line 2").hasMessageContaining("'uuid'");
        assertThatThrownBy(() -> parse("order=segment;min_step=3")).hasMessageContaining("unknown attribute 'min_step=3'");
        assertThatThrownBy(() -> parse("order=segment;step=x")).hasMessageContaining("step 'x'");
        assertThatThrownBy(() -> parse("just text")).hasMessageContaining("expected <key>=<strategy>");
        assertThatThrownBy(() -> parse("a b=segment")).hasMessageContaining("'a b'");
    }

    @Test
    void loadMergesEveryManifestOnTheClassPathAndNamesBothOnAConflict(@TempDir Path dir) throws IOException {
        URL a = manifest(dir.resolve("a"), "order=segment;step=500\nuser=segment\n");
        URL b = manifest(dir.resolve("b"), "order=segment\naudit=snowflake\n");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {a, b}, null)) {
            assertThat(DeclaredKeys.load(loader)).containsExactly(new DeclaredKey("audit", Strategy.SNOWFLAKE, 0),
                    new DeclaredKey("order", Strategy.SEGMENT, 500), new DeclaredKey("user", Strategy.SEGMENT, 0));
        }
        URL c = manifest(dir.resolve("c"), "user=snowflake\n");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {a, c}, null)) {
            assertThatThrownBy(() -> DeclaredKeys.load(loader)).isInstanceOf(IdGenConfigurationException.class)
                    .hasMessageContaining("key 'user' is declared with two strategies").hasMessageContaining(dir.resolve("a").toString())
                    .hasMessageContaining(dir.resolve("c").toString());
        }
        try (URLClassLoader empty = new URLClassLoader(new URL[0], null)) {
            assertThat(DeclaredKeys.load(empty)).isEmpty();
        }
        // a manifest seen through two loaders counts once
        try (URLClassLoader one = new URLClassLoader(new URL[] {a}, null); URLClassLoader two = new URLClassLoader(new URL[] {a}, one)) {
            assertThat(DeclaredKeys.load(one, two)).hasSize(2);
        }
    }

    private static List<DeclaredKey> parse(String text) throws IOException {
        return DeclaredKeys.parse(new StringReader(text), "m");
    }

    private static URL manifest(Path root, String text) throws IOException {
        Path file = root.resolve(DeclaredKeys.RESOURCE);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        return root.toUri().toURL();
    }
}
