package dev.idgen.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A TCP proxy on {@code 127.0.0.1} that tests put between a client (a connection pool) and a
 * database server to simulate network failures.
 *
 * <p>Guarantees:
 * <ul>
 *   <li>{@link #start(String, int)} returns once the proxy listens on {@link #port()}; every
 *       accepted connection gets its own connection to the target and bytes are forwarded both
 *       ways unchanged and in order, half-closes included.</li>
 *   <li>{@link #cut()}: when it returns, every live connection has been closed on both sides with a
 *       TCP reset, and until {@link #restore()} every newly accepted connection is reset at once,
 *       so clients fail fast (reset or end of stream) instead of hanging.</li>
 *   <li>{@link #freeze()}: from its return until {@link #restore()}, no byte read afterwards is
 *       forwarded on any connection, old or new (a black hole: nothing is closed, so clients only
 *       notice through their own timeouts). Bytes held while frozen are forwarded after
 *       {@link #restore()}. A chunk whose write had already begun when {@code freeze()} was called
 *       may still arrive.</li>
 *   <li>{@link #close()} stops listening, resets every connection and is idempotent.</li>
 *   <li>All threads are daemon threads that block (never spin). A forwarding thread that finds
 *       itself interrupted closes its connection and keeps its interrupt status.</li>
 * </ul>
 */
public final class TcpProxy implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(TcpProxy.class);
    private static final AtomicInteger PROXY_IDS = new AtomicInteger();

    private final String name;
    private final String targetHost;
    private final int targetPort;
    private final ServerSocket server;
    private final Thread acceptor;
    private final Set<ProxyConnection> links = ConcurrentHashMap.newKeySet();
    private final AtomicInteger accepted = new AtomicInteger();
    private final Object state = new Object();
    private boolean cut; // guarded by state
    private boolean frozen; // guarded by state
    private boolean closed; // guarded by state

    private TcpProxy(String targetHost, int targetPort, ServerSocket server) {
        this.name = "tcp-proxy-" + PROXY_IDS.incrementAndGet();
        this.targetHost = targetHost;
        this.targetPort = targetPort;
        this.server = server;
        this.acceptor = new Thread(this::acceptLoop, name + "-accept");
        this.acceptor.setDaemon(true);
    }

    /**
     * Starts a proxy listening on {@code 127.0.0.1} on an ephemeral port and forwarding to
     * {@code targetHost:targetPort}. The target is only contacted when a client connects.
     *
     * @throws UncheckedIOException naming the target if the listening socket cannot be opened
     */
    public static TcpProxy start(String targetHost, int targetPort) {
        if (targetPort <= 0 || targetPort > 65_535) {
            throw new IllegalArgumentException("invalid target port " + targetPort + " for host " + targetHost);
        }
        ServerSocket server;
        try {
            server = new ServerSocket(0, 50, InetAddress.getByName("127.0.0.1"));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open a listening socket on 127.0.0.1 for a proxy to "
                    + targetHost + ":" + targetPort, e);
        }
        TcpProxy proxy = new TcpProxy(targetHost, targetPort, server);
        proxy.acceptor.start();
        log.debug("{}: listening on 127.0.0.1:{}, forwarding to {}:{}", proxy.name, proxy.port(), targetHost, targetPort);
        return proxy;
    }

    /** The local port clients connect to (on {@code 127.0.0.1}). */
    public int port() {
        return server.getLocalPort();
    }

    /** The host this proxy forwards to. */
    public String targetHost() {
        return targetHost;
    }

    /** The port this proxy forwards to. */
    public int targetPort() {
        return targetPort;
    }

    /** Closes every live connection (both sides, with a reset) and resets new ones until {@link #restore()}. */
    public void cut() {
        List<ProxyConnection> toClose;
        synchronized (state) {
            cut = true;
            toClose = new ArrayList<>(links);
        }
        log.debug("{}: cut, closing {} live connection(s)", name, toClose.size());
        toClose.forEach(link -> link.close(true));
    }

    /** Stops forwarding bytes on every connection, live and new, without closing any, until {@link #restore()}. */
    public void freeze() {
        synchronized (state) {
            frozen = true;
        }
        log.debug("{}: frozen", name);
    }

    /** Undoes {@link #cut()} and {@link #freeze()}: new connections are forwarded, held bytes flow again. */
    public void restore() {
        synchronized (state) {
            cut = false;
            frozen = false;
            state.notifyAll();
        }
        log.debug("{}: restored", name);
    }

    /** How many client connections were accepted since start, including those reset by {@link #cut()}. */
    public int acceptedConnections() {
        return accepted.get();
    }

    /** How many client connections are open right now (frozen ones included). */
    public int liveConnections() {
        return links.size();
    }

    /** Stops listening and resets every connection. Idempotent. */
    @Override
    public void close() {
        List<ProxyConnection> toClose;
        synchronized (state) {
            if (closed) {
                return;
            }
            closed = true;
            toClose = new ArrayList<>(links);
            state.notifyAll();
        }
        ProxyConnection.closeQuietly(server, name + " listening socket");
        toClose.forEach(link -> link.close(true));
        if (Thread.currentThread() != acceptor) {
            try {
                acceptor.join(2_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        log.debug("{}: closed after {} accepted connection(s)", name, accepted.get());
    }

    @Override
    public String toString() {
        return name + "[127.0.0.1:" + port() + " -> " + targetHost + ":" + targetPort + "]";
    }

    private void acceptLoop() {
        while (true) {
            Socket client;
            try {
                client = server.accept();
            } catch (IOException e) {
                if (isClosed()) {
                    return;
                }
                // Not a transient condition we could wait out without spinning: stop the proxy.
                log.error("{}: accept failed, closing the proxy", name, e);
                close();
                return;
            }
            int n = accepted.incrementAndGet();
            ProxyConnection link = new ProxyConnection(name + "-conn-" + n, client, this);
            boolean rejected;
            synchronized (state) {
                rejected = cut || closed;
                if (!rejected) {
                    links.add(link);
                }
            }
            if (rejected) {
                log.debug("{}: reset new connection {} (cut or closed)", name, n);
                ProxyConnection.reset(client, link + " client");
                continue;
            }
            link.start();
        }
    }

    private boolean isClosed() {
        synchronized (state) {
            return closed;
        }
    }

    /**
     * Blocks while the proxy is frozen. Returns true if the caller may forward, false if the link
     * or the proxy was closed meanwhile. An interrupted thread closes its link, keeps its
     * interrupt status and gets false.
     */
    boolean awaitForwarding(ProxyConnection link) {
        boolean interrupted = Thread.currentThread().isInterrupted();
        synchronized (state) {
            while (frozen && !link.isClosed() && !closed && !interrupted) {
                try {
                    state.wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (!interrupted) {
                return !link.isClosed() && !closed;
            }
        }
        Thread.currentThread().interrupt();
        log.debug("{}: forwarding thread interrupted, closing the connection", link);
        link.close(false);
        return false;
    }

    /** Called by a connection once it is closed: forgets it and wakes threads waiting in {@link #awaitForwarding}. */
    void closed(ProxyConnection link) {
        links.remove(link);
        synchronized (state) {
            state.notifyAll();
        }
    }
}
