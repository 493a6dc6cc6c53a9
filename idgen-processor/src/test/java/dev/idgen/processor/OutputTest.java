package dev.idgen.processor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.DeclaredKeys;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What lands in the build output, with javac writing to real folders as a build does (the
 * in-memory compiler of the other tests hides the output of a failed compilation).
 */
class OutputTest {

    @Test
    void aGoodCompilationWritesTheManifestIntoTheClassOutput(@TempDir Path dir) throws IOException {
        boolean ok = compile(dir, ErrorTest.packageInfo(
                "@JooqIds(table = Coupon.class, key = \"coupon\", strategy = Strategy.SEGMENT, step = 20)"));

        assertThat(ok).isTrue();
        assertThat(dir.resolve("classes").resolve(DeclaredKeys.RESOURCE)).content().endsWith("coupon=segment;step=20\n");
        assertThat(dir.resolve("generated/com/example/shop/CouponIds.java")).exists();
    }

    @Test
    void aCompilationWithAnErrorWritesNoManifestAndNoHelperOfTheBrokenDeclaration(@TempDir Path dir) throws IOException {
        boolean ok = compile(dir, ErrorTest.packageInfo(
                "@JooqIds(table = Coupon.class, key = \"coupon\", strategy = Strategy.SEGMENT)",
                "@JooqIds(table = Big.class, key = \"big big\", strategy = Strategy.SEGMENT)"));

        assertThat(ok).isFalse();
        assertThat(dir.resolve("classes").resolve(DeclaredKeys.RESOURCE)).doesNotExist();
        assertThat(dir.resolve("generated/com/example/shop/BigIds.java")).doesNotExist();
    }

    private static boolean compile(Path dir, JavaFileObject source) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        Path classes = Files.createDirectories(dir.resolve("classes"));
        Path generated = Files.createDirectories(dir.resolve("generated"));
        StringWriter log = new StringWriter();
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, null)) {
            files.setLocation(StandardLocation.CLASS_PATH, Compilations.jooqClassPath());
            files.setLocation(StandardLocation.CLASS_OUTPUT, List.of(classes.toFile()));
            files.setLocation(StandardLocation.SOURCE_OUTPUT, List.of(generated.toFile()));
            JavaCompiler.CompilationTask task = javac.getTask(log, files, null, List.of("-proc:only"), null,
                    List.of(source));
            task.setProcessors(List.of(new JooqIdsProcessor()));
            return task.call();
        }
    }

}
