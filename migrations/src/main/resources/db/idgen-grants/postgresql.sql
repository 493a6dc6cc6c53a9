-- The least privileges idgen's engine needs at run time (no DDL: migrations run as the schema owner).
-- ${role} is the application's database user. Statements are separated by semicolons at line ends.
GRANT SELECT, INSERT, UPDATE ON idgen_segment TO ${role};
GRANT SELECT, INSERT, UPDATE ON idgen_worker TO ${role};
GRANT SELECT, INSERT, UPDATE ON idgen_snowflake_namespace TO ${role};
GRANT SELECT, INSERT, UPDATE ON idgen_daily TO ${role};
GRANT SELECT, UPDATE ON idgen_epoch TO ${role};
