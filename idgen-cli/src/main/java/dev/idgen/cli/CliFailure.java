package dev.idgen.cli;

/**
 * A command could not do what was asked. The message is written for the person at the terminal:
 * one line naming the value at fault and the fix. Printed by {@link ErrorHandler} without a stack
 * trace (unless {@code --verbose}); the process exits with {@link #exitCode()}.
 */
final class CliFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int exitCode;

    private CliFailure(int exitCode, String message, Throwable cause) {
        super(message, cause);
        this.exitCode = exitCode;
    }

    /** Something went wrong while running (database, state): exit code 1. */
    static CliFailure runtime(String message) {
        return new CliFailure(ExitCodes.RUNTIME_FAILURE, message, null);
    }

    /** Like {@link #runtime(String)}, keeping the cause for {@code --verbose}. */
    static CliFailure runtime(String message, Throwable cause) {
        return new CliFailure(ExitCodes.RUNTIME_FAILURE, message, cause);
    }

    /** The arguments cannot work (checked before anything was written): exit code 2. */
    static CliFailure usage(String message) {
        return new CliFailure(ExitCodes.USAGE, message, null);
    }

    /** Like {@link #usage(String)}, keeping the cause for {@code --verbose}. */
    static CliFailure usage(String message, Throwable cause) {
        return new CliFailure(ExitCodes.USAGE, message, cause);
    }

    int exitCode() {
        return exitCode;
    }
}
