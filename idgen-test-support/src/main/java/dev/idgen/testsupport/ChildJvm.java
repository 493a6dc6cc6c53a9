package dev.idgen.testsupport;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A separate JVM running a main class on this JVM's classpath: a second (third, ...) node for
 * tests, which can be killed with SIGKILL. Its standard output and error go to a file.
 */
public final class ChildJvm implements AutoCloseable {

    private final Process process;
    private final Path output;
    private final String name;

    private ChildJvm(Process process, Path output, String name) {
        this.process = process;
        this.output = output;
        this.name = name;
    }

    /** Starts {@code mainClass} with {@code args} in a new JVM with a 256 MB heap. */
    public static ChildJvm start(Class<?> mainClass, List<String> args) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-Xmx256m", "-XX:+UseSerialGC", "-cp",
                System.getProperty("java.class.path"), mainClass.getName()));
        command.addAll(args);
        try {
            Path out = Files.createTempFile("idgen-child-" + mainClass.getSimpleName() + "-", ".log");
            Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(out.toFile())
                    .directory(new File(".")).start();
            return new ChildJvm(p, out, mainClass.getSimpleName() + " pid " + p.pid());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start a child JVM for " + mainClass.getName(), e);
        }
    }

    public long pid() {
        return process.pid();
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /**
     * Waits for the JVM to exit and returns its exit code.
     *
     * @throws IllegalStateException when it is still running after {@code timeout} (it is killed then)
     */
    public int waitFor(Duration timeout) {
        try {
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
                throw new IllegalStateException(name + " still running after " + timeout + "; killed. Output:\n" + output());
            }
            return process.exitValue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
            throw new IllegalStateException("interrupted while waiting for " + name, e);
        }
    }

    /** SIGKILL: the JVM gets no chance to run shutdown hooks or release anything. */
    public void kill() {
        process.destroyForcibly();
        try {
            process.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Everything the JVM printed so far. */
    public String output() {
        try {
            return Files.readString(output, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the output of " + name + " from " + output, e);
        }
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            kill();
        }
    }

    @Override
    public String toString() {
        return name;
    }
}
