-- idgen V14: the epoch's guard, completed (H2 2.x). From here the database refuses, whoever runs the statement, a
-- refused idgen_epoch set to 'serving' unless the same statement counts the recovery (recoveries + 1) and raises
-- id_floor by the recovery's margin, and a lower timestamp_floor (next to id_floor, recoveries and recovered_at).
-- On H2 the rules are Java (dev.idgen.migrations.h2.GuardTrigger, which has them from this idgen version on); the
-- trigger is declared again so that a database migrated by this version states which guard it runs.
DROP TRIGGER idgen_epoch_guard;
CREATE TRIGGER idgen_epoch_guard BEFORE UPDATE, DELETE ON idgen_epoch FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
