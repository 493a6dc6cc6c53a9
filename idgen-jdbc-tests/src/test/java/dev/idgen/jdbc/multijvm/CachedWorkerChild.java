package dev.idgen.jdbc.multijvm;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.IdGenerator;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.FileOutputStream;
import java.nio.file.Path;
import java.time.Duration;

/**
 * A node with the worker cache on: takes 50 000 snowflake ids, writes them, says "ready" and keeps
 * its lease alive until it is killed. Args: jdbcUrl user password port cacheFile outFile.
 */
public final class CachedWorkerChild {

    /**
     * The lease of the child, so also of its cache: long enough that a busy machine between the child's
     * last heartbeat and the restart (kill, reading its ids, the cut, a cold engine) never outlasts it.
     */
    static final Duration LEASE_TTL = Duration.ofSeconds(30);

    private CachedWorkerChild() {
    }

    public static void main(String[] args) throws Exception {
        HikariConfig c = new HikariConfig();
        c.setJdbcUrl(args[0]);
        c.setUsername(args[1]);
        c.setPassword(args[2]);
        c.setMaximumPoolSize(2);
        HikariDataSource ds = new HikariDataSource(c);
        IdGenEngine engine = IdGenEngine.builder(ds)
                .snowflakeNode(new NodeIdentity("cache-app", "localhost", Integer.parseInt(args[3])))
                .workerCacheFile(Path.of(args[4]))
                .leaseTtl(LEASE_TTL).heartbeatInterval(Duration.ofMillis(200))
                .timestampHorizon(Duration.ofSeconds(2)).build();
        IdGenerator g = engine.snowflake();
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(new FileOutputStream(args[5])))) {
            for (long id : g.nextIds(50_000)) {
                out.writeLong(id);
            }
        }
        System.out.println("ready");
        Thread.sleep(Long.MAX_VALUE); // until SIGKILL: no close, no release
    }
}
