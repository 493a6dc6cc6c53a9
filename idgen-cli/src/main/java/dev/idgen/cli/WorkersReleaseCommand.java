package dev.idgen.cli;

import dev.idgen.IdKeys;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.admin.WorkerAdmin;
import dev.idgen.jdbc.admin.WorkerLease;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.sql.SQLException;
import java.time.Instant;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code idgen workers release ID}: ends a worker lease now, so the worker id can be taken again
 * without waiting for the lease to expire (typically: the holder crashed or was killed).
 *
 * <p>Guarantees: sets only {@code lease_expires_at} (to the database clock's now), and only if the
 * lease is still the one shown (same holder instance, not expired); {@code last_timestamp} is kept,
 * so whoever takes the worker id next waits until its clock has passed every timestamp the old
 * holder may have used: no id can repeat. Asks before acting on a terminal; without a terminal it
 * acts only with {@code --yes}.
 */
@Command(name = "release", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "End the lease of worker id ID now, e.g. of a node that crashed, instead of waiting for it to expire.",
            "",
            "Safe: only lease_expires_at is set (to the database clock's now); last_timestamp, the old holder's "
                    + "promise that none of its ids is later, is kept. The next node that takes this worker id waits "
                    + "until its clock has passed last_timestamp before issuing, so its ids cannot collide with the old "
                    + "holder's.",
            "If the holder is still alive, its next heartbeat renews the lease, unless another node took the worker "
                    + "id first; then the old holder stops issuing ids (lease lost).",
            "Asks for confirmation on a terminal; otherwise refuses unless --yes is given.",
            ""})
final class WorkersReleaseCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "ID", description = "The worker id, as listed by 'idgen workers'.")
    int workerId;

    @Option(names = "--namespace", paramLabel = "NAMESPACE", defaultValue = IdGenEngine.DEFAULT_NAMESPACE,
            description = "Namespace of the lease. Default: ${DEFAULT-VALUE}.")
    String namespace;

    @Option(names = "--datacenter", paramLabel = "ID", defaultValue = "0",
            description = "Datacenter id of the lease. Default: ${DEFAULT-VALUE}.")
    int datacenterId;

    @Option(names = {"-y", "--yes"}, description = "Release without asking (needed when not on a terminal).")
    boolean yes;

    @Mixin
    DatabaseOptions database = new DatabaseOptions();

    private final CliContext context;

    WorkersReleaseCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws SQLException {
        if (workerId < 0 || datacenterId < 0) {
            throw CliFailure.usage("worker id and --datacenter are 0 or more, were " + workerId + " and " + datacenterId);
        }
        try {
            IdKeys.check(namespace, "namespace");
        } catch (InvalidIdRequestException e) {
            throw CliFailure.usage(Messages.of(e), e);
        }
        PrintWriter out = spec.commandLine().getOut();
        try (Database db = Database.open(database.resolve(context))) {
            db.requireSchema();
            WorkerAdmin admin = db.workerAdmin();
            WorkerLease lease = admin.find(namespace, datacenterId, workerId).orElseThrow(() ->
                    CliFailure.runtime("there is no worker " + workerId + " in namespace '" + namespace + "' datacenter "
                            + datacenterId + " in " + db.describe() + "; list the leases with: idgen workers"
                            + db.optionsHint()));
            long now = admin.nowMillis();
            if (lease.leaseExpiresAt() <= now) {
                out.println(lease.describe() + ": lease already " + Text.expiry(lease.leaseExpiresAt() - now)
                        + "; nothing to release");
                out.flush();
                return ExitCodes.OK;
            }
            String holder = "held by " + lease.owner() + " (pid " + lease.pid() + "), lease expires "
                    + Text.relative(lease.leaseExpiresAt() - now);
            if (!yes) {
                confirm(lease, holder);
            }
            if (!admin.release(lease)) {
                throw CliFailure.runtime(lease.describe() + " changed hands or expired while asking; nothing was "
                        + "released. Look again with: idgen workers" + db.optionsHint());
            }
            out.println("released " + lease.describe() + " (was " + holder + ")");
            out.println("kept last timestamp " + (lease.lastTimestamp() == 0 ? "(none issued)"
                    : Text.iso(Instant.ofEpochMilli(lease.lastTimestamp())))
                    + ": the next holder of this worker id waits until its clock has passed it");
            if (runsHere(lease)) {
                out.println("note: process " + lease.pid() + " on this host is still running; its next heartbeat renews "
                        + "the lease unless another node takes the worker id first");
            }
        }
        out.flush();
        return ExitCodes.OK;
    }

    private void confirm(WorkerLease lease, String holder) {
        Confirmation.ask(context.terminal(), "Release " + lease.describe() + ", " + holder + "? [y/N] ",
                "releasing " + lease.describe() + " (" + holder + ")", "add --yes to release it",
                "not released: " + lease.describe() + " is left as it was");
    }

    private static boolean runsHere(WorkerLease lease) {
        try {
            return lease.host().equals(InetAddress.getLocalHost().getHostName())
                    && ProcessHandle.of(lease.pid()).map(ProcessHandle::isAlive).orElse(false);
        } catch (UnknownHostException e) {
            return false; // cannot tell; the note is only a hint
        }
    }
}
