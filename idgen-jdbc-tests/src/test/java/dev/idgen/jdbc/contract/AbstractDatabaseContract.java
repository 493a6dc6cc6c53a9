package dev.idgen.jdbc.contract;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.IdGenEngineBuilder;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInfo;

/**
 * What every contract test shares: a new database per test, given by the subclass for its
 * database and migrated with the shipped migrations; engines built through {@link #engine} are
 * closed after the test, then {@link #afterEngines()}, then the database is dropped.
 */
public abstract class AbstractDatabaseContract {

    protected TestDatabase db;
    private final List<IdGenEngine> engines = new ArrayList<>();

    /** A new, empty database of the subclass's kind. */
    protected abstract TestDatabase newDatabase();

    /** Settings every engine of the test class gets (none by default). */
    protected IdGenEngineBuilder configure(IdGenEngineBuilder builder) {
        return builder;
    }

    /** Runs after the engines are closed and before the database is dropped (nothing by default). */
    protected void afterEngines() {
    }

    /**
     * Whether the test's database gets the slow-ordered tables too ({@code IdGenMigrations...slowOrdered(true)},
     * as an application that uses the strategy migrates): yes by default. A contract that never uses the
     * slow-ordered strategy says no, as an application without it migrates: those tables (their shards, each with
     * its guards) are most of the migration's statements, on MariaDB most of every test's set-up.
     */
    protected boolean slowOrderedTables() {
        return true;
    }

    /**
     * On a test method of a contract whose {@link #slowOrderedTables()} says no: this test uses the slow-ordered
     * strategy, so its database gets those tables. A test that uses the strategy without it fails on the missing
     * tables (the engine names the migration), never passes without them.
     */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.METHOD)
    protected @interface WithSlowOrderedTables {
    }

    @BeforeEach
    void createAndMigrateDatabase(TestInfo test) {
        db = newDatabase();
        boolean slowOrdered = slowOrderedTables() || test.getTestMethod()
                .map(m -> m.isAnnotationPresent(WithSlowOrderedTables.class)).orElse(false);
        IdGenMigrations.with(db.dataSource()).slowOrdered(slowOrdered).migrate();
    }

    @AfterEach
    void closeEnginesAndDatabase() {
        try {
            engines.forEach(IdGenEngine::close);
            afterEngines();
        } finally {
            db.close();
        }
    }

    /** Builds the engine of {@code builder} (after {@link #configure}); it is closed after the test. */
    protected IdGenEngine engine(IdGenEngineBuilder builder) {
        IdGenEngine e = configure(builder).build();
        engines.add(e);
        return e;
    }

    /** An engine on the database's shared pool. */
    protected IdGenEngine engine() {
        return engine(IdGenEngine.builder(db.dataSource()));
    }
}
