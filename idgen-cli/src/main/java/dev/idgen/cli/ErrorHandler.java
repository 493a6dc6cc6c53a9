package dev.idgen.cli;

import dev.idgen.IdGenerationException;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Every failure becomes ONE line on standard error, {@code idgen <command>: <what and the fix>},
 * and an exit code: 2 for usage errors (picocli's own and {@link CliFailure#usage}), 1 for failures
 * while running. Stack traces only with {@code --verbose}.
 */
final class ErrorHandler implements IParameterExceptionHandler, IExecutionExceptionHandler {

    static final String VERBOSE = "--verbose";

    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        CommandLine cmd = ex.getCommandLine();
        PrintWriter err = cmd.getErr();
        StringBuilder line = new StringBuilder(prefix(cmd)).append(Messages.of(ex));
        if (ex instanceof UnmatchedArgumentException) {
            List<String> suggestions = ((UnmatchedArgumentException) ex).getSuggestions();
            if (!suggestions.isEmpty()) {
                line.append(" (did you mean ").append(String.join(" or ", suggestions.subList(0,
                        Math.min(3, suggestions.size())))).append("?)");
            }
        }
        line.append("; see '").append(cmd.getCommandSpec().qualifiedName()).append(" --help'");
        err.println(line);
        if (Arrays.asList(args).contains(VERBOSE)) {
            ex.printStackTrace(err);
        }
        err.flush();
        return ExitCodes.USAGE;
    }

    @Override
    public int handleExecutionException(Exception ex, CommandLine cmd, ParseResult parseResult) {
        PrintWriter err = cmd.getErr();
        int code = ExitCodes.RUNTIME_FAILURE;
        String message;
        if (ex instanceof CliFailure) {
            code = ((CliFailure) ex).exitCode();
            message = Messages.of(ex);
        } else if (ex instanceof IdGenerationException) {
            message = Messages.of(ex); // idgen's messages name the value and the fix already
        } else if (ex instanceof SQLException) {
            SQLException sql = (SQLException) ex;
            message = "database error: " + Messages.of(sql) + (sql.getSQLState() == null ? "" : " (SQL state "
                    + sql.getSQLState() + ")") + "; check the database, rerun with --verbose for details";
        } else if (ex instanceof InterruptedException) {
            Thread.currentThread().interrupt();
            message = "interrupted";
        } else {
            message = "internal error: " + ex.getClass().getSimpleName() + ": " + Messages.of(ex)
                    + "; rerun with --verbose and report it with the output";
        }
        err.println(prefix(cmd) + message);
        if (verbose(parseResult)) {
            ex.printStackTrace(err);
        }
        err.flush();
        return code;
    }

    /** Whether {@code --verbose} was given at any level of the command line. */
    static boolean verbose(ParseResult parseResult) {
        for (ParseResult p = parseResult; p != null; p = p.subcommand()) {
            if (p.hasMatchedOption(VERBOSE)) {
                return true;
            }
        }
        return false;
    }

    private static String prefix(CommandLine cmd) {
        return cmd.getCommandSpec().qualifiedName() + ": ";
    }
}
