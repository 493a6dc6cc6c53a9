package dev.idgen.cli;

import dev.idgen.jdbc.admin.WorkerAdmin;
import dev.idgen.jdbc.admin.WorkerLease;
import java.io.PrintWriter;
import java.time.Instant;

/** The table of worker leases shared by {@code workers} and {@code demo}; times relative to the database clock. */
final class WorkersTable {

    private WorkersTable() {
    }

    static void print(PrintWriter out, String indent, WorkerAdmin.Snapshot snapshot) {
        long now = snapshot.nowMillis();
        Table t = new Table().left("namespace").right("datacenter").right("worker").left("holder").right("pid")
                .left("expires").left("heartbeat").left("last timestamp (UTC)");
        for (WorkerLease l : snapshot.leases()) {
            t.row(l.namespace(), l.datacenterId(), l.workerId(), l.owner(), l.pid(), Text.expiry(l.leaseExpiresAt() - now),
                    Text.relative(l.heartbeatAt() - now),
                    l.lastTimestamp() == 0 ? "none issued" : Text.iso(Instant.ofEpochMilli(l.lastTimestamp())));
        }
        t.print(out, indent);
    }

    /** How many of the leases are live (not expired) by the database clock. */
    static long live(WorkerAdmin.Snapshot snapshot) {
        return snapshot.leases().stream().filter(l -> l.leaseExpiresAt() > snapshot.nowMillis()).count();
    }
}
