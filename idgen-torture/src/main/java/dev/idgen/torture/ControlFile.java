package dev.idgen.torture;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Properties;

/**
 * How the conductor tells one worker what to do: a small properties file per worker that the
 * conductor replaces atomically (write a temporary file, then rename it over the old one) and the
 * worker polls every few milliseconds. It belongs to the worker's "machine", not to one process:
 * a worker restarted after {@code kill -9} reads the same file, so its clock is still stepped (a
 * pool exhaustion ordered before it started is its predecessor's and is not replayed).
 *
 * <p>Each change carries a higher {@link Control#version()}; a worker applies a version once and
 * then writes it to its acknowledgement file ({@link #writeAck}), which the conductor waits for.
 */
public final class ControlFile {

    /**
     * What the conductor wants a worker to do.
     *
     * @param version           increases with every change
     * @param go                start taking ids
     * @param stop              stop taking ids, flush, release and exit
     * @param clockOffsetMillis the worker's clock is the system clock plus this
     * @param exhaustSeq        increases with every pool-exhaustion order
     * @param exhaustMillis     how long the worker holds every connection of its pool for the latest order
     */
    public record Control(long version, boolean go, boolean stop, long clockOffsetMillis, long exhaustSeq,
                          long exhaustMillis) {

        /** The state before the run: waiting for go, clock untouched. */
        public static Control initial() {
            return new Control(0, false, false, 0, 0, 0);
        }

        public Control withGo() {
            return new Control(version + 1, true, stop, clockOffsetMillis, exhaustSeq, exhaustMillis);
        }

        public Control withStop() {
            return new Control(version + 1, go, true, clockOffsetMillis, exhaustSeq, exhaustMillis);
        }

        public Control withClockOffset(long offsetMillis) {
            return new Control(version + 1, go, stop, offsetMillis, exhaustSeq, exhaustMillis);
        }

        public Control withExhaust(long millis) {
            return new Control(version + 1, go, stop, clockOffsetMillis, exhaustSeq + 1, millis);
        }
    }

    private final Path file;
    private final Path ackFile;

    public ControlFile(Path file) {
        this.file = file;
        this.ackFile = file.resolveSibling(file.getFileName() + ".ack");
    }

    public Path path() {
        return file;
    }

    /** Replaces the file atomically with {@code c}. */
    public void write(Control c) {
        Properties p = new Properties();
        p.setProperty("version", String.valueOf(c.version()));
        p.setProperty("go", String.valueOf(c.go()));
        p.setProperty("stop", String.valueOf(c.stop()));
        p.setProperty("clockOffsetMillis", String.valueOf(c.clockOffsetMillis()));
        p.setProperty("exhaustSeq", String.valueOf(c.exhaustSeq()));
        p.setProperty("exhaustMillis", String.valueOf(c.exhaustMillis()));
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try {
            try (Writer w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
                p.store(w, null);
            }
            Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the control file " + file, e);
        }
    }

    /** The current order. */
    public Control read() {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the control file " + file, e);
        }
        return new Control(Long.parseLong(p.getProperty("version")), Boolean.parseBoolean(p.getProperty("go")),
                Boolean.parseBoolean(p.getProperty("stop")), Long.parseLong(p.getProperty("clockOffsetMillis")),
                Long.parseLong(p.getProperty("exhaustSeq")), Long.parseLong(p.getProperty("exhaustMillis")));
    }

    /** Worker side: records that {@code version} has been applied (atomically). */
    public void writeAck(long version) {
        Path tmp = ackFile.resolveSibling(ackFile.getFileName() + ".tmp");
        try {
            Files.writeString(tmp, String.valueOf(version), StandardCharsets.UTF_8);
            Files.move(tmp, ackFile, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the acknowledgement file " + ackFile, e);
        }
    }

    /** Conductor side: the last version a worker applied, or -1 before its first acknowledgement. */
    public long readAck() {
        try {
            return Long.parseLong(Files.readString(ackFile, StandardCharsets.UTF_8).trim());
        } catch (NoSuchFileException e) {
            return -1;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the acknowledgement file " + ackFile, e);
        }
    }
}
