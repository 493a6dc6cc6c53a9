package dev.idgen.cli;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.jdbc.admin.FailoverAdmin;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code idgen failover recover --margin N}: moves every key past the ids that may have been
 * handed out before the database lost its last commits, and lets every engine serve again.
 *
 * <p>Guarantees: one durable transaction (all keys and the epoch, or nothing); keys only move
 * forward; asks before acting on a terminal, and without one acts only with {@code --yes}.
 */
@Command(name = "recover", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Move every segment and daily key and every slow-ordered row N ids forward, every snowflake worker's "
                    + "promise past the database clock plus the worker fence, and let every engine issue ids again "
                    + "(they notice within their probe interval, 1 s by default).",
            "Choose N at least the most ids any key may have taken in the commits the database lost: the seconds "
                    + "the standby lagged times the fastest key's rate, with room to spare. Ids never go back; a margin "
                    + "that would push a key past the largest id is refused and nothing moves.",
            "Asks for confirmation on a terminal; otherwise refuses unless --yes is given.",
            ""})
final class FailoverRecoverCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--margin", paramLabel = "N", required = true,
            description = "Ids every key moves forward (1 or more: the database serves a refused epoch again only "
                    + "with its floor raised by the margin).")
    long margin;

    @Option(names = "--worker-fence", paramLabel = "SECONDS", defaultValue = "15",
            description = "Seconds past the database clock every worker promise moves: at least the nodes' "
                    + "timestamp horizon plus their clocks' disagreement. Default: ${DEFAULT-VALUE}.")
    long workerFenceSeconds;

    @Option(names = {"-y", "--yes"}, description = "Recover without asking (needed when not on a terminal).")
    boolean yes;

    @Mixin
    DatabaseOptions database = new DatabaseOptions();

    private final CliContext context;

    FailoverRecoverCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        if (margin < 1) {
            throw CliFailure.usage("--margin must be 1 or more, was " + margin + " (a recovery raises every key and "
                    + "the floor of rows lost whole by it; the database refuses a recovery that raises nothing)");
        }
        if (workerFenceSeconds < 1) {
            throw CliFailure.usage("--worker-fence must be at least 1 second, was " + workerFenceSeconds);
        }
        PrintWriter out = spec.commandLine().getOut();
        try (Database db = Database.open(database.resolve(context))) {
            db.requireSchema();
            FailoverAdmin admin = db.failoverAdmin();
            FailoverAdmin.Epoch before = admin.status();
            if (!yes) {
                confirm(before);
            }
            FailoverAdmin.Recovery r;
            try {
                r = admin.recover(margin, Duration.ofSeconds(workerFenceSeconds));
            } catch (IdGenConfigurationException e) {
                throw CliFailure.runtime(Messages.of(e), e);
            }
            out.println("moved " + r.segmentKeys() + " segment keys, " + r.dailyRows() + " daily rows and "
                    + r.slowOrderedRows() + " slow-ordered rows " + Text.count(margin) + " ids forward, and "
                    + r.workerLeases() + " worker promises " + workerFenceSeconds + " s past the database clock");
            FailoverCommand.print(out, r.epoch());
        }
        out.flush();
        return ExitCodes.OK;
    }

    private void confirm(FailoverAdmin.Epoch e) {
        String state = e.serving() ? "engines are serving" : "engines refuse: " + e.reason();
        Confirmation.ask(context.terminal(), "Move every key " + margin + " ids forward (" + state + ")? [y/N] ",
                "moving every key " + margin + " ids forward (" + state + ")", "add --yes",
                "not recovered: nothing was moved");
    }
}
