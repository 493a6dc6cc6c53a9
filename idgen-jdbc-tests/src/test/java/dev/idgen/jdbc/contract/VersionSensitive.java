package dev.idgen.jdbc.contract;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a contract test as part of the version contract: what can differ between versions of one database
 * (the migrations with their guards and triggers, each strategy's round trips, the failover guard's queries,
 * the outage path), as opposed to what is decided in memory or by the dialect's SQL text, which one version
 * proves for all. On an extra PostgreSQL target ({@link ExtraPostgresTarget}) only these tests run unless every
 * contract is asked for ({@code -Didgen.test.postgres=all}); on the default targets every test runs.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@interface VersionSensitive {
}
