package dev.idgen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.IdGenerator;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.migrations.IdGenMigrations;
import java.lang.module.Configuration;
import java.lang.module.ModuleFinder;
import java.lang.module.ResolvedModule;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * idgen on the module path: the jars of idgen-api and idgen-jdbc (modules with a descriptor), idgen-migrations and
 * idgen-cli (automatic modules, see {@link PublishedModulesTest}) and their libraries resolve as modules together,
 * the engine's implementation stays hidden there, and the CLI run as a module migrates a database (Flyway reading
 * the SQL out of the migrations module) and hands out ids. Runs the built jar, after {@code package}.
 */
class IdgenModulePathIT {

    @TempDir
    Path dir;

    @Test
    void apiJdbcMigrationsAndTheCliResolveAsModulesAndKeepTheInternalsHidden() throws Exception {
        Configuration modules = ModuleLayer.boot().configuration().resolveAndBind(ModuleFinder.of(modulePath()
                .toArray(Path[]::new)), ModuleFinder.of(), Set.of("dev.idgen.cli"));
        Set<String> names = modules.modules().stream().map(ResolvedModule::name).collect(Collectors.toSet());
        assertThat(names).contains("dev.idgen.api", "dev.idgen.jdbc", "dev.idgen.migrations", "dev.idgen.cli",
                "flyway.core", "info.picocli", "com.zaxxer.hikari", "com.h2database");
        assertThat(modules.findModule("dev.idgen.jdbc").orElseThrow().reference().descriptor().isAutomatic())
                .as("idgen-jdbc has a descriptor").isFalse();
        assertThat(modules.findModule("dev.idgen.api").orElseThrow().reference().descriptor().isAutomatic())
                .as("idgen-api has a descriptor").isFalse();

        ModuleLayer layer = ModuleLayer.boot().defineModulesWithOneLoader(modules, ClassLoader.getPlatformClassLoader());
        Module jdbc = layer.findModule("dev.idgen.jdbc").orElseThrow();
        Module cli = layer.findModule("dev.idgen.cli").orElseThrow();
        assertThat(cli.canRead(jdbc)).isTrue();
        assertThat(jdbc.isExported("dev.idgen.jdbc", cli)).isTrue();
        assertThat(jdbc.isExported("dev.idgen.jdbc.internal", cli)).as("the engine's implementation, hidden").isFalse();
        assertThat(jdbc.isOpen("dev.idgen.jdbc.internal", cli)).isFalse();
    }

    @Test
    void theCliRunAsAModuleMigratesAndHandsOutIds() throws Exception {
        String url = "jdbc:h2:file:" + dir.resolve("db").toAbsolutePath();
        Cli.Result migrate = IdgenProcess.module(dir, modulePath(), "migrate", "--jdbc-url", url);
        assertThat(migrate.exitCode()).as(migrate.toString()).isZero();
        assertThat(migrate.err()).as(migrate.toString()).isEmpty();
        assertThat(migrate.out()).as(migrate.toString()).containsPattern("[1-9][0-9]* migrations applied")
                .containsPattern("1\\s+segment");

        Cli.Result next = IdgenProcess.module(dir, modulePath(), "next", "shop.user", "3", "--jdbc-url", url);
        assertThat(next.exitCode()).as(next.toString()).isZero();
        assertThat(next.err()).as(next.toString()).isEmpty();
        assertThat(next.outLines()).as(next.toString()).hasSize(3).allMatch(line -> line.matches("\\d+"));
    }

    /** The plain jar of idgen-cli and the jars its classes come from here: idgen's modules and the libraries. */
    private static List<Path> modulePath() throws ReflectiveOperationException, URISyntaxException {
        List<Path> path = new ArrayList<>(List.of(IdgenProcess.modularJar()));
        for (Class<?> c : List.of(IdGenerator.class, IdGenEngine.class, IdGenMigrations.class,
                picocli.CommandLine.class, com.zaxxer.hikari.HikariDataSource.class, org.flywaydb.core.Flyway.class,
                org.slf4j.Logger.class, Class.forName("org.h2.Driver"), Class.forName("org.slf4j.simple.SimpleServiceProvider"))) {
            Path from = Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
            assertThat(from).as(c + " comes from a jar (a class directory without a descriptor is no module)")
                    .isRegularFile();
            path.add(from);
        }
        return path;
    }
}
