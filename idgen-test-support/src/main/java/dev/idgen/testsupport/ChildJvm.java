package dev.idgen.testsupport;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * A child JVM running a {@code main} class from the current test classpath: another node, another
 * process, in multi-process tests (several engines on one database, a JVM killed mid-run).
 *
 * <p>Guarantees:
 * <ul>
 *   <li>{@link #start} runs {@code <java.home>/bin/java -Xmx256m -XX:+UseSerialGC -cp <java.class.path>
 *       [jvmOptions] mainClass args} (small, so several children fit beside the test JVM) and
 *       returns once the process exists. Under surefire, {@code java.class.path} may be a
 *       manifest-only jar; its {@code Class-Path} covers the test classpath, so that works too.</li>
 *   <li>Standard output and standard error are merged and captured (the last
 *       {@value #MAX_OUTPUT_CHARS} characters) by a daemon thread; {@link #output()} returns what
 *       arrived so far, and everything once {@link #waitFor} returned.</li>
 *   <li>No child outlives its parent by accident: {@link #close()} kills a child still running,
 *       and a JVM shutdown hook kills every child not closed yet.</li>
 *   <li>Failures throw {@link IllegalStateException} naming the main class, the pid and the output.</li>
 * </ul>
 * Timing across processes: on Linux, HotSpot's {@link System#nanoTime()} reads
 * {@code CLOCK_MONOTONIC}, one clock for every process of the machine, so nano timestamps taken in
 * a child and in its parent can be compared directly (not so across machines).
 */
public final class ChildJvm implements AutoCloseable {

    /** How much output is kept: the tail beyond it is what matters when a child fails. */
    public static final int MAX_OUTPUT_CHARS = 1 << 20;

    private static final Set<Process> LIVE = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> LIVE.forEach(Process::destroyForcibly),
                "idgen-child-jvm-reaper"));
    }

    private final String mainClass;
    private final Process process;
    private final Thread reader;
    private final StringBuilder output = new StringBuilder(); // guarded by itself
    private volatile boolean killed;

    private ChildJvm(String mainClass, Process process) {
        this.mainClass = mainClass;
        this.process = process;
        this.reader = new Thread(this::readOutput, "child-jvm-" + process.pid() + "-output");
        this.reader.setDaemon(true);
        this.reader.start();
    }

    /** Starts {@code mainClass} with {@code args} in a new JVM on the current classpath, with a 256 MB heap. */
    public static ChildJvm start(Class<?> mainClass, List<String> args) {
        return start(mainClass, List.of(), args);
    }

    /**
     * Starts {@code mainClass} with {@code args} in a new JVM on the current classpath, with extra
     * JVM options such as {@code -Dname=value} (placed after the defaults, so {@code -Xmx..} overrides them).
     *
     * @throws IllegalStateException naming the command when the process cannot be started
     */
    public static ChildJvm start(Class<?> mainClass, List<String> jvmOptions, List<String> args) {
        Objects.requireNonNull(mainClass, "mainClass");
        return start(System.getProperty("java.class.path"), mainClass.getName(), jvmOptions, args);
    }

    /**
     * Starts {@code mainClass} on a class path of the caller's choosing (entries joined with
     * {@link java.io.File#pathSeparator}), for tests about what a class path holds, such as which logging an
     * application has; otherwise as {@link #start(Class, List, List)}.
     */
    public static ChildJvm start(List<Path> classPath, String mainClass, List<String> jvmOptions, List<String> args) {
        List<String> entries = new ArrayList<>();
        classPath.forEach(p -> entries.add(p.toString()));
        return start(String.join(java.io.File.pathSeparator, entries), mainClass, jvmOptions, args);
    }

    private static ChildJvm start(String classPath, String mainClass, List<String> jvmOptions, List<String> args) {
        Objects.requireNonNull(mainClass, "mainClass");
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xmx256m");
        command.add("-XX:+UseSerialGC");
        command.add("-cp");
        command.add(classPath);
        command.addAll(jvmOptions);
        command.add(mainClass);
        command.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            throw new IllegalStateException("cannot start a child JVM for " + mainClass + " with "
                    + command.get(0) + ": " + e.getMessage(), e);
        }
        LIVE.add(p);
        return new ChildJvm(mainClass, p);
    }

    /**
     * Waits for the child to exit and returns its exit code; its output is complete afterwards.
     *
     * @throws IllegalStateException with the output when it did not exit in time (it is killed
     *         then), or when the waiting thread was interrupted (the child is killed, the interrupt
     *         flag kept)
     */
    public int waitFor(Duration timeout) {
        try {
            if (!process.waitFor(timeout.toNanos(), TimeUnit.NANOSECONDS)) {
                kill();
                throw new IllegalStateException(this + " did not exit within " + timeout + "; killed it. Output:\n"
                        + output());
            }
            reader.join(TimeUnit.SECONDS.toMillis(5));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            kill();
            throw new IllegalStateException("interrupted while waiting for " + this + "; killed it", e);
        }
        LIVE.remove(process);
        return process.exitValue();
    }

    /**
     * Kills the child at once ({@link Process#destroyForcibly()}, SIGKILL on Linux), as a crash
     * would: no shutdown hook runs, nothing is released. Waits up to 10 s for it to be gone.
     */
    public void kill() {
        killed = true;
        process.destroyForcibly();
        try {
            process.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The child's process id. */
    public long pid() {
        return process.pid();
    }

    /** Whether the child is still running. */
    public boolean isAlive() {
        return process.isAlive();
    }

    /** Standard output and error of the child so far, merged (the last {@value #MAX_OUTPUT_CHARS} characters). */
    public String output() {
        synchronized (output) {
            return output.toString();
        }
    }

    /** Kills the child if it is still running (see {@link #kill()}). Idempotent. */
    @Override
    public void close() {
        if (process.isAlive()) {
            kill();
            try {
                reader.join(TimeUnit.SECONDS.toMillis(1));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        LIVE.remove(process);
    }

    @Override
    public String toString() {
        return "child JVM " + mainClass + " (pid " + process.pid() + ")";
    }

    private void readOutput() {
        char[] buffer = new char[8192];
        try (Reader in = new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)) {
            for (int n; (n = in.read(buffer)) >= 0; ) {
                synchronized (output) {
                    output.append(buffer, 0, n);
                    if (output.length() > MAX_OUTPUT_CHARS) {
                        output.delete(0, output.length() - MAX_OUTPUT_CHARS);
                    }
                }
            }
        } catch (IOException e) {
            if (!killed) {
                // kept where whoever reads the output will see it, instead of dying in a daemon thread
                synchronized (output) {
                    output.append(System.lineSeparator()).append("[ChildJvm: reading the output of ").append(this)
                            .append(" failed: ").append(e).append(']');
                }
            }
            // after kill() the stream is closed under us on purpose: nothing more to read
        }
    }
}
