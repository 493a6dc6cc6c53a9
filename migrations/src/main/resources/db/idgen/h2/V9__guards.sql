-- idgen V9: guards, so that the database refuses to go backwards (H2 2.x).
-- Every id idgen hands out is below a counter in these tables; a counter moved back makes a node
-- that starts afterwards hand the same ids out again. So no statement, from idgen, a person or a
-- script, may lower idgen_segment.max_id, idgen_daily.max_id or idgen_worker.last_timestamp, set a
-- refused idgen_epoch back to 'serving' without the recovery (which counts itself in the same
-- statement: recoveries = recoveries + 1), lower id_floor, recoveries or recovered_at, rename a key
-- or delete a row (a row created again starts at 1; for idgen_daily too: a row's period is not always a
-- past day). idgen never does any of these. The way forward is 'idgen keys move'; after a restore,
-- 'idgen failover recover'. On H2 a trigger is a Java class: dev.idgen.migrations.h2.GuardTrigger in
-- idgen-migrations, which must be on the class path wherever the database runs (it is wherever idgen
-- migrates it). A refusal is SQLState IG001 naming the table, the key, the old and new values.
-- TRUNCATE fires no trigger on H2.
CREATE TRIGGER idgen_segment_guard BEFORE UPDATE, DELETE ON idgen_segment FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_daily_guard BEFORE UPDATE, DELETE ON idgen_daily FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_worker_guard BEFORE UPDATE, DELETE ON idgen_worker FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_epoch_guard BEFORE UPDATE, DELETE ON idgen_epoch FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
