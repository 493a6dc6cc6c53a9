package dev.idgen.cli;

import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import java.util.Objects;

/**
 * What a command may know about the world outside its arguments: the terminal, the environment
 * variables, the working directory and the clock. {@link #system()} is the real one; tests build
 * their own, so every command runs in-process exactly as it runs from the shell.
 *
 * @param terminal   whether a person is at the keyboard, and how to ask them
 * @param env        environment variables ({@code IDGEN_JDBC_URL}, ...)
 * @param workingDir where the embedded database lives by default ({@code ./.idgen})
 * @param clock      the local clock, for "3 min ago" of things that carry no database time
 */
public record CliContext(Terminal terminal, Map<String, String> env, Path workingDir, Clock clock) {

    public CliContext {
        Objects.requireNonNull(terminal, "terminal");
        env = Map.copyOf(env);
        workingDir = workingDir.toAbsolutePath().normalize();
        Objects.requireNonNull(clock, "clock");
    }

    /** The process's own terminal, environment, working directory and clock. */
    public static CliContext system() {
        return new CliContext(Terminal.system(), System.getenv(), Path.of(""), Clock.systemUTC());
    }

    /** The value of environment variable {@code name}, or {@code null} when unset or blank. */
    public String env(String name) {
        String value = env.get(name);
        return value == null || value.isBlank() ? null : value;
    }
}
