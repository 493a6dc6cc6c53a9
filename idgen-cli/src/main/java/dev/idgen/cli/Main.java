package dev.idgen.cli;

/** {@code java -jar idgen.jar ...}: runs one command and exits with its exit code (0, 1 or 2). */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(IdgenCli.create(CliContext.system()).execute(args));
    }
}
