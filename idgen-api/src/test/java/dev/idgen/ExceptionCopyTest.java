package dev.idgen;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * One failure reaches many waiting callers as copies; a copy must keep the type callers catch on
 * (it once turned LeaseLostException and ClockMovedBackwardsException into a plain
 * IdGenerationException). Every exception class of idgen-api is found on disk, so a new one that
 * forgets to override {@code copy()} fails here.
 */
class ExceptionCopyTest {

    @Test
    void everyIdgenExceptionCopiesToItsOwnTypeWithMessageAndCause() throws Exception {
        List<Class<? extends IdGenerationException>> types = exceptionClasses();
        assertThat(types).as("the api's exception classes").hasSizeGreaterThanOrEqualTo(11)
                .contains(LeaseLostException.class, ClockMovedBackwardsException.class);
        for (Class<? extends IdGenerationException> type : types) {
            IdGenerationException original = instance(type);
            IdGenerationException copy = original.copy();
            assertThat(copy).as(type.getName()).isExactlyInstanceOf(type).isNotSameAs(original)
                    .hasMessage(original.getMessage()).hasCause(original);
        }
    }

    @Test
    void aCopiedClockFailureKeepsItsTimes() {
        ClockMovedBackwardsException e = new ClockMovedBackwardsException("worker 7", 1_000, 3_000, 5);
        ClockMovedBackwardsException copy = e.copy();
        assertThat(copy.clockMillis()).isEqualTo(1_000);
        assertThat(copy.lastIssuedMillis()).isEqualTo(3_000);
    }

    private static IdGenerationException instance(Class<? extends IdGenerationException> type) throws Exception {
        if (type == ClockMovedBackwardsException.class) {
            return new ClockMovedBackwardsException("worker 7", 1_000, 3_000, 5);
        }
        Constructor<? extends IdGenerationException> c = type.getConstructor(String.class);
        return c.newInstance("something failed for key 'order'");
    }

    @SuppressWarnings("unchecked")
    private static List<Class<? extends IdGenerationException>> exceptionClasses() throws IOException, URISyntaxException {
        Path root = Path.of(IdGenerationException.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        try (Stream<Path> files = Files.walk(root)) {
            return files.map(p -> root.relativize(p).toString())
                    .filter(n -> n.endsWith(".class") && !n.contains("$") && !n.endsWith("module-info.class")
                            && !n.endsWith("package-info.class"))
                    .map(n -> n.substring(0, n.length() - ".class".length()).replace(java.io.File.separatorChar, '.'))
                    .map(ExceptionCopyTest::load)
                    .filter(c -> IdGenerationException.class.isAssignableFrom(c) && !Modifier.isAbstract(c.getModifiers()))
                    .<Class<? extends IdGenerationException>>map(c -> (Class<? extends IdGenerationException>) c)
                    .toList();
        }
    }

    private static Class<?> load(String name) {
        try {
            return Class.forName(name, false, ExceptionCopyTest.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }
}
