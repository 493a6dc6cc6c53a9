package dev.idgen.processor;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;

/**
 * Test inputs and compilers: the real jOOQ 3.19 output under {@code src/test/resources/jooq}
 * (see its {@code schema.sql}), a stand-in {@code IdGenEngine}, and golden files.
 */
final class Compilations {

    /** Set {@code -Didgen.golden.update=true} to rewrite the golden files from the current output. */
    static final boolean UPDATE_GOLDEN = Boolean.getBoolean("idgen.golden.update");

    /**
     * A stand-in for idgen-jdbc's engine with its two generator methods and {@code declareColumn}, so the processor's
     * detection of them is tested without depending on idgen-jdbc (the end-to-end module compiles
     * against the real one).
     */
    static final JavaFileObject ENGINE = JavaFileObjects.forSourceLines("dev.idgen.jdbc.IdGenEngine",
            "package dev.idgen.jdbc;",
            "",
            "import dev.idgen.IdGenerator;",
            "import dev.idgen.format.IdFormat;",
            "import dev.idgen.jdbc.daily.FormattedIdGenerator;",
            "",
            "public final class IdGenEngine {",
            "    public IdGenerator generator(String strategy, String key) { throw new UnsupportedOperationException(); }",
            "    public IdGenerator generator(String strategy, String key, String subKey) {",
            "        throw new UnsupportedOperationException();",
            "    }",
            "    public FormattedIdGenerator formatted(String key, IdFormat format) {",
            "        throw new UnsupportedOperationException();",
            "    }",
            "    public void declareColumn(String strategy, String key, String subKey, String column, long maxId) {",
            "        throw new UnsupportedOperationException();",
            "    }",
            "    public javax.sql.DataSource dataSource() { throw new UnsupportedOperationException(); }",
            "}");

    /**
     * A stand-in for idgen-jdbc's start-up check of a table's existing rows: with it (and {@link #ENGINE}'s
     * {@code dataSource()}) on the classpath, segment and slow-ordered helpers of numeric columns make the check
     * once per engine before the key's first id.
     */
    static final JavaFileObject EXISTING_ROWS = JavaFileObjects.forSourceLines("dev.idgen.jdbc.admin.ExistingRows",
            "package dev.idgen.jdbc.admin;",
            "",
            "import dev.idgen.jdbc.IdGenEngine;",
            "import javax.sql.DataSource;",
            "",
            "public final class ExistingRows {",
            "    public static long check(IdGenEngine engine, DataSource dataSource, String strategy, String key,",
            "            String subKey, String table, String column) {",
            "        throw new UnsupportedOperationException();",
            "    }",
            "}");

    /**
     * A stand-in for idgen-jdbc's {@code FormattedIdGenerator}, with the methods of the real one
     * (the end-to-end module compiles against the real one); always compiled with {@link #ENGINE}.
     */
    static final JavaFileObject FORMATTED_ID_GENERATOR = JavaFileObjects.forSourceLines(
            "dev.idgen.jdbc.daily.FormattedIdGenerator",
            "package dev.idgen.jdbc.daily;",
            "",
            "import dev.idgen.format.IdFormat;",
            "import java.util.function.Consumer;",
            "",
            "public interface FormattedIdGenerator {",
            "    IdFormat format();",
            "    String nextId();",
            "    String nextId(Consumer<IdFormat.Values> callerParts);",
            "    String[] nextIds(int count, Consumer<IdFormat.Values> callerParts);",
            "}");

    private Compilations() {
    }

    /** javac with the processor and every warning on. */
    static Compiler javac() {
        return Compiler.javac().withProcessors(new JooqIdsProcessor()).withOptions("-Xlint:all,-processing", "-Werror");
    }

    /** The jOOQ generated sources of the test schema. */
    static List<JavaFileObject> jooqSources() {
        Path root = resource("jooq");
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(p -> p.toString().endsWith(".java")).sorted().map(p -> {
                String name = root.relativize(p).toString().replace(java.io.File.separatorChar, '.');
                return JavaFileObjects.forSourceString(name.substring(0, name.length() - ".java".length()), read(p));
            }).collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The jOOQ sources plus {@code more}. */
    static List<JavaFileObject> withJooq(JavaFileObject... more) {
        List<JavaFileObject> all = new ArrayList<>(jooqSources());
        all.addAll(List.of(more));
        return all;
    }

    static Compilation compile(JavaFileObject... sources) {
        return javac().compile(withJooq(sources));
    }

    private static List<File> jooqClassPath;

    /**
     * javac with the processor whose classpath holds the jOOQ classes as class files, compiled once
     * per JVM into {@code target/test-jooq-classes}: as when the jOOQ code lives in another module,
     * and faster than compiling it again for every test.
     */
    static Compiler javacWithJooqClasses() {
        return javac().withClasspath(jooqClassPath());
    }

    /** The test classpath with the jOOQ test classes in front (see {@link #javacWithJooqClasses()}). */
    static synchronized List<File> jooqClassPath() {
        if (jooqClassPath == null) {
            Compilation jooq = Compiler.javac().compile(jooqSources());
            if (jooq.status() != Compilation.Status.SUCCESS) {
                throw new AssertionError("the jOOQ test sources do not compile: " + jooq.diagnostics());
            }
            Path out = Paths.get("target", "test-jooq-classes");
            try {
                for (JavaFileObject file : jooq.generatedFiles()) {
                    Path target = out.resolve(file.toUri().getPath().replaceFirst("^/CLASS_OUTPUT/", ""));
                    Files.createDirectories(target.getParent());
                    try (InputStream in = file.openInputStream()) {
                        Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            List<File> path = new ArrayList<>();
            path.add(out.toFile());
            String testClassPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
            for (String entry : testClassPath.split(File.pathSeparator)) {
                path.add(new File(entry));
            }
            jooqClassPath = path;
        }
        return jooqClassPath;
    }

    /** The source text of a generated file, or a failure naming what was generated instead. */
    static String generatedSource(Compilation compilation, String className) {
        JavaFileObject file = compilation.generatedSourceFile(className).orElseThrow(() -> new AssertionError(
                className + " was not generated; generated: " + compilation.generatedSourceFiles() + "; diagnostics: "
                        + compilation.diagnostics()));
        try {
            return file.getCharContent(true).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The golden file {@code golden/<name>}, rewritten first when {@link #UPDATE_GOLDEN} is set. */
    static String golden(String name, String actual) {
        Path source = Paths.get("src/test/resources/golden").resolve(name);
        if (UPDATE_GOLDEN) {
            try {
                Files.createDirectories(source.getParent());
                Files.writeString(source, actual);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return actual;
        }
        return read(resource("golden/" + name));
    }

    static Path resource(String name) {
        URL url = Compilations.class.getClassLoader().getResource(name);
        if (url == null) {
            throw new AssertionError("missing test resource " + name);
        }
        try {
            return Paths.get(url.toURI());
        } catch (URISyntaxException e) {
            throw new AssertionError(e);
        }
    }

    static String read(Path path) {
        try {
            return Files.readString(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
