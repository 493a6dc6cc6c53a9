package dev.idgen.cli;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs the built {@code idgen.jar} (or the launcher script) as a real process: own JVM, own working
 * directory and environment, standard input from /dev/null (so no terminal), output captured in files.
 * The jar and script are named by the system properties {@code idgen.jar} and {@code idgen.launcher}
 * that failsafe sets.
 */
final class IdgenProcess {

    private static final long TIMEOUT_SECONDS = 90;

    private IdgenProcess() {
    }

    static Path jar() {
        Path jar = Path.of(System.getProperty("idgen.jar", "target/idgen.jar"));
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException(jar.toAbsolutePath() + " does not exist; these tests run after 'package' "
                    + "(mvn verify), not from surefire");
        }
        return jar;
    }

    /** The plain jar of idgen-cli (not the shaded one): what goes on a module path. */
    static Path modularJar() {
        Path jar = Path.of(System.getProperty("idgen.modularJar", "target/idgen-cli.jar"));
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException(jar.toAbsolutePath() + " does not exist; these tests run after 'package' "
                    + "(mvn verify), not from surefire");
        }
        return jar;
    }

    static Path launcher() {
        return Path.of(System.getProperty("idgen.launcher", "idgen"));
    }

    /** {@code java -jar idgen.jar args} in {@code workingDir} with exactly {@code env} (plus PATH and HOME). */
    static Cli.Result java(Path workingDir, Map<String, String> env, String... args) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-jar", jar().toAbsolutePath().toString()));
        command.addAll(List.of(args));
        return run(workingDir, env, command);
    }

    /** {@code java --module-path modulePath -m dev.idgen.cli/dev.idgen.cli.Main args} in {@code workingDir}. */
    static Cli.Result module(Path workingDir, List<Path> modulePath, String... args) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "--module-path",
                String.join(File.pathSeparator, modulePath.stream().map(p -> p.toAbsolutePath().toString()).toList()),
                "-m", "dev.idgen.cli/dev.idgen.cli.Main"));
        command.addAll(List.of(args));
        return run(workingDir, Map.of(), command);
    }

    /** {@code bash script args}: the launcher as users run it. */
    static Cli.Result script(Path script, Path workingDir, Map<String, String> env, String... args) {
        List<String> command = new ArrayList<>(List.of("bash", script.toAbsolutePath().toString()));
        command.addAll(List.of(args));
        return run(workingDir, env, command);
    }

    private static Cli.Result run(Path workingDir, Map<String, String> env, List<String> command) {
        try {
            Path out = Files.createTempFile("idgen-it-", ".out");
            Path err = Files.createTempFile("idgen-it-", ".err");
            ProcessBuilder pb = new ProcessBuilder(command).directory(workingDir.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                    .redirectOutput(out.toFile()).redirectError(err.toFile());
            pb.environment().keySet().removeIf(k -> !k.equals("PATH") && !k.equals("HOME"));
            pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
            pb.environment().putAll(env);
            Process p = pb.start();
            try {
                if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                    throw new IllegalStateException(command + " still running after " + TIMEOUT_SECONDS + " s; killed. "
                            + "Output:\n" + Files.readString(out) + Files.readString(err));
                }
            } catch (InterruptedException e) {
                p.destroyForcibly();
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for " + command, e);
            }
            Cli.Result r = new Cli.Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
            Files.delete(out);
            Files.delete(err);
            return r;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run " + command, e);
        }
    }
}
