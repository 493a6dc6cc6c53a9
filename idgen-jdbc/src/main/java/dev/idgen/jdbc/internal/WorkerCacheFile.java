package dev.idgen.jdbc.internal;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import java.util.Properties;

/**
 * The optional local record of this node's worker leases, so a node can start while the database
 * is unreachable. Off by default: see the risk below.
 *
 * <p>Per namespace and datacenter it keeps the worker id, the node identity, the promise (no id of
 * the worker has a later timestamp) and until when the lease was confirmed valid (wall clock). The
 * keeper writes the promise <em>before</em> persisting it in the database (so the cached promise is
 * never behind the database's) and the validity only <em>after</em> a confirmed renewal (so the cache
 * never claims a longer lease than the database granted). A node started from the cache issues ids
 * only until that validity less a margin, after the cached promise: while the lease is valid no other
 * node can take the worker id.
 *
 * <p>Risk: this holds only if the clocks of the nodes agree within the margin (1 s), and if the file
 * is this node's own (not copied to another machine). Writes are atomic (temporary file + move).
 */
final class WorkerCacheFile {

    /**
     * One cached lease.
     *
     * @param layout the snowflake layout the lease was taken under ({@link NamespaceLayouts#describe}),
     *               {@code null} in a cache written before layouts were recorded
     */
    record Entry(int workerId, String node, long promisedUntil, long validUntilWallMillis, String layout) {
    }

    private static final Object LOCK = new Object();

    private final Path file;

    WorkerCacheFile(Path file) {
        this.file = file;
    }

    Path path() {
        return file;
    }

    Optional<Entry> read(String namespace, int datacenterId) throws IOException {
        synchronized (LOCK) {
            if (!Files.exists(file)) {
                return Optional.empty();
            }
            Properties p = load();
            String k = prefix(namespace, datacenterId);
            String worker = p.getProperty(k + "worker");
            if (worker == null) {
                return Optional.empty();
            }
            try {
                return Optional.of(new Entry(Integer.parseInt(worker), p.getProperty(k + "node"),
                        Long.parseLong(p.getProperty(k + "promisedUntil", "0")),
                        Long.parseLong(p.getProperty(k + "validUntil", "0")), p.getProperty(k + "layout")));
            } catch (NumberFormatException e) {
                throw new IdGenConfigurationException("worker cache file " + file + " is damaged (" + e.getMessage()
                        + "); delete it", e);
            }
        }
    }

    /**
     * Records a promise about to be persisted (never lowers the cached one) and the layout the lease
     * was taken under, so a start from the cache can refuse another layout.
     */
    void promise(String namespace, int datacenterId, int workerId, NodeIdentity node, long promisedUntil, String layout)
            throws IOException {
        update(namespace, datacenterId, workerId, node, p -> {
            String k = prefix(namespace, datacenterId);
            p.setProperty(k + "layout", layout);
            long cached = Long.parseLong(p.getProperty(k + "promisedUntil", "0"));
            p.setProperty(k + "promisedUntil", Long.toString(Math.max(cached, promisedUntil)));
        });
    }

    /** Records a confirmed lease validity (wall clock). */
    void confirmed(String namespace, int datacenterId, int workerId, NodeIdentity node, long validUntilWallMillis)
            throws IOException {
        update(namespace, datacenterId, workerId, node,
                p -> p.setProperty(prefix(namespace, datacenterId) + "validUntil", Long.toString(validUntilWallMillis)));
    }

    /** Forgets the lease (after a clean release). */
    void forget(String namespace, int datacenterId) throws IOException {
        synchronized (LOCK) {
            if (!Files.exists(file)) {
                return;
            }
            Properties p = load();
            String k = prefix(namespace, datacenterId);
            p.stringPropertyNames().stream().filter(n -> n.startsWith(k)).forEach(p::remove);
            store(p);
        }
    }

    private interface Change {
        void apply(Properties p);
    }

    private void update(String namespace, int datacenterId, int workerId, NodeIdentity node, Change change)
            throws IOException {
        synchronized (LOCK) {
            Properties p = Files.exists(file) ? load() : new Properties();
            String k = prefix(namespace, datacenterId);
            if (!Integer.toString(workerId).equals(p.getProperty(k + "worker"))) {
                p.stringPropertyNames().stream().filter(n -> n.startsWith(k)).forEach(p::remove);
                p.setProperty(k + "worker", Integer.toString(workerId));
            }
            p.setProperty(k + "node", node.toString());
            change.apply(p);
            store(p);
        }
    }

    private Properties load() throws IOException {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        }
        return p;
    }

    private void store(Properties p) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, file.getFileName().toString(), ".tmp");
        try (Writer w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
            p.store(w, "idgen snowflake worker leases of this node; delete to disable start-up from the cache");
        }
        // same directory, so the move is a rename: a reader never sees half a file
        Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }

    private static String prefix(String namespace, int datacenterId) {
        return namespace + "." + datacenterId + ".";
    }
}
