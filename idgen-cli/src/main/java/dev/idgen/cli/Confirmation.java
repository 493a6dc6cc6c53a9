package dev.idgen.cli;

import java.util.Locale;

/**
 * The question a command asks before it changes what running engines rely on, unless {@code --yes} was given: on a
 * terminal a {@code [y/N]} question, without one a refusal (exit code 2) that names {@code --yes}; any answer but
 * {@code y} or {@code yes} stops the command (exit code 1) with the answer in the message.
 */
final class Confirmation {

    private Confirmation() {
    }

    /**
     * @param terminal where to ask
     * @param question the question, e.g. {@code "Release worker 4 ...? [y/N] "}
     * @param doing    what is not done without an answer, after "not ", e.g. {@code "releasing worker 4 (...)"}
     * @param addYes   the hint that ends the refusal without a terminal, e.g. {@code "add --yes"}
     * @param declined the message when the answer is no, e.g. {@code "not released: worker 4 is left as it was"}
     * @throws CliFailure unless a person answered {@code y} or {@code yes}
     */
    static void ask(Terminal terminal, String question, String doing, String addYes, String declined) {
        if (!terminal.interactive()) {
            throw CliFailure.usage("not " + doing + " without confirmation, and there is no terminal to ask on; " + addYes);
        }
        String answer = terminal.readLine(question);
        String a = answer == null ? "" : answer.trim().toLowerCase(Locale.ROOT);
        if (!a.equals("y") && !a.equals("yes")) {
            throw CliFailure.runtime(declined + " (answer was '" + (answer == null ? "" : answer.trim()) + "', not 'y')");
        }
    }
}
