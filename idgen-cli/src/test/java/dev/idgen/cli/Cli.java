package dev.idgen.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;

/** Runs idgen commands in this JVM with captured output, a chosen terminal, environment and working directory. */
final class Cli {

    /** What a command did: exit code, standard output, standard error. */
    record Result(int exitCode, String out, String err) {

        List<String> outLines() {
            return out.isBlank() ? List.of() : Arrays.asList(out.strip().split("\\R"));
        }

        List<String> errLines() {
            return err.isBlank() ? List.of() : Arrays.asList(err.strip().split("\\R"));
        }

        @Override
        public String toString() {
            return "exit " + exitCode + "\n--- out ---\n" + out + "--- err ---\n" + err;
        }
    }

    private Cli() {
    }

    /** No terminal, no environment, the given working directory. */
    static CliContext context(Path workingDir) {
        return context(workingDir, Map.of(), ScriptedTerminal.none());
    }

    static CliContext context(Path workingDir, Map<String, String> env, Terminal terminal) {
        return new CliContext(terminal, env, workingDir, Clock.systemUTC());
    }

    static Result run(CliContext context, String... args) {
        CommandLine cmd = IdgenCli.create(context);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cmd.setOut(new PrintWriter(out, true));
        cmd.setErr(new PrintWriter(err, true));
        int code = cmd.execute(args);
        return new Result(code, out.toString(), err.toString());
    }

    /** {@code --jdbc-url URL --user U --password P} of a test database, then {@code args}. */
    static String[] on(dev.idgen.testsupport.TestDatabase db, String... args) {
        List<String> all = new ArrayList<>(Arrays.asList(args));
        all.addAll(List.of("--jdbc-url", db.jdbcUrl(), "--user", db.user()));
        if (!db.password().isEmpty()) { // "--password" alone would prompt
            all.addAll(List.of("--password", db.password()));
        }
        return all.toArray(new String[0]);
    }

    /** A terminal with answers prepared in advance, recording the prompts it was shown. */
    static final class ScriptedTerminal implements Terminal {
        private final boolean interactive;
        private final Deque<String> answers;
        final List<String> prompts = new ArrayList<>();

        private ScriptedTerminal(boolean interactive, String... answers) {
            this.interactive = interactive;
            this.answers = new ArrayDeque<>(Arrays.asList(answers));
        }

        /** Not a terminal: input and output redirected. */
        static ScriptedTerminal none() {
            return new ScriptedTerminal(false);
        }

        /** A person who will type {@code answers}, one per prompt. */
        static ScriptedTerminal answering(String... answers) {
            return new ScriptedTerminal(true, answers);
        }

        @Override
        public boolean interactive() {
            return interactive;
        }

        @Override
        public String readLine(String prompt) {
            prompts.add(prompt);
            return answers.poll();
        }
    }
}
