-- Flyway's history keeps installed_on as a TIMESTAMP without time zone on PostgreSQL: the session zone's wall-clock
-- time, which the driver reads in the JVM's zone. The session's offset from UTC in seconds, with which
-- IdGenMigrations.historyInstants reads it back as instants.
SELECT CAST(EXTRACT(TIMEZONE FROM now()) AS INTEGER)
