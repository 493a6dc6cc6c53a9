package dev.idgen.cli;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdKeys;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.SnowflakeLayout;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.admin.NamespaceLayout;
import dev.idgen.jdbc.admin.WorkerAdmin;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code idgen workers change-layout --layout T/D/W/S [--epoch ISO]}: changes the snowflake layout
 * recorded for a namespace ({@link WorkerAdmin#changeLayout}), the deliberate way to give a namespace
 * other bits or another epoch; without it, an engine with another layout refuses to lease there.
 *
 * <p>Guarantees: refused, with nothing changed, while any lease in the namespace is live, and when
 * ids of the new layout could fall at or below ids the old one may have issued (an epoch moved
 * later, more timestamp bits); otherwise the engines of the new layout issue only timestamps after
 * the recorded not-before. Acts only with {@code --yes}.
 */
@Command(name = "change-layout", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Change the snowflake layout (bits and epoch) recorded for a namespace. Every engine of a namespace "
                    + "must use its recorded layout (the first engine records its own), since two layouts compose "
                    + "equal ids; the other way to change is a new namespace.",
            "",
            "Refused while any lease of the namespace is live: stop its engines first (or wait until their leases "
                    + "expire). Refused when ids of the new layout could be at or below ids of the old one (an epoch "
                    + "moved later, more timestamp bits). Lease rows and their promises are kept; their holders are "
                    + "fenced, so an engine of the old layout cannot renew.",
            ""})
final class WorkersChangeLayoutCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--namespace", paramLabel = "NAMESPACE", defaultValue = IdGenEngine.DEFAULT_NAMESPACE,
            description = "Namespace whose layout changes. Default: ${DEFAULT-VALUE}.")
    String namespace;

    @Option(names = "--layout", paramLabel = "T/D/W/S", required = true,
            description = "New snowflake bits: timestamp/datacenter/worker/sequence, adding up to 63, e.g. 41/0/8/14.")
    String layout;

    @Option(names = "--epoch", paramLabel = "ISO",
            description = "New epoch, e.g. 2025-01-01T00:00:00Z or 2025-01-01 (UTC). Default: 2025-01-01T00:00:00Z.")
    String epoch;

    @Option(names = {"-y", "--yes"}, description = "Change without asking (needed: the change cannot be undone by "
            + "going back, only by another change).")
    boolean yes;

    @Mixin
    DatabaseOptions database = new DatabaseOptions();

    private final CliContext context;

    WorkersChangeLayoutCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws SQLException {
        try {
            IdKeys.check(namespace, "namespace");
        } catch (InvalidIdRequestException e) {
            throw CliFailure.usage(Messages.of(e), e);
        }
        SnowflakeLayout next;
        try {
            next = DecodeCommand.layoutBuilder(layout, epoch).build(context.clock().millis());
        } catch (IdGenConfigurationException e) {
            throw CliFailure.usage("bad --layout/--epoch: " + Messages.of(e), e);
        }
        PrintWriter out = spec.commandLine().getOut();
        try (Database db = Database.open(database.resolve(context))) {
            db.requireSchema();
            WorkerAdmin admin = db.workerAdmin();
            NamespaceLayout before = admin.layout(namespace).orElseThrow(() -> CliFailure.runtime("snowflake namespace '"
                    + namespace + "' has no recorded layout in " + db.describe() + ": the first engine that leases a "
                    + "worker id in it records its own; nothing to change"));
            if (!yes) {
                throw CliFailure.usage("not changing the layout of namespace '" + namespace + "' from "
                        + before.describe() + " without --yes; stop every engine of the namespace, then add --yes");
            }
            NamespaceLayout after = admin.changeLayout(namespace, next);
            if (after.changes() == before.changes()) {
                out.println("namespace '" + namespace + "' already has layout " + after.describe() + "; nothing changed");
            } else {
                out.println("changed the layout of namespace '" + namespace + "' from " + before.describe() + " to "
                        + after.describe());
                out.println("ids of the new layout carry timestamps after " + Text.iso(after.notBefore())
                        + "; start the namespace's engines with the new layout");
            }
        }
        out.flush();
        return ExitCodes.OK;
    }
}
