package dev.idgen.testsupport;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every Java snippet in README.md, CONTRIBUTING.md and docs/ is a region of a source file that the build
 * compiles, so a renamed method or a changed signature breaks the build, not the reader's first try.
 *
 * <p>A snippet is a {@code ```java} block with a marker line right above it,
 * {@code <!-- snippet: idgen-examples/src/test/java/.../Snippets.java#quick-start -->}, naming a file (from the
 * repository's root) and a region in it between {@code // tag::quick-start[]} and {@code // end::quick-start[]}.
 * The block must equal the region, its common indentation removed (and the tag lines of regions nested in it);
 * a block indented inside a list item is compared without that indentation. A block without a marker fails too.
 *
 * <p>{@code -Didgen.readme.update=true} rewrites the blocks from the sources.
 */
class DocsSnippetsTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Pattern MARKER = Pattern.compile("^\\s*<!-- snippet: (\\S+)#([\\w.-]+) -->$");
    private static final Pattern FENCE = Pattern.compile("^(\\s*)```java$");
    private static final Pattern TAG = Pattern.compile("^\\s*// (tag|end)::[\\w.-]+\\[\\]$");
    private static final boolean UPDATE = Boolean.getBoolean("idgen.readme.update");

    @Test
    void everyJavaSnippetIsARegionOfACompiledSource() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md"), ROOT.resolve("CONTRIBUTING.md")));
        try (Stream<Path> docs = Files.walk(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        List<String> problems = new ArrayList<>();
        int snippets = 0;
        for (Path page : pages) {
            List<String> lines = new ArrayList<>(Files.readAllLines(page));
            boolean changed = false;
            for (int i = 0; i < lines.size(); i++) {
                Matcher fence = FENCE.matcher(lines.get(i));
                if (!fence.matches()) {
                    continue;
                }
                String indent = fence.group(1); // a block inside a list item is indented as a whole
                int end = i + 1;
                while (end < lines.size() && !lines.get(end).equals(indent + "```")) {
                    end++;
                }
                String where = ROOT.relativize(page) + ":" + (i + 1);
                Matcher m = i > 0 ? MARKER.matcher(lines.get(i - 1)) : null;
                if (m == null || !m.matches()) {
                    problems.add(where + ": a ```java block without a '<!-- snippet: FILE#REGION -->' line above it");
                    i = end;
                    continue;
                }
                snippets++;
                List<String> region;
                try {
                    region = region(ROOT.resolve(m.group(1)), m.group(2));
                } catch (IllegalArgumentException e) {
                    problems.add(where + ": " + e.getMessage());
                    i = end;
                    continue;
                }
                List<String> block = lines.subList(i + 1, end);
                List<String> indented = region.stream().map(l -> l.isEmpty() ? "" : indent + l).toList();
                if (!block.equals(indented)) {
                    if (UPDATE) {
                        block.clear();
                        block.addAll(indented);
                        end = i + 1 + indented.size();
                        changed = true;
                    } else {
                        problems.add(where + ": differs from " + m.group(1) + "#" + m.group(2) + "; the source says:\n"
                                + String.join("\n", region) + "\n(run this test with -Didgen.readme.update=true to "
                                + "rewrite the docs from the sources)");
                    }
                }
                i = end;
            }
            if (changed) {
                Files.write(page, lines);
            }
        }
        assertThat(problems).as("snippets").isEmpty();
        assertThat(snippets).as("snippets checked").isGreaterThan(15);
    }

    /** The lines between the region's tags, without their common indentation. */
    static List<String> region(Path source, String name) throws IOException {
        if (!Files.isRegularFile(source)) {
            throw new IllegalArgumentException("no file " + ROOT.relativize(source));
        }
        List<String> all = Files.readAllLines(source);
        int start = -1;
        int end = -1;
        for (int i = 0; i < all.size(); i++) {
            String t = all.get(i).trim();
            if (t.equals("// tag::" + name + "[]")) {
                start = i;
            } else if (t.equals("// end::" + name + "[]") && start >= 0) {
                end = i;
                break;
            }
        }
        if (start < 0 || end < 0) {
            throw new IllegalArgumentException("no region '" + name + "' (// tag::" + name + "[] ... // end::" + name
                    + "[]) in " + ROOT.relativize(source));
        }
        // the tag lines of regions nested in this one are not part of it
        List<String> body = all.subList(start + 1, end).stream().filter(l -> !TAG.matcher(l).matches()).toList();
        int indent = body.stream().filter(l -> !l.isBlank()).mapToInt(l -> l.length() - l.stripLeading().length())
                .min().orElse(0);
        List<String> out = new ArrayList<>();
        for (String l : body) {
            out.add(l.isBlank() ? "" : l.substring(indent));
        }
        return out;
    }
}
