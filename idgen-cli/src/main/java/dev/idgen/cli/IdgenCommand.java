package dev.idgen.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * {@code idgen}: the command that holds the others. Alone it is a usage error that names the
 * commands; it never touches a database.
 */
@Command(name = "idgen", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {
            "Unique 64-bit ids from tables in your own database.",
            "",
            "Start with 'idgen demo': it runs on an embedded H2 database in ./.idgen, nothing to install.",
            "Point any command at your PostgreSQL or MariaDB with --jdbc-url (or IDGEN_JDBC_URL, IDGEN_USER, "
                    + "IDGEN_PASSWORD)."},
        subcommands = {DemoCommand.class, MigrateCommand.class, NextCommand.class, KeysCommand.class,
            WorkersCommand.class, FailoverCommand.class, DocumentsCommand.class, DecodeCommand.class, BenchCommand.class},
        commandListHeading = "%nCommands:%n",
        footerHeading = "%nSee also:%n",
        footer = {"'idgen COMMAND --help' for each command's options and guarantees."})
final class IdgenCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = ErrorHandler.VERBOSE, scope = ScopeType.INHERIT, order = 200,
            description = "Log what the engine does and print stack traces with errors.")
    boolean verbose;

    @Override
    public Integer call() {
        throw CliFailure.usage("which command? one of " + String.join(", ", spec.subcommands().keySet())
                + "; try 'idgen demo'");
    }
}
