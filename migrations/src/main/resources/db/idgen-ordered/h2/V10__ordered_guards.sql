-- idgen V10: guards on the slow-ordered tables, so that the database refuses to go backwards (H2 2.x).
-- No statement, from idgen, a person or a script, may lower num (the last id handed out for
-- (biz_tag, sub_key)), rename a row's key or delete a row (created again at 0). idgen never does. The
-- way forward is 'idgen keys move'; after a restore, 'idgen failover recover'. The trigger is the Java
-- class dev.idgen.migrations.h2.GuardTrigger, as in V9 (db/idgen). A refusal is SQLState IG001.
-- Version 10, not 4: a schema migrated before the slow-ordered tables were optional resolves this
-- location in idgen's main history too, so versions are unique across both locations.
CREATE TRIGGER idgen_ordered_00_guard BEFORE UPDATE, DELETE ON idgen_ordered_00 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_01_guard BEFORE UPDATE, DELETE ON idgen_ordered_01 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_02_guard BEFORE UPDATE, DELETE ON idgen_ordered_02 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_03_guard BEFORE UPDATE, DELETE ON idgen_ordered_03 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_04_guard BEFORE UPDATE, DELETE ON idgen_ordered_04 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_05_guard BEFORE UPDATE, DELETE ON idgen_ordered_05 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_06_guard BEFORE UPDATE, DELETE ON idgen_ordered_06 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_07_guard BEFORE UPDATE, DELETE ON idgen_ordered_07 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_08_guard BEFORE UPDATE, DELETE ON idgen_ordered_08 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_09_guard BEFORE UPDATE, DELETE ON idgen_ordered_09 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_10_guard BEFORE UPDATE, DELETE ON idgen_ordered_10 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_11_guard BEFORE UPDATE, DELETE ON idgen_ordered_11 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_12_guard BEFORE UPDATE, DELETE ON idgen_ordered_12 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_13_guard BEFORE UPDATE, DELETE ON idgen_ordered_13 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_14_guard BEFORE UPDATE, DELETE ON idgen_ordered_14 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_15_guard BEFORE UPDATE, DELETE ON idgen_ordered_15 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_16_guard BEFORE UPDATE, DELETE ON idgen_ordered_16 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_17_guard BEFORE UPDATE, DELETE ON idgen_ordered_17 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_18_guard BEFORE UPDATE, DELETE ON idgen_ordered_18 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_19_guard BEFORE UPDATE, DELETE ON idgen_ordered_19 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_20_guard BEFORE UPDATE, DELETE ON idgen_ordered_20 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_21_guard BEFORE UPDATE, DELETE ON idgen_ordered_21 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_22_guard BEFORE UPDATE, DELETE ON idgen_ordered_22 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_23_guard BEFORE UPDATE, DELETE ON idgen_ordered_23 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_24_guard BEFORE UPDATE, DELETE ON idgen_ordered_24 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_25_guard BEFORE UPDATE, DELETE ON idgen_ordered_25 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_26_guard BEFORE UPDATE, DELETE ON idgen_ordered_26 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_27_guard BEFORE UPDATE, DELETE ON idgen_ordered_27 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_28_guard BEFORE UPDATE, DELETE ON idgen_ordered_28 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_29_guard BEFORE UPDATE, DELETE ON idgen_ordered_29 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_30_guard BEFORE UPDATE, DELETE ON idgen_ordered_30 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_31_guard BEFORE UPDATE, DELETE ON idgen_ordered_31 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_32_guard BEFORE UPDATE, DELETE ON idgen_ordered_32 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_33_guard BEFORE UPDATE, DELETE ON idgen_ordered_33 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_34_guard BEFORE UPDATE, DELETE ON idgen_ordered_34 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_35_guard BEFORE UPDATE, DELETE ON idgen_ordered_35 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_36_guard BEFORE UPDATE, DELETE ON idgen_ordered_36 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_37_guard BEFORE UPDATE, DELETE ON idgen_ordered_37 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_38_guard BEFORE UPDATE, DELETE ON idgen_ordered_38 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_39_guard BEFORE UPDATE, DELETE ON idgen_ordered_39 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_40_guard BEFORE UPDATE, DELETE ON idgen_ordered_40 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_41_guard BEFORE UPDATE, DELETE ON idgen_ordered_41 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_42_guard BEFORE UPDATE, DELETE ON idgen_ordered_42 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_43_guard BEFORE UPDATE, DELETE ON idgen_ordered_43 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_44_guard BEFORE UPDATE, DELETE ON idgen_ordered_44 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_45_guard BEFORE UPDATE, DELETE ON idgen_ordered_45 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_46_guard BEFORE UPDATE, DELETE ON idgen_ordered_46 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_47_guard BEFORE UPDATE, DELETE ON idgen_ordered_47 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_48_guard BEFORE UPDATE, DELETE ON idgen_ordered_48 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_49_guard BEFORE UPDATE, DELETE ON idgen_ordered_49 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_50_guard BEFORE UPDATE, DELETE ON idgen_ordered_50 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_51_guard BEFORE UPDATE, DELETE ON idgen_ordered_51 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_52_guard BEFORE UPDATE, DELETE ON idgen_ordered_52 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_53_guard BEFORE UPDATE, DELETE ON idgen_ordered_53 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_54_guard BEFORE UPDATE, DELETE ON idgen_ordered_54 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_55_guard BEFORE UPDATE, DELETE ON idgen_ordered_55 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_56_guard BEFORE UPDATE, DELETE ON idgen_ordered_56 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_57_guard BEFORE UPDATE, DELETE ON idgen_ordered_57 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_58_guard BEFORE UPDATE, DELETE ON idgen_ordered_58 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_59_guard BEFORE UPDATE, DELETE ON idgen_ordered_59 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_60_guard BEFORE UPDATE, DELETE ON idgen_ordered_60 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_61_guard BEFORE UPDATE, DELETE ON idgen_ordered_61 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_62_guard BEFORE UPDATE, DELETE ON idgen_ordered_62 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
CREATE TRIGGER idgen_ordered_63_guard BEFORE UPDATE, DELETE ON idgen_ordered_63 FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
