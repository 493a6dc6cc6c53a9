/**
 * idgen's tables as Flyway migrations per dialect and {@code IdGenMigrations}, which runs them with their own history
 * table. Exports {@code dev.idgen.migrations} and {@code dev.idgen.migrations.h2} (the H2 triggers, which H2
 * instantiates by the class names the H2 migrations give, from wherever H2 is loaded).
 *
 * <p>Flyway's jars (10 and later) carry no module name, neither a descriptor nor {@code Automatic-Module-Name}
 * (flyway/flyway#3788), so {@code flyway.core} is the name the module system derives from the jar's file name
 * {@code flyway-core-<version>.jar} (Maven's compiler warns about such a name); idgen-cli's
 * {@code PublishedModulesTest} fails the day Flyway names its module, to switch this line to that name.
 */
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"}) // flyway.core (see above) and H2
module dev.idgen.migrations {
    requires transitive dev.idgen.api;
    requires transitive java.sql;
    requires transitive flyway.core; // IdGenMigrations.flyway(..) returns Flyway's types
    // the exported H2 triggers implement org.h2.api.Trigger; H2 runs them only where H2 is (not transitive: a module
    // using idgen-migrations would need H2 to compile)
    requires static com.h2database;

    exports dev.idgen.migrations;
    exports dev.idgen.migrations.h2;

    // Flyway finds and reads the SQL through the class loader, which sees a named module's resources only in packages
    // opened to everyone (db/idgen-ordered, db/idgen-grants and db/idgen-history are no package names, so open anyway)
    opens db.idgen.h2;
    opens db.idgen.mysql;
    opens db.idgen.postgresql;
}
