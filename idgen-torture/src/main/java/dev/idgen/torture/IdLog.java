package dev.idgen.torture;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The binary format in which workers record every id they issued, and its reader.
 *
 * <pre>
 *  file   := header block*
 *  header := int MAGIC ('IDGT'), int VERSION, byte kind, UTF strategy, UTF key, UTF node, UTF thread
 *  block  := int count, long wallMillis, long maxCallNanos, record{count}
 *  record := long id                                                  kind = KIND_IDS   (segment, snowflake)
 *          | long startNanos, long endNanos, long firstId, int count  kind = KIND_CALLS (slow-ordered)
 * </pre>
 *
 * <p>{@code wallMillis} is {@link System#currentTimeMillis()} of the writing process (the machine's
 * clock, not a worker's stepped clock) read just before the block was written: every id of the
 * block was issued before it. {@code maxCallNanos} is the longest successful call among the
 * block's. {@code startNanos}/{@code endNanos} are {@link System#nanoTime()}: on Linux one
 * {@code CLOCK_MONOTONIC} for every process of the machine, so calls of different workers compare.
 *
 * <p>A process killed with {@code kill -9} may leave its last block cut short; {@link #read} keeps
 * the block's complete records and reports the cut ({@link Recording#cutShort()}).
 */
public final class IdLog {

    public static final int MAGIC = 0x49444754; // "IDGT"
    public static final int VERSION = 1;
    public static final byte KIND_IDS = 1;
    public static final byte KIND_CALLS = 2;
    static final int BLOCK_HEADER_BYTES = 4 + 8 + 8;
    private static final int CALL_BYTES = 8 + 8 + 8 + 4;

    private IdLog() {
    }

    static int recordBytes(byte kind) {
        return kind == KIND_IDS ? 8 : CALL_BYTES;
    }

    /**
     * One recording, read back. For {@link #KIND_IDS} the ids are in {@link #ids}; for
     * {@link #KIND_CALLS} the calls are in {@link #starts}, {@link #ends}, {@link #firsts} and
     * {@link #counts}. Record {@code i} belongs to the block {@code b} with
     * {@code blockEnds[b-1] <= i < blockEnds[b]}.
     */
    public static final class Recording {
        public final Path file;
        public final byte kind;
        public final String strategy;
        public final String key;
        public final String node;
        public final String thread;
        public final int records;
        public final long[] ids;
        public final long[] starts;
        public final long[] ends;
        public final long[] firsts;
        public final int[] counts;
        public final int blocks;
        public final int[] blockEnds;
        public final long[] blockWallMillis;
        public final long[] blockMaxCallNanos;
        private final boolean cutShort;

        Recording(Path file, byte kind, String strategy, String key, String node, String thread, int records, long[] ids,
                  long[] starts, long[] ends, long[] firsts, int[] counts, int blocks, int[] blockEnds,
                  long[] blockWallMillis, long[] blockMaxCallNanos, boolean cutShort) {
            this.file = file;
            this.kind = kind;
            this.strategy = strategy;
            this.key = key;
            this.node = node;
            this.thread = thread;
            this.records = records;
            this.ids = ids;
            this.starts = starts;
            this.ends = ends;
            this.firsts = firsts;
            this.counts = counts;
            this.blocks = blocks;
            this.blockEnds = blockEnds;
            this.blockWallMillis = blockWallMillis;
            this.blockMaxCallNanos = blockMaxCallNanos;
            this.cutShort = cutShort;
        }

        /** Whether the file ends inside a block (a write cut short by kill -9). */
        public boolean cutShort() {
            return cutShort;
        }

        /** How many ids this recording holds (for calls: the sum of their counts). */
        public long idCount() {
            if (kind == KIND_IDS) {
                return records;
            }
            long n = 0;
            for (int i = 0; i < records; i++) {
                n += counts[i];
            }
            return n;
        }

        @Override
        public String toString() {
            return strategy + " '" + key + "' " + node + "/" + thread + " (" + file.getFileName() + ")";
        }
    }

    /** Reads a whole recording; a cut-short last block keeps its complete records. */
    public static Recording read(Path file) {
        try (InputStream raw = Files.newInputStream(file);
             DataInputStream in = new DataInputStream(new BufferedInputStream(raw, 1 << 16))) {
            if (in.readInt() != MAGIC) {
                throw new IllegalStateException(file + " is not an idgen torture recording (bad magic)");
            }
            int version = in.readInt();
            if (version != VERSION) {
                throw new IllegalStateException(file + " has format version " + version + ", expected " + VERSION);
            }
            byte kind = in.readByte();
            String strategy = in.readUTF();
            String key = in.readUTF();
            String node = in.readUTF();
            String thread = in.readUTF();
            long remaining = Files.size(file);
            Builder b = new Builder(kind, (int) Math.min(remaining / recordBytes(kind) + 1, Integer.MAX_VALUE - 8));
            boolean cutShort = false;
            for (;;) {
                int count;
                try {
                    count = in.readInt();
                } catch (EOFException end) {
                    break; // a clean end between blocks
                }
                long wall;
                long maxCall;
                try {
                    wall = in.readLong();
                    maxCall = in.readLong();
                } catch (EOFException cut) {
                    cutShort = true;
                    break;
                }
                int complete = 0;
                try {
                    for (; complete < count; complete++) {
                        b.readRecord(in);
                    }
                } catch (EOFException cut) {
                    cutShort = true;
                }
                if (complete > 0) {
                    b.endBlock(wall, maxCall);
                }
                if (complete < count) {
                    break;
                }
            }
            return b.build(file, kind, strategy, key, node, thread, cutShort);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the id recording " + file, e);
        }
    }

    private static final class Builder {
        final byte kind;
        int n;
        long[] a;
        long[] b;
        long[] c;
        int[] d;
        int blocks;
        int[] blockEnds = new int[64];
        long[] wall = new long[64];
        long[] maxCall = new long[64];

        Builder(byte kind, int capacityHint) {
            this.kind = kind;
            int cap = Math.max(16, capacityHint);
            a = new long[cap];
            if (kind == KIND_CALLS) {
                b = new long[cap];
                c = new long[cap];
                d = new int[cap];
            }
        }

        void readRecord(DataInputStream in) throws IOException {
            if (n == a.length) {
                grow();
            }
            if (kind == KIND_IDS) {
                a[n] = in.readLong();
            } else {
                long start = in.readLong();
                long end = in.readLong();
                long first = in.readLong();
                int count = in.readInt();
                a[n] = start;
                b[n] = end;
                c[n] = first;
                d[n] = count;
            }
            n++;
        }

        private void grow() {
            int cap = a.length * 2;
            a = Arrays.copyOf(a, cap);
            if (kind == KIND_CALLS) {
                b = Arrays.copyOf(b, cap);
                c = Arrays.copyOf(c, cap);
                d = Arrays.copyOf(d, cap);
            }
        }

        void endBlock(long wallMillis, long maxCallNanos) {
            if (blocks == blockEnds.length) {
                blockEnds = Arrays.copyOf(blockEnds, blocks * 2);
                wall = Arrays.copyOf(wall, blocks * 2);
                maxCall = Arrays.copyOf(maxCall, blocks * 2);
            }
            blockEnds[blocks] = n;
            wall[blocks] = wallMillis;
            maxCall[blocks] = maxCallNanos;
            blocks++;
        }

        Recording build(Path file, byte kind, String strategy, String key, String node, String thread, boolean cutShort) {
            if (kind == KIND_IDS) {
                return new Recording(file, kind, strategy, key, node, thread, n, Arrays.copyOf(a, n), null, null, null,
                        null, blocks, blockEnds, wall, maxCall, cutShort);
            }
            return new Recording(file, kind, strategy, key, node, thread, n, null, Arrays.copyOf(a, n),
                    Arrays.copyOf(b, n), Arrays.copyOf(c, n), Arrays.copyOf(d, n), blocks, blockEnds, wall, maxCall,
                    cutShort);
        }
    }
}
