package dev.idgen.jdbc.snowflake;

import dev.idgen.IdGenConfigurationException;
import java.net.InetAddress;
import java.net.UnknownHostException;

/**
 * Who holds a worker lease: application name, host and port identify a node across restarts (a
 * restarted node gets its worker id back); pid and a random instance id tell two runs apart.
 *
 * <p>Application name + host + port must be unique among live processes. With port 0 (unknown)
 * a restarted node cannot be recognised and takes a free or expired worker id instead.
 */
public record NodeIdentity(String appName, String host, int port) {

    public NodeIdentity {
        if (appName == null || appName.isBlank() || appName.length() > 128) {
            throw new IdGenConfigurationException("node appName must be 1 to 128 characters, was '" + appName + "'");
        }
        if (host == null || host.isBlank() || host.length() > 255) {
            throw new IdGenConfigurationException("node host must be 1 to 255 characters, was '" + host + "'");
        }
        if (port < 0 || port > 65535) {
            throw new IdGenConfigurationException("node port must be between 0 (unknown) and 65535, was " + port);
        }
    }

    /**
     * {@code appName} on this machine's host name with an unknown port.
     *
     * @throws IdGenConfigurationException when the host name cannot be determined; pass it explicitly then
     */
    public static NodeIdentity of(String appName) {
        try {
            return new NodeIdentity(appName, InetAddress.getLocalHost().getHostName(), 0);
        } catch (UnknownHostException e) {
            throw new IdGenConfigurationException("cannot determine this machine's host name (" + e.getMessage()
                    + "); give the node identity explicitly: snowflakeNode(new NodeIdentity(app, host, port))", e);
        }
    }

    /** Whether a restarted node can be recognised by this identity. */
    public boolean recognisable() {
        return port > 0;
    }

    @Override
    public String toString() {
        return appName + "@" + host + ":" + port;
    }
}
