package dev.idgen.testsupport;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One client connection accepted by a {@link TcpProxy} and its connection to the target: one
 * daemon thread connects to the target and then forwards client→target, a second one forwards
 * target→client. Closing is idempotent and closes both sockets.
 */
final class ProxyConnection {

    private static final Logger log = LoggerFactory.getLogger(TcpProxy.class);
    private static final int CONNECT_TIMEOUT_MILLIS = 2_000;
    private static final int BUFFER_SIZE = 16 * 1024;

    private final String name;
    private final Socket client;
    private final TcpProxy proxy;
    private final AtomicInteger finishedDirections = new AtomicInteger();
    private Socket target; // guarded by this
    private volatile boolean closed; // written under this

    ProxyConnection(String name, Socket client, TcpProxy proxy) {
        this.name = name;
        this.client = client;
        this.proxy = proxy;
    }

    /** Starts the thread that connects to the target and then forwards. */
    void start() {
        Thread up = new Thread(this::connectAndForward, name + "-up");
        up.setDaemon(true);
        up.start();
    }

    boolean isClosed() {
        return closed;
    }

    private void connectAndForward() {
        Socket socket = new Socket();
        try {
            socket.connect(new InetSocketAddress(proxy.targetHost(), proxy.targetPort()), CONNECT_TIMEOUT_MILLIS);
            socket.setTcpNoDelay(true);
            client.setTcpNoDelay(true);
        } catch (IOException e) {
            if (!closed) {
                log.warn("{}: cannot connect to target {}:{}, closing the client connection: {}",
                        name, proxy.targetHost(), proxy.targetPort(), e.toString());
            }
            closeQuietly(socket, name + " target");
            close(false);
            return;
        }
        synchronized (this) {
            if (closed) {
                reset(socket, name + " target");
                return;
            }
            target = socket;
        }
        Thread down = new Thread(() -> forward(socket, client, "target->client"), name + "-down");
        down.setDaemon(true);
        down.start();
        forward(client, socket, "client->target");
    }

    private void forward(Socket from, Socket to, String direction) {
        byte[] buffer = new byte[BUFFER_SIZE];
        try {
            InputStream in = from.getInputStream();
            OutputStream out = to.getOutputStream();
            while (true) {
                int n = in.read(buffer);
                if (!proxy.awaitForwarding(this)) {
                    return;
                }
                if (n < 0) {
                    to.shutdownOutput();
                    if (finishedDirections.incrementAndGet() == 2) {
                        close(false);
                    }
                    return;
                }
                out.write(buffer, 0, n);
            }
        } catch (IOException e) {
            if (closed) {
                log.debug("{}: {} dropped after close (cut, close or peer): {}", name, direction, e.toString());
            } else {
                log.info("{}: {} failed, closing the connection: {}", name, direction, e.toString());
            }
            close(false);
        }
    }

    /** Closes both sockets, with a TCP reset if {@code withReset}. Idempotent. */
    void close(boolean withReset) {
        Socket socket;
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            socket = target;
        }
        closeSocket(client, withReset, name + " client");
        if (socket != null) {
            closeSocket(socket, withReset, name + " target");
        }
        proxy.closed(this);
    }

    @Override
    public String toString() {
        return name;
    }

    static void reset(Socket socket, String what) {
        closeSocket(socket, true, what);
    }

    private static void closeSocket(Socket socket, boolean withReset, String what) {
        if (withReset) {
            try {
                socket.setSoLinger(true, 0);
            } catch (SocketException e) {
                log.debug("cannot set SO_LINGER 0 on {} (already closed?): {}", what, e.toString());
            }
        }
        closeQuietly(socket, what);
    }

    static void closeQuietly(AutoCloseable closeable, String what) {
        try {
            closeable.close();
        } catch (Exception e) {
            log.debug("closing {} failed: {}", what, e.toString());
        }
    }
}
