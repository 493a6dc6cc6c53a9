package dev.idgen.torture;

import dev.idgen.IdGenerationException;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * What a worker process reports besides ids: every failed call (exception class, message, how long
 * the call took), calls that stalled past their bound, snowflake start-ups and lifecycle events.
 * One tab-separated line per entry, written and flushed at once (so it survives {@code kill -9}),
 * from any thread.
 *
 * <pre>
 *  type  wallMillis  startNanos  durationNanos  strategy  key  node  thread  errorClass  idgenError  message
 * </pre>
 */
public final class Journal implements AutoCloseable {

    /** The kinds of entry. */
    public enum Type {
        /** A call threw: {@code errorClass} and message say what, {@code durationNanos} how long it took. */
        ERROR,
        /** A call was still running past the call bound (seen by the watchdog while it ran). */
        STALL,
        /** A thread did not finish within its bound when the worker was stopped. */
        HUNG,
        /** A snowflake generator was obtained (message {@code worker=<id>}) or failed to be; duration = how long it took. */
        STARTUP,
        /** Something happened: a fault applied, a lease lost, the pool exhausted. */
        EVENT
    }

    /** The message of a successful {@link Type#STARTUP}: this prefix, then the leased worker id. */
    static final String LEASED_PREFIX = "worker=";

    /** The message of an {@link Type#EVENT} reporting the worker's scheduling lag (in {@code durationNanos}). */
    static final String LAG_PREFIX = "scheduling lag ";

    /** One entry, as read back. */
    public record Entry(Type type, long wallMillis, long startNanos, long durationNanos, String strategy, String key,
                        String node, String thread, String errorClass, boolean idgenError, String message) {

        /** The simple name of the error class ({@code -} for none). */
        public String errorKind() {
            int dot = errorClass.lastIndexOf('.');
            return dot < 0 ? errorClass : errorClass.substring(dot + 1);
        }

        /** Whether this reports the worker's scheduling lag so far ({@link #durationNanos()}). */
        public boolean lag() {
            return type == Type.EVENT && message.startsWith(LAG_PREFIX);
        }

        /** Whether this is a successful snowflake start-up ({@link Type#STARTUP} with {@code worker=<id>}). */
        public boolean leased() {
            return type == Type.STARTUP && message.startsWith(LEASED_PREFIX);
        }
    }

    private final Path file;
    private final String node;
    private final BufferedWriter out;

    public Journal(Path file, String node) {
        this.file = file;
        this.node = node;
        try {
            this.out = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the journal " + file, e);
        }
    }

    /** A call that threw {@code e} after running from {@code startNanos} for {@code durationNanos}. */
    public void error(String strategy, String key, String thread, long startNanos, long durationNanos, Throwable e) {
        write(Type.ERROR, startNanos, durationNanos, strategy, key, thread, e.getClass().getName(),
                e instanceof IdGenerationException, describe(e));
    }

    /** A call still running after {@code runningNanos}. */
    public void stall(String strategy, String key, String thread, long startNanos, long runningNanos) {
        write(Type.STALL, startNanos, runningNanos, strategy, key, thread, "-", false,
                "call still running after " + runningNanos / 1_000_000 + " ms");
    }

    /** A thread that did not finish when stopped. */
    public void hung(String strategy, String key, String thread, long startNanos, long runningNanos, String where) {
        write(Type.HUNG, startNanos, runningNanos, strategy, key, thread, "-", false, where);
    }

    /** A snowflake start-up that took {@code durationNanos}: {@code error} null on success. */
    public void startup(long startNanos, long durationNanos, int workerId, Throwable error) {
        if (error == null) {
            write(Type.STARTUP, startNanos, durationNanos, "snowflake", TortureSettings.NAMESPACE, "snowflake-holder",
                    "-", true, LEASED_PREFIX + workerId);
        } else {
            write(Type.STARTUP, startNanos, durationNanos, "snowflake", TortureSettings.NAMESPACE, "snowflake-holder",
                    error.getClass().getName(), error instanceof IdGenerationException, describe(error));
        }
    }

    /**
     * The longest this worker's watchdog woke up late so far, {@code lagNanos}: what a busy machine (other
     * processes on every core, a GC pause) adds to a call's own waits, measured in the run.
     */
    public void lag(long lagNanos, long periodMillis) {
        write(Type.EVENT, System.nanoTime(), lagNanos, "-", "-", Thread.currentThread().getName(), "-", true,
                LAG_PREFIX + lagNanos / 1_000_000 + " ms (the watchdog, parked " + periodMillis + " ms, woke up that late)");
    }

    /** Something worth knowing happened. */
    public void event(String what) {
        write(Type.EVENT, System.nanoTime(), 0, "-", "-", Thread.currentThread().getName(), "-", true, what);
    }

    private synchronized void write(Type type, long startNanos, long durationNanos, String strategy, String key,
                                    String thread, String errorClass, boolean idgenError, String message) {
        String line = type + "\t" + System.currentTimeMillis() + "\t" + startNanos + "\t" + durationNanos + "\t" + strategy
                + "\t" + key + "\t" + node + "\t" + thread + "\t" + errorClass + "\t" + idgenError + "\t"
                + oneLine(message);
        try {
            out.write(line);
            out.newLine();
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write to the journal " + file + ": " + line, e);
        }
    }

    @Override
    public synchronized void close() {
        try {
            out.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot close the journal " + file, e);
        }
    }

    /** Reads a journal; a last line cut short by {@code kill -9} is skipped. */
    public static List<Entry> read(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the journal " + file, e);
        }
        List<Entry> out = new ArrayList<>(lines.size());
        for (String line : lines) {
            String[] f = line.split("\t", 11);
            if (f.length < 11) {
                continue; // the last line of a killed process, cut short
            }
            out.add(new Entry(Type.valueOf(f[0]), Long.parseLong(f[1]), Long.parseLong(f[2]), Long.parseLong(f[3]), f[4],
                    f[5], f[6], f[7], f[8], Boolean.parseBoolean(f[9]), f[10]));
        }
        return out;
    }

    /** Class and message of {@code e}, and of its root cause when different. */
    static String describe(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String head = e.getClass().getSimpleName() + ": " + e.getMessage();
        return root == e ? head : head + " (root cause " + root.getClass().getSimpleName() + ": " + root.getMessage() + ")";
    }

    private static String oneLine(String s) {
        return s == null ? "null" : s.replace('\t', ' ').replace('\n', ' ').replace('\r', ' ');
    }
}
