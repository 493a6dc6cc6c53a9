package dev.idgen.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * A TCP forwarder on 127.0.0.1 that holds every chunk for a fixed time before passing it on, in
 * both directions, so a round trip to the database costs about twice that more: a stand-in for the
 * network between an application and its database, which loopback does not have. Per connection
 * and direction, chunks keep their order (each waits its full delay after the one before it was
 * read). Daemon threads; lives until the JVM exits.
 */
final class LatencyProxy {

    private final ServerSocket server;
    private final long delayNanos;
    private final int targetPort;

    private LatencyProxy(ServerSocket server, int targetPort, long delayNanos) {
        this.server = server;
        this.targetPort = targetPort;
        this.delayNanos = delayNanos;
    }

    /** Starts forwarding from an ephemeral port to {@code 127.0.0.1:targetPort}, {@code oneWayMicros} each way. */
    static LatencyProxy start(int targetPort, long oneWayMicros) {
        try {
            LatencyProxy proxy = new LatencyProxy(new ServerSocket(0, 50, InetAddress.getLoopbackAddress()), targetPort,
                    TimeUnit.MICROSECONDS.toNanos(oneWayMicros));
            daemon(proxy::acceptLoop, "latency-proxy-accept");
            return proxy;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the latency proxy's port: " + e.getMessage(), e);
        }
    }

    int port() {
        return server.getLocalPort();
    }

    private void acceptLoop() {
        while (true) {
            try {
                Socket client = server.accept();
                Socket target = new Socket(InetAddress.getLoopbackAddress(), targetPort);
                client.setTcpNoDelay(true);
                target.setTcpNoDelay(true);
                daemon(() -> pump(client, target), "latency-proxy-up");
                daemon(() -> pump(target, client), "latency-proxy-down");
            } catch (IOException e) {
                System.err.println("# latency proxy: accept failed, no more connections: " + e);
                return;
            }
        }
    }

    private void pump(Socket from, Socket to) {
        byte[] buffer = new byte[16 * 1024];
        try (from; to) {
            InputStream in = from.getInputStream();
            OutputStream out = to.getOutputStream();
            int n;
            while ((n = in.read(buffer)) >= 0) {
                long due = System.nanoTime() + delayNanos;
                for (long left = delayNanos; left > 0; left = due - System.nanoTime()) {
                    LockSupport.parkNanos(left);
                }
                out.write(buffer, 0, n);
            }
        } catch (IOException e) {
            // the other side closed: both sockets are closed by the try block, which ends this direction
        }
    }

    private static void daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        t.start();
    }
}
