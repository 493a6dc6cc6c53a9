package dev.idgen.torture;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Records what one generating thread issued, in the binary format of {@link IdLog}. Not
 * thread-safe: one writer per thread.
 *
 * <p>Records are buffered in memory and written as one block with a single {@code write} to the
 * kernel when {@code flushRecords} are buffered or {@code flushNanos} have passed since the last
 * block ({@link #flushIfDue()}). Written blocks survive {@code kill -9} of the process (they are in
 * the kernel's page cache); what is still buffered does not — at most {@code flushRecords} records
 * per thread, plus the call in flight. Every block carries the real wall clock
 * ({@link System#currentTimeMillis()}, never a worker's stepped clock) read just before it is
 * written, so every id of the block was issued before that time.
 */
public final class IdLogWriter implements AutoCloseable {

    private final FileChannel channel;
    private final Path file;
    private final byte kind;
    private final int flushRecords;
    private final long flushNanos;
    private final ByteBuffer buffer;
    private int buffered;
    private long blockMaxCallNanos;
    private long lastFlushNanos = System.nanoTime();
    private long recorded;

    private IdLogWriter(Path file, byte kind, String strategy, String key, String node, String thread, int flushRecords,
                        long flushNanos) {
        this.file = file;
        this.kind = kind;
        this.flushRecords = flushRecords;
        this.flushNanos = flushNanos;
        this.buffer = ByteBuffer.allocate(IdLog.BLOCK_HEADER_BYTES + flushRecords * IdLog.recordBytes(kind));
        try {
            this.channel = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            ByteArrayOutputStream header = new ByteArrayOutputStream();
            try (DataOutputStream out = new DataOutputStream(header)) {
                out.writeInt(IdLog.MAGIC);
                out.writeInt(IdLog.VERSION);
                out.writeByte(kind);
                out.writeUTF(strategy);
                out.writeUTF(key);
                out.writeUTF(node);
                out.writeUTF(thread);
            }
            writeFully(ByteBuffer.wrap(header.toByteArray()));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the id recording " + file, e);
        }
    }

    /** A recording of single ids (segment, snowflake). */
    public static IdLogWriter ids(Path file, String strategy, String key, String node, String thread, int flushRecords,
                                  long flushNanos) {
        return new IdLogWriter(file, IdLog.KIND_IDS, strategy, key, node, thread, flushRecords, flushNanos);
    }

    /** A recording of calls with their start and end (slow-ordered). */
    public static IdLogWriter calls(Path file, String strategy, String key, String node, String thread, int flushRecords,
                                    long flushNanos) {
        return new IdLogWriter(file, IdLog.KIND_CALLS, strategy, key, node, thread, flushRecords, flushNanos);
    }

    /** Records one issued id (an {@link IdLog#KIND_IDS} recording). */
    public void id(long id) {
        if (buffered == 0) {
            buffer.position(IdLog.BLOCK_HEADER_BYTES);
        }
        buffer.putLong(id);
        recorded++;
        if (++buffered == flushRecords) {
            flush();
        }
    }

    /**
     * Records one call that returned ids {@code first .. first + count - 1}, started at
     * {@code startNanos} and returned at {@code endNanos} ({@link System#nanoTime()}); an
     * {@link IdLog#KIND_CALLS} recording.
     */
    public void call(long startNanos, long endNanos, long first, int count) {
        if (buffered == 0) {
            buffer.position(IdLog.BLOCK_HEADER_BYTES);
        }
        buffer.putLong(startNanos).putLong(endNanos).putLong(first).putInt(count);
        recorded += count;
        callTook(endNanos - startNanos);
        if (++buffered == flushRecords) {
            flush();
        }
    }

    /** Notes how long a successful call took; the block keeps the longest. */
    public void callTook(long nanos) {
        if (nanos > blockMaxCallNanos) {
            blockMaxCallNanos = nanos;
        }
    }

    /** Writes the buffered records if the flush interval has passed since the last block. */
    public void flushIfDue() {
        if (buffered > 0 && System.nanoTime() - lastFlushNanos >= flushNanos) {
            flush();
        }
    }

    /** Writes the buffered records as one block now. */
    public void flush() {
        lastFlushNanos = System.nanoTime();
        if (buffered == 0) {
            return;
        }
        int end = buffer.position();
        buffer.putInt(0, buffered);
        buffer.putLong(4, System.currentTimeMillis());
        buffer.putLong(12, blockMaxCallNanos);
        buffer.position(0).limit(end);
        try {
            writeFully(buffer);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write to the id recording " + file + "; " + buffered
                    + " records are lost from the check", e);
        } finally {
            buffer.clear();
            buffered = 0;
            blockMaxCallNanos = 0;
        }
    }

    /** Ids recorded so far (written or buffered). */
    public long recorded() {
        return recorded;
    }

    public byte kind() {
        return kind;
    }

    /** Writes what is buffered and closes the file. */
    @Override
    public void close() {
        try {
            flush();
        } finally {
            try {
                channel.close();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot close the id recording " + file, e);
            }
        }
    }

    private void writeFully(ByteBuffer b) throws IOException {
        while (b.hasRemaining()) {
            channel.write(b);
        }
    }

    @Override
    public String toString() {
        return "IdLogWriter[" + file + "]";
    }
}
