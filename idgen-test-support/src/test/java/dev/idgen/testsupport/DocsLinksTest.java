package dev.idgen.testsupport;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every relative link and anchor in README.md, CONTRIBUTING.md and docs/ points at a file that exists and,
 * with a {@code #fragment}, at a heading of that file (GitHub's anchors: lower case, punctuation dropped,
 * spaces to hyphens). Links to the web are not followed.
 */
class DocsLinksTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*\\]\\(([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("^#{1,6} (.+)$");

    /** README.md, CONTRIBUTING.md and every page under docs/, in that order. */
    static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md"), ROOT.resolve("CONTRIBUTING.md")));
        try (Stream<Path> docs = Files.walk(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        assertThat(pages).as("the pages").hasSizeGreaterThan(10);
        return pages;
    }

    @Test
    void everyRelativeLinkAndAnchorResolves() throws IOException {
        List<Path> pages = pages();
        List<String> broken = new ArrayList<>();
        int checked = 0;
        for (Path page : pages) {
            for (String target : links(page)) {
                if (target.matches("^[a-z]+:.*")) {
                    continue; // https:, mailto:
                }
                checked++;
                int hash = target.indexOf('#');
                String file = hash < 0 ? target : target.substring(0, hash);
                Path resolved = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
                if (!Files.exists(resolved)) {
                    broken.add(ROOT.relativize(page) + ": " + target + " (no file " + ROOT.relativize(resolved) + ")");
                } else if (hash >= 0 && !anchors(resolved).contains(target.substring(hash + 1))) {
                    broken.add(ROOT.relativize(page) + ": " + target + " (no heading with anchor '"
                            + target.substring(hash + 1) + "' in " + ROOT.relativize(resolved) + ")");
                }
            }
        }
        assertThat(checked).as("relative links checked").isGreaterThan(30);
        assertThat(broken).as("broken links").isEmpty();
    }

    /** The targets of the page's links and images, outside fenced code. */
    private static List<String> links(Path page) throws IOException {
        List<String> out = new ArrayList<>();
        boolean code = false;
        for (String line : Files.readAllLines(page)) {
            if (line.startsWith("```")) {
                code = !code;
                continue;
            }
            if (code) {
                continue;
            }
            Matcher m = LINK.matcher(line.replaceAll("`[^`]*`", ""));
            while (m.find()) {
                out.add(m.group(1));
            }
        }
        return out;
    }

    /** GitHub's anchors of the file's headings (a Markdown file), or none. */
    private static Set<String> anchors(Path file) throws IOException {
        Set<String> out = new HashSet<>();
        if (!file.toString().endsWith(".md")) {
            return out;
        }
        boolean code = false;
        for (String line : Files.readAllLines(file)) {
            if (line.startsWith("```")) {
                code = !code;
            }
            Matcher m = HEADING.matcher(line);
            if (!code && m.matches()) {
                String base = m.group(1).trim().toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "")
                        .replace(' ', '-');
                String anchor = base;
                for (int n = 1; !out.add(anchor); n++) {
                    anchor = base + "-" + n;
                }
            }
        }
        return out;
    }
}
