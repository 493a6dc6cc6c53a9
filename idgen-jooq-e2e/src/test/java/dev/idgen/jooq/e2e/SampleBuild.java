package dev.idgen.jooq.e2e;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.sql.DataSource;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.jooq.codegen.GenerationTool;
import org.jooq.meta.jaxb.Configuration;
import org.jooq.meta.jaxb.Database;
import org.jooq.meta.jaxb.Generator;
import org.jooq.meta.jaxb.Target;

/**
 * Builds the sample shop the way its own build would, into {@code target/sample-app} (kept after
 * the test for a look): jOOQ's code generator reads the migrated schema from PostgreSQL, then javac
 * compiles the generated jOOQ classes with the shop's sources, idgen-processor on the processor
 * path. The result is loaded in a class loader whose parent is the test's, so the shop shares
 * jOOQ's and idgen's classes with the test.
 */
final class SampleBuild implements AutoCloseable {

    /** The package jOOQ generates into. */
    static final String JOOQ_PACKAGE = "com.example.shop.db";

    final Path jooqSources;
    final Path helperSources;
    final Path classes;
    final List<Diagnostic<? extends JavaFileObject>> diagnostics;
    final URLClassLoader loader;

    private SampleBuild(Path root, List<Diagnostic<? extends JavaFileObject>> diagnostics) throws MalformedURLException {
        this.jooqSources = root.resolve("jooq");
        this.helperSources = root.resolve("generated");
        this.classes = root.resolve("classes");
        this.diagnostics = diagnostics;
        this.loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, SampleBuild.class.getClassLoader());
    }

    /** The sample application's folder: its {@code db/migration} and {@code java}. */
    static Path sampleApp() {
        return Paths.get(System.getProperty("idgen.sampleApp", "src/test/sample-app"));
    }

    /** Generates jOOQ's classes from the schema behind {@code dataSource}, then compiles; fails with javac's output. */
    static SampleBuild build(DataSource dataSource, Path root) throws Exception {
        deleteRecursively(root);
        try (Connection connection = dataSource.getConnection()) {
            Path jooq = Files.createDirectories(root.resolve("jooq"));
            GenerationTool generator = new GenerationTool();
            generator.setConnection(connection);
            generator.run(new Configuration().withGenerator(new Generator()
                    .withDatabase(new Database()
                            .withName("org.jooq.meta.postgres.PostgresDatabase")
                            .withInputSchema("public")
                            .withExcludes("flyway_schema_history|idgen_.*"))
                    .withTarget(new Target()
                            .withPackageName(JOOQ_PACKAGE)
                            .withDirectory(jooq.toString())
                            .withEncoding("UTF-8"))));
        }
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        Files.createDirectories(root.resolve("generated"));
        Files.createDirectories(root.resolve("classes"));
        List<Path> sources = javaFiles(root.resolve("jooq"));
        sources.addAll(javaFiles(sampleApp().resolve("java")));

        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        String classPath = testClassPath();
        List<String> options = List.of(
                "-d", root.resolve("classes").toString(),
                "-s", root.resolve("generated").toString(),
                "-classpath", classPath,
                // the processor is found through its META-INF/services entry, as in a build that puts
                // idgen-processor on the processor path (JDK 23+ no longer searches the class path)
                "--processor-path", classPath,
                "-encoding", "UTF-8",
                "-Xlint:all,-processing");
        StringWriter out = new StringWriter();
        boolean ok;
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8)) {
            ok = javac.getTask(out, files, diagnostics, options, null,
                    files.getJavaFileObjectsFromPaths(sources)).call();
        }
        SampleBuild build = new SampleBuild(root, diagnostics.getDiagnostics());
        if (!ok) {
            build.close();
            throw new AssertionError("the sample shop does not compile:\n" + out + "\n" + build.diagnostics.stream()
                    .map(Object::toString).collect(Collectors.joining("\n")));
        }
        return build;
    }

    /** Warnings and errors javac reported in the helpers the processor generated. */
    List<String> helperDiagnostics() {
        List<String> found = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics) {
            if (d.getKind() != Diagnostic.Kind.NOTE && d.getSource() != null
                    && Paths.get(d.getSource().toUri()).startsWith(helperSources.toAbsolutePath())) {
                found.add(d.toString());
            }
        }
        return found;
    }

    @Override
    public void close() throws IOException {
        loader.close();
    }

    /** The test's class path (surefire hides it behind a manifest-only jar on {@code java.class.path}). */
    private static String testClassPath() {
        String path = System.getProperty("surefire.test.class.path");
        return path != null && !path.isBlank() ? path : System.getProperty("java.class.path");
    }

    private static List<Path> javaFiles(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(p -> p.toString().endsWith(".java")).sorted().collect(Collectors.toCollection(ArrayList::new));
        }
    }

    private static void deleteRecursively(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> files = Files.walk(root)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) {
                Files.delete(p);
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }
}
