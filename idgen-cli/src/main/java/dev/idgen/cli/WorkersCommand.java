package dev.idgen.cli;

import dev.idgen.jdbc.admin.WorkerAdmin;
import dev.idgen.jdbc.admin.WorkerLease;
import java.io.PrintWriter;
import java.time.Instant;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code idgen workers}: the snowflake worker leases in {@code idgen_worker}, live or expired, with
 * their holders and promises. {@code idgen workers release ID} ends one (see
 * {@link WorkersReleaseCommand}).
 *
 * <p>Guarantees: read-only; expiry is computed against the database clock, the clock leases are
 * kept in, so it is right even when this machine's clock is not.
 */
@Command(name = "workers", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "List snowflake worker leases (idgen_worker): namespace, datacenter, worker id, holder "
                    + "(app@host:port, pid), when the lease expires (database clock), last heartbeat, and "
                    + "last timestamp: the holder's promise that none of its ids is later. Read-only.",
            "A lease is live while it has not expired; a holder renews it every heartbeat (2 s by default).",
            "Each namespace's recorded snowflake layout follows the table: every engine of the namespace must use it "
                    + "('idgen workers change-layout' changes it deliberately).",
            ""},
        subcommands = {WorkersReleaseCommand.class, WorkersChangeLayoutCommand.class})
final class WorkersCommand extends ListingCommand {

    @Option(names = "--namespace", paramLabel = "NAMESPACE", description = "Only leases of this namespace.")
    String namespace;

    WorkersCommand(CliContext context) {
        super(context);
    }

    @Override
    void list(PrintWriter out, Database db) {
        WorkerAdmin.Snapshot snapshot = db.workerAdmin().list(namespace);
        if (snapshot.leases().isEmpty()) {
            out.println("no worker leases" + (namespace == null ? "" : " in namespace '" + namespace + "'") + " in "
                    + db.describe() + "; a snowflake generator leases one when it starts");
        } else {
            WorkersTable.print(out, "", snapshot);
            out.println();
            out.println(Text.plural(snapshot.leases().size(), "lease") + ", " + WorkersTable.live(snapshot) + " live; database clock "
                    + Text.iso(Instant.ofEpochMilli(snapshot.nowMillis())) + "; " + db.describe());
            // the layout every engine of the namespace must use (an engine with another refuses to lease)
            for (String ns : new java.util.TreeSet<>(snapshot.leases().stream().map(WorkerLease::namespace).toList())) {
                out.println("namespace '" + ns + "': " + db.workerAdmin().layout(ns).map(l -> "layout " + l.describe())
                        .orElse("no layout recorded (leased before migration V7); the next engine records its own"));
            }
        }
    }
}
