package dev.idgen.cli;

import java.io.Console;

/**
 * The person at the keyboard, if there is one: commands that change shared state
 * ({@code workers release}) ask before acting only when someone can answer, and progress bars are
 * drawn only where someone watches.
 */
public interface Terminal {

    /** Whether standard input and output are a terminal (a person can read prompts and answer). */
    boolean interactive();

    /**
     * Shows {@code prompt} and reads one line.
     *
     * @return the line without its line break, or {@code null} at the end of input
     */
    String readLine(String prompt);

    /** The JVM's console ({@link System#console()}); not interactive when input or output is redirected. */
    static Terminal system() {
        Console console = System.console();
        return new Terminal() {
            @Override
            public boolean interactive() {
                return console != null;
            }

            @Override
            public String readLine(String prompt) {
                if (console == null) {
                    return null;
                }
                return console.readLine("%s", prompt);
            }
        };
    }
}
