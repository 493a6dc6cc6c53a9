-- idgen V14: the epoch's guard, completed (H2 2.x). From here the database refuses, whoever runs the statement, a
-- refused idgen_epoch set to 'serving' unless the same statement counts the recovery (recoveries + 1) and raises
-- id_floor by the recovery's margin, and a lower timestamp_floor (next to id_floor, recoveries and recovered_at).
-- On H2 the rules are Java: dev.idgen.migrations.h2.GuardTrigger, the class V9 declared on idgen_epoch, has them
-- from this idgen version on, so there is nothing to declare; the table's comment says which guard it runs.
COMMENT ON TABLE idgen_epoch IS 'idgen: the timeline on which idgen''s rows are known complete; guarded (V9, V14): a refused epoch serves again only with recoveries + 1 and id_floor raised in one statement';
