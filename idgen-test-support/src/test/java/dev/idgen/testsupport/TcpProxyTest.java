package dev.idgen.testsupport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The proxy against a local echo server; the database-level behaviour is in {@link TcpProxyDatabaseTest}. */
class TcpProxyTest {

    private EchoServer echo;
    private TcpProxy proxy;

    @BeforeEach
    void start() throws IOException {
        echo = new EchoServer();
        proxy = TcpProxy.start("127.0.0.1", echo.port());
    }

    @AfterEach
    void stop() {
        proxy.close();
        echo.close();
    }

    @Test
    void forwardsBytesBothWays() throws IOException {
        try (Socket socket = connect()) {
            assertThat(roundTrip(socket, "hello")).isEqualTo("hello");
            assertThat(roundTrip(socket, "again")).isEqualTo("again");
            assertThat(proxy.acceptedConnections()).isEqualTo(1);
            assertThat(proxy.liveConnections()).isEqualTo(1);
        }
        Await.isTrue("live connections drop to 0 after the client closes", () -> proxy.liveConnections() == 0);
    }

    @Test
    void forwardsHalfClose() throws IOException {
        try (Socket socket = connect()) {
            socket.getOutputStream().write("bye".getBytes(StandardCharsets.US_ASCII));
            socket.shutdownOutput();
            // the echo server echoes, sees end of stream and closes; we must see the bytes then end of stream
            assertThat(new String(socket.getInputStream().readAllBytes(), StandardCharsets.US_ASCII)).isEqualTo("bye");
        }
    }

    @Test
    void cutResetsLiveConnectionsAndRejectsNewOnesUntilRestore() throws IOException {
        try (Socket live = connect()) {
            assertThat(roundTrip(live, "x")).isEqualTo("x");
            proxy.cut();
            assertThat(proxy.liveConnections()).isZero();
            // closed by the proxy (end of stream or a reset), not left open until the read's timeout
            assertClosedByPeer(live);
            try (Socket fresh = connect()) {
                assertClosedByPeer(fresh);
            }
            assertThat(proxy.acceptedConnections()).isEqualTo(2);
        }
        proxy.restore();
        try (Socket socket = connect()) {
            assertThat(roundTrip(socket, "back")).isEqualTo("back");
        }
    }

    @Test
    void freezeHoldsBytesWithoutClosingAndRestoreDeliversThem() throws IOException {
        try (Socket live = connect(); Socket second = connect()) {
            assertThat(roundTrip(live, "a")).isEqualTo("a");
            proxy.freeze();
            live.getOutputStream().write('b');
            second.getOutputStream().write('c');
            live.setSoTimeout(300);
            second.setSoTimeout(300);
            assertThatThrownBy(() -> live.getInputStream().read()).isInstanceOf(SocketTimeoutException.class);
            assertThatThrownBy(() -> second.getInputStream().read()).isInstanceOf(SocketTimeoutException.class);
            assertThat(proxy.liveConnections()).isEqualTo(2);

            proxy.restore();
            live.setSoTimeout(2_000);
            second.setSoTimeout(2_000);
            assertThat(live.getInputStream().read()).isEqualTo('b');
            assertThat(second.getInputStream().read()).isEqualTo('c');
        }
    }

    @Test
    void cutWhileFrozenClosesFrozenConnections() throws IOException {
        try (Socket live = connect()) {
            assertThat(roundTrip(live, "a")).isEqualTo("a");
            proxy.freeze();
            live.getOutputStream().write('b');
            proxy.cut();
            assertClosedByPeer(live);
            Await.isTrue("no live connections after cut", () -> proxy.liveConnections() == 0);
        }
    }

    @Test
    void unreachableTargetClosesTheClientConnection() throws IOException {
        int closedPort;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            closedPort = probe.getLocalPort();
        }
        try (TcpProxy nowhere = TcpProxy.start("127.0.0.1", closedPort); Socket socket = new Socket("127.0.0.1", nowhere.port())) {
            assertClosedByPeer(socket);
        }
    }

    @Test
    void closeStopsListeningAndIsIdempotent() throws IOException {
        Socket live = connect();
        assertThat(roundTrip(live, "a")).isEqualTo("a");
        int port = proxy.port();
        proxy.close();
        proxy.close();
        assertClosedByPeer(live);
        live.close();
        assertThatThrownBy(() -> new Socket("127.0.0.1", port).close()).isInstanceOf(ConnectException.class);
    }

    private Socket connect() throws IOException {
        Socket socket = new Socket("127.0.0.1", proxy.port());
        socket.setSoTimeout(2_000);
        return socket;
    }

    private static String roundTrip(Socket socket, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.US_ASCII);
        socket.getOutputStream().write(bytes);
        return new String(socket.getInputStream().readNBytes(bytes.length), StandardCharsets.US_ASCII);
    }

    /** The peer closed or reset the connection; a read timeout (2 s, set by connect) fails the test. */
    /** How long a read waits for the proxy's close: generous, a busy machine is slow, an open connection never closes. */
    private static final int CLOSE_BOUND_MILLIS = 10_000;

    private static void assertClosedByPeer(Socket socket) throws IOException {
        socket.setSoTimeout(CLOSE_BOUND_MILLIS);
        try {
            assertThat(socket.getInputStream().read()).as("read after the proxy closed the connection").isEqualTo(-1);
        } catch (SocketTimeoutException e) {
            throw new AssertionError("connection through the proxy was not closed within " + CLOSE_BOUND_MILLIS
                    + " ms: the proxy left it open", e);
        } catch (SocketException expected) {
            assertThat(expected.getMessage()).containsAnyOf("reset", "closed", "abort");
        }
    }

    /** Echoes every byte back; one daemon thread per connection; closes after echoing end of stream. */
    private static final class EchoServer implements AutoCloseable {
        private final ServerSocket server;

        EchoServer() throws IOException {
            server = new ServerSocket(0, 50, InetAddress.getByName("127.0.0.1"));
            Thread acceptor = new Thread(this::acceptLoop, "echo-accept");
            acceptor.setDaemon(true);
            acceptor.start();
        }

        int port() {
            return server.getLocalPort();
        }

        private void acceptLoop() {
            while (!server.isClosed()) {
                try {
                    Socket socket = server.accept();
                    Thread worker = new Thread(() -> echo(socket), "echo-conn");
                    worker.setDaemon(true);
                    worker.start();
                } catch (IOException e) {
                    return; // closed by close()
                }
            }
        }

        private static void echo(Socket socket) {
            try (socket; InputStream in = socket.getInputStream(); OutputStream out = socket.getOutputStream()) {
                in.transferTo(out);
            } catch (IOException e) {
                // the proxy reset the connection: expected in the cut tests
            }
        }

        @Override
        public void close() {
            try {
                server.close();
            } catch (IOException e) {
                throw new IllegalStateException("cannot close echo server on port " + port(), e);
            }
        }
    }
}
