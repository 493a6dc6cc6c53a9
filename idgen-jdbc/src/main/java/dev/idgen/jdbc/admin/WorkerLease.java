package dev.idgen.jdbc.admin;

/**
 * One row of {@code idgen_worker}: a snowflake worker id, who holds (or held) it and its promise.
 * Times are milliseconds since 1970; lease times are the database's clock, {@code lastTimestamp}
 * the holder's ({@code 0}: no id issued yet).
 */
public record WorkerLease(String namespace, int datacenterId, int workerId, String appName, String host, int port,
                          long pid, String instanceId, long leaseExpiresAt, long heartbeatAt, long lastTimestamp) {

    /** The holder as {@code app@host:port}. */
    public String owner() {
        return appName + "@" + host + ":" + port;
    }

    /** {@code worker 3 of namespace 'default' datacenter 0}. */
    public String describe() {
        return "worker " + workerId + " of namespace '" + namespace + "' datacenter " + datacenterId;
    }
}
