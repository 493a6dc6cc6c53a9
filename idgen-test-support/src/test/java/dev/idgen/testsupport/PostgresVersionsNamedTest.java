package dev.idgen.testsupport;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The PostgreSQL versions the README, CONTRIBUTING.md, docs/ and {@code .ci/run} name are the versions CI
 * runs: one {@code EmbeddedPostgres<N>ContractTest} per version in idgen-jdbc-tests. A range written in
 * prose ("PostgreSQL 13–18", "13 to 18") must be the first and last of those; a new version's contract
 * class without the docs following (or the reverse) fails here.
 */
class PostgresVersionsNamedTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Path CONTRACTS = ROOT.resolve("idgen-jdbc-tests/src/test/java/dev/idgen/jdbc/contract");
    private static final Pattern CONTRACT = Pattern.compile("EmbeddedPostgres(\\d+)ContractTest\\.java");
    /** "PostgreSQL 13–18", "PostgreSQL 14-17", "PostgreSQL 13 to 18", "embedded PostgreSQL 13 to 18". */
    private static final Pattern NAMED = Pattern.compile("PostgreSQL (\\d{2})\\s*(?:–|-|to)\\s*(\\d{2})\\b");
    /** "(…: 13 to 18 and the service)", "13–18 and the service". */
    private static final Pattern WITH_SERVICE = Pattern.compile("\\b(\\d{2})\\s*(?:–|-|to)\\s*(\\d{2}) and the service");

    @Test
    void everyRangeOfPostgresVersionsNamedIsTheOneCiRuns() throws IOException {
        TreeSet<Integer> versions = new TreeSet<>();
        try (Stream<Path> files = Files.list(CONTRACTS)) {
            files.forEach(f -> {
                Matcher m = CONTRACT.matcher(f.getFileName().toString());
                if (m.matches()) {
                    versions.add(Integer.parseInt(m.group(1)));
                }
            });
        }
        assertThat(versions).as("the embedded PostgreSQL contract classes in %s", CONTRACTS).hasSizeGreaterThan(3);
        assertThat(versions.last() - versions.first() + 1).as("no version left out between %s and %s", versions.first(),
                versions.last()).isEqualTo(versions.size());
        String expected = versions.first() + "–" + versions.last();

        List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md"), ROOT.resolve("CONTRIBUTING.md"),
                ROOT.resolve(".ci/run")));
        try (Stream<Path> docs = Files.walk(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        List<String> wrong = new ArrayList<>();
        int ranges = 0;
        for (Path page : pages) {
            List<String> lines = Files.readAllLines(page);
            for (int i = 0; i < lines.size(); i++) {
                for (Pattern p : List.of(NAMED, WITH_SERVICE)) {
                    Matcher m = p.matcher(lines.get(i));
                    while (m.find()) {
                        ranges++;
                        String named = m.group(1) + "–" + m.group(2);
                        if (!named.equals(expected)) {
                            wrong.add(ROOT.relativize(page) + ":" + (i + 1) + ": '" + m.group() + "', CI runs " + expected);
                        }
                    }
                }
            }
        }
        assertThat(ranges).as("ranges of PostgreSQL versions found in the docs").isGreaterThan(3);
        assertThat(wrong).as("PostgreSQL versions named that CI does not run").isEmpty();
    }
}
