-- MySQL and MariaDB hand a TIMESTAMP over as the session zone's wall-clock time, which the driver reads in the JVM's
-- zone: the session's offset from UTC in seconds, with which IdGenMigrations.historyInstants reads the history's
-- installed_on back as instants. H2 needs no such file: its driver reads the instant right.
SELECT TIMESTAMPDIFF(SECOND, UTC_TIMESTAMP(), NOW())
