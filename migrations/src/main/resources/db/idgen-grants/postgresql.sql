-- The least privileges idgen's engine needs at run time (no DDL: migrations run as the schema owner).
-- ${role} is the application's database user; ${schema} is empty or the schema and a dot (idgen_app.);
-- a statement naming ${schema-name} (the schema alone) is given only for a named schema.
-- Statements are separated by semicolons at line ends.
-- UPDATE is granted per column: the columns idgen's statements write and nothing else, so the runtime role
-- can neither rename a key nor rewrite when a row was created (the guards of V9 refuse lowering a counter,
-- renaming a key and deleting a row, whoever runs it). No DELETE: idgen never deletes a row.
-- A column a later migration adds that idgen writes at run time goes into the list of its table here.
-- a named schema: its tables are reachable only with USAGE on it
GRANT USAGE ON SCHEMA ${schema-name} TO ${role};
GRANT SELECT, INSERT, UPDATE (max_id, step, min_step, max_step, description, updated_at) ON ${schema}idgen_segment TO ${role};
GRANT SELECT, INSERT, UPDATE (app_name, host, port, pid, instance_id, lease_expires_at, heartbeat_at, last_timestamp) ON ${schema}idgen_worker TO ${role};
-- the namespace's recorded layout: read under a row lock (FOR UPDATE needs UPDATE on a column), recorded once
GRANT SELECT, INSERT, UPDATE (changed_at) ON ${schema}idgen_snowflake_namespace TO ${role};
GRANT SELECT, INSERT, UPDATE (max_id, step, min_step, max_step, description, updated_at) ON ${schema}idgen_daily TO ${role};
GRANT SELECT, UPDATE (timeline, state, synchronous, reason, changed_at, id_floor, recoveries, recovered_at, timestamp_floor) ON ${schema}idgen_epoch TO ${role};
-- gap-free document numbers: the series' row is created and its number raised in the application's transaction
-- (on the application's connection: this role or user must be the one the application uses too). INSERT on the
-- key columns only: the runtime role creates a series at 0 (V13's guards: and moves it by exactly +1); a series
-- that starts above numbers a table already holds is adopted as the schema owner ('idgen documents adopt')
GRANT SELECT, UPDATE (last_number, updated_at) ON ${schema}idgen_document TO ${role};
GRANT INSERT (biz_tag, sub_key, serial_period, serial_day) ON ${schema}idgen_document TO ${role};
-- the region this database serves (V12): recorded once by the first engine (region 0 of 1 without regions), never updated
GRANT SELECT, INSERT ON ${schema}idgen_region TO ${role};
