package dev.idgen.testsupport;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every page of README.md, CONTRIBUTING.md and docs/ opens with its title ({@code # ...} on line 1), and a
 * page longer than {@value #LONG_PAGE} lines reaches its first section ({@code ## ...}, outside fenced code)
 * within {@value #OPENING} lines, so a reader sees its structure before a long run of text (issue 41:
 * {@code docs/spring-boot.md} opened with 105 lines under no heading).
 */
class DocsHeadingsTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final int LONG_PAGE = 120;
    private static final int OPENING = 40;

    @Test
    void everyPageOpensWithItsTitleAndALongPageWithItsFirstSectionSoon() throws IOException {
        List<String> wrong = new ArrayList<>();
        for (Path page : DocsLinksTest.pages()) {
            List<String> lines = Files.readAllLines(page);
            String name = ROOT.relativize(page).toString();
            if (lines.isEmpty() || !lines.get(0).startsWith("# ")) {
                wrong.add(name + ": line 1 is not the page's title ('# ...')");
                continue;
            }
            int first = firstSection(lines);
            if (lines.size() > LONG_PAGE && (first < 0 || first > OPENING)) {
                wrong.add(name + " (" + lines.size() + " lines): first '## ' heading "
                        + (first < 0 ? "missing" : "at line " + first) + "; give its opening a section within "
                        + OPENING + " lines");
            }
        }
        assertThat(wrong).as("pages without a heading structure from the start").isEmpty();
    }

    /** The 1-based line of the first {@code ##} heading outside fenced code, or -1. */
    private static int firstSection(List<String> lines) {
        boolean code = false;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("```")) {
                code = !code;
            } else if (!code && line.startsWith("## ")) {
                return i + 1;
            }
        }
        return -1;
    }
}
