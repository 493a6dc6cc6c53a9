/**
 * The {@code idgen} command line: one jar ({@code java -jar idgen.jar}, the shaded jar, which leaves the descriptors
 * out) or this module with its libraries on the module path ({@code java --module-path ... -m
 * dev.idgen.cli/dev.idgen.cli.Main}). Exports {@code dev.idgen.cli}, whose only public types run the commands
 * in-process: {@code IdgenCli}, {@code CliContext}, {@code Terminal} and {@code Main}.
 */
module dev.idgen.cli {
    requires dev.idgen.jdbc;
    requires dev.idgen.migrations; // and, through it, Flyway (migrate reads its history)
    requires transitive info.picocli; // IdgenCli.create returns picocli's CommandLine
    requires com.zaxxer.hikari;

    exports dev.idgen.cli;
    // picocli sets the commands' @Option, @Mixin and @Spec fields, private ones included, by reflection
    opens dev.idgen.cli to info.picocli;
}
