package dev.idgen.cli;

import java.lang.reflect.Constructor;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.IFactory;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.RunLast;

/**
 * Builds the {@code idgen} command line: the commands, the one-line error handling, the exit codes
 * in every {@code --help}, and quiet logging unless {@code --verbose}.
 */
public final class IdgenCli {

    private IdgenCli() {
    }

    /** The command line of {@code idgen} for {@code context}; run it with {@link CommandLine#execute}. */
    public static CommandLine create(CliContext context) {
        CommandLine cmd = new CommandLine(IdgenCommand.class, new ContextFactory(context));
        ErrorHandler errors = new ErrorHandler();
        cmd.setParameterExceptionHandler(errors);
        cmd.setExecutionExceptionHandler(errors);
        cmd.setExecutionStrategy(IdgenCli::execute);
        cmd.setUsageHelpAutoWidth(true);
        cmd.setCaseInsensitiveEnumValuesAllowed(true);
        everyCommand(cmd);
        return cmd;
    }

    private static void everyCommand(CommandLine cmd) {
        CommandSpec spec = cmd.getCommandSpec();
        spec.usageMessage().exitCodeListHeading("%nExit codes:%n");
        spec.usageMessage().exitCodeList(exitCodes());
        cmd.getSubcommands().values().forEach(IdgenCli::everyCommand);
    }

    private static Map<String, String> exitCodes() {
        Map<String, String> m = new LinkedHashMap<>();
        for (String entry : ExitCodes.LIST) {
            int colon = entry.indexOf(':');
            m.put(entry.substring(0, colon), entry.substring(colon + 1));
        }
        return m;
    }

    private static int execute(ParseResult parseResult) {
        Logging.configure(ErrorHandler.verbose(parseResult));
        return new RunLast().execute(parseResult);
    }

    /** Gives commands that take a {@link CliContext} in their constructor the context. */
    private static final class ContextFactory implements IFactory {
        private final CliContext context;

        ContextFactory(CliContext context) {
            this.context = context;
        }

        @Override
        public <K> K create(Class<K> cls) throws Exception {
            Constructor<K> withContext;
            try {
                withContext = cls.getDeclaredConstructor(CliContext.class);
            } catch (NoSuchMethodException e) {
                return CommandLine.defaultFactory().create(cls);
            }
            withContext.setAccessible(true);
            return withContext.newInstance(context);
        }
    }
}
