package dev.idgen.cli;

import picocli.CommandLine;

/** The exit codes of every idgen command (picocli's conventions), as listed in each {@code --help}. */
final class ExitCodes {

    /** The command did what was asked. */
    static final int OK = CommandLine.ExitCode.OK;
    /** The command ran and failed: database unreachable, unknown key with --strict, lease lost, ... */
    static final int RUNTIME_FAILURE = CommandLine.ExitCode.SOFTWARE;
    /** The arguments were wrong; nothing was written. */
    static final int USAGE = CommandLine.ExitCode.USAGE;

    /** For {@code @Command(exitCodeList = ...)}: {@code "code:description"}. */
    static final String[] LIST = {
        "0:done",
        "1:failed while running (database unreachable, unknown key with --strict, ...); the one-line message says why and what to do",
        "2:usage error (unknown option, bad value, missing --yes); nothing was written",
    };

    private ExitCodes() {
    }
}
