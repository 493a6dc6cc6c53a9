-- idgen V16: the slow-ordered tables' guards (V10), entered only when a statement would go the wrong way
-- (PostgreSQL). The function is unchanged; the UPDATE trigger of each shard table carries its refusal condition as a
-- WHEN clause, so the UPDATE .. SET num = num + n that every slow-ordered call sends is checked by the executor's
-- expression without entering PL/pgSQL (issue #42: the function call cost ~6 % of a one-caller round trip). DELETE,
-- always refused, gets a trigger of its own (a WHEN clause cannot name NEW on DELETE). Version 16: versions are
-- unique across this location and db/idgen (V15 there does the same for idgen's other counter tables).

DROP TRIGGER idgen_ordered_00_guard ON idgen_ordered_00;
CREATE TRIGGER idgen_ordered_00_guard BEFORE UPDATE ON idgen_ordered_00 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_00_no_delete BEFORE DELETE ON idgen_ordered_00
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_01_guard ON idgen_ordered_01;
CREATE TRIGGER idgen_ordered_01_guard BEFORE UPDATE ON idgen_ordered_01 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_01_no_delete BEFORE DELETE ON idgen_ordered_01
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_02_guard ON idgen_ordered_02;
CREATE TRIGGER idgen_ordered_02_guard BEFORE UPDATE ON idgen_ordered_02 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_02_no_delete BEFORE DELETE ON idgen_ordered_02
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_03_guard ON idgen_ordered_03;
CREATE TRIGGER idgen_ordered_03_guard BEFORE UPDATE ON idgen_ordered_03 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_03_no_delete BEFORE DELETE ON idgen_ordered_03
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_04_guard ON idgen_ordered_04;
CREATE TRIGGER idgen_ordered_04_guard BEFORE UPDATE ON idgen_ordered_04 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_04_no_delete BEFORE DELETE ON idgen_ordered_04
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_05_guard ON idgen_ordered_05;
CREATE TRIGGER idgen_ordered_05_guard BEFORE UPDATE ON idgen_ordered_05 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_05_no_delete BEFORE DELETE ON idgen_ordered_05
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_06_guard ON idgen_ordered_06;
CREATE TRIGGER idgen_ordered_06_guard BEFORE UPDATE ON idgen_ordered_06 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_06_no_delete BEFORE DELETE ON idgen_ordered_06
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_07_guard ON idgen_ordered_07;
CREATE TRIGGER idgen_ordered_07_guard BEFORE UPDATE ON idgen_ordered_07 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_07_no_delete BEFORE DELETE ON idgen_ordered_07
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_08_guard ON idgen_ordered_08;
CREATE TRIGGER idgen_ordered_08_guard BEFORE UPDATE ON idgen_ordered_08 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_08_no_delete BEFORE DELETE ON idgen_ordered_08
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_09_guard ON idgen_ordered_09;
CREATE TRIGGER idgen_ordered_09_guard BEFORE UPDATE ON idgen_ordered_09 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_09_no_delete BEFORE DELETE ON idgen_ordered_09
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_10_guard ON idgen_ordered_10;
CREATE TRIGGER idgen_ordered_10_guard BEFORE UPDATE ON idgen_ordered_10 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_10_no_delete BEFORE DELETE ON idgen_ordered_10
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_11_guard ON idgen_ordered_11;
CREATE TRIGGER idgen_ordered_11_guard BEFORE UPDATE ON idgen_ordered_11 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_11_no_delete BEFORE DELETE ON idgen_ordered_11
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_12_guard ON idgen_ordered_12;
CREATE TRIGGER idgen_ordered_12_guard BEFORE UPDATE ON idgen_ordered_12 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_12_no_delete BEFORE DELETE ON idgen_ordered_12
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_13_guard ON idgen_ordered_13;
CREATE TRIGGER idgen_ordered_13_guard BEFORE UPDATE ON idgen_ordered_13 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_13_no_delete BEFORE DELETE ON idgen_ordered_13
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_14_guard ON idgen_ordered_14;
CREATE TRIGGER idgen_ordered_14_guard BEFORE UPDATE ON idgen_ordered_14 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_14_no_delete BEFORE DELETE ON idgen_ordered_14
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_15_guard ON idgen_ordered_15;
CREATE TRIGGER idgen_ordered_15_guard BEFORE UPDATE ON idgen_ordered_15 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_15_no_delete BEFORE DELETE ON idgen_ordered_15
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_16_guard ON idgen_ordered_16;
CREATE TRIGGER idgen_ordered_16_guard BEFORE UPDATE ON idgen_ordered_16 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_16_no_delete BEFORE DELETE ON idgen_ordered_16
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_17_guard ON idgen_ordered_17;
CREATE TRIGGER idgen_ordered_17_guard BEFORE UPDATE ON idgen_ordered_17 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_17_no_delete BEFORE DELETE ON idgen_ordered_17
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_18_guard ON idgen_ordered_18;
CREATE TRIGGER idgen_ordered_18_guard BEFORE UPDATE ON idgen_ordered_18 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_18_no_delete BEFORE DELETE ON idgen_ordered_18
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_19_guard ON idgen_ordered_19;
CREATE TRIGGER idgen_ordered_19_guard BEFORE UPDATE ON idgen_ordered_19 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_19_no_delete BEFORE DELETE ON idgen_ordered_19
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_20_guard ON idgen_ordered_20;
CREATE TRIGGER idgen_ordered_20_guard BEFORE UPDATE ON idgen_ordered_20 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_20_no_delete BEFORE DELETE ON idgen_ordered_20
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_21_guard ON idgen_ordered_21;
CREATE TRIGGER idgen_ordered_21_guard BEFORE UPDATE ON idgen_ordered_21 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_21_no_delete BEFORE DELETE ON idgen_ordered_21
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_22_guard ON idgen_ordered_22;
CREATE TRIGGER idgen_ordered_22_guard BEFORE UPDATE ON idgen_ordered_22 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_22_no_delete BEFORE DELETE ON idgen_ordered_22
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_23_guard ON idgen_ordered_23;
CREATE TRIGGER idgen_ordered_23_guard BEFORE UPDATE ON idgen_ordered_23 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_23_no_delete BEFORE DELETE ON idgen_ordered_23
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_24_guard ON idgen_ordered_24;
CREATE TRIGGER idgen_ordered_24_guard BEFORE UPDATE ON idgen_ordered_24 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_24_no_delete BEFORE DELETE ON idgen_ordered_24
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_25_guard ON idgen_ordered_25;
CREATE TRIGGER idgen_ordered_25_guard BEFORE UPDATE ON idgen_ordered_25 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_25_no_delete BEFORE DELETE ON idgen_ordered_25
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_26_guard ON idgen_ordered_26;
CREATE TRIGGER idgen_ordered_26_guard BEFORE UPDATE ON idgen_ordered_26 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_26_no_delete BEFORE DELETE ON idgen_ordered_26
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_27_guard ON idgen_ordered_27;
CREATE TRIGGER idgen_ordered_27_guard BEFORE UPDATE ON idgen_ordered_27 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_27_no_delete BEFORE DELETE ON idgen_ordered_27
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_28_guard ON idgen_ordered_28;
CREATE TRIGGER idgen_ordered_28_guard BEFORE UPDATE ON idgen_ordered_28 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_28_no_delete BEFORE DELETE ON idgen_ordered_28
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_29_guard ON idgen_ordered_29;
CREATE TRIGGER idgen_ordered_29_guard BEFORE UPDATE ON idgen_ordered_29 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_29_no_delete BEFORE DELETE ON idgen_ordered_29
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_30_guard ON idgen_ordered_30;
CREATE TRIGGER idgen_ordered_30_guard BEFORE UPDATE ON idgen_ordered_30 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_30_no_delete BEFORE DELETE ON idgen_ordered_30
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_31_guard ON idgen_ordered_31;
CREATE TRIGGER idgen_ordered_31_guard BEFORE UPDATE ON idgen_ordered_31 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_31_no_delete BEFORE DELETE ON idgen_ordered_31
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_32_guard ON idgen_ordered_32;
CREATE TRIGGER idgen_ordered_32_guard BEFORE UPDATE ON idgen_ordered_32 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_32_no_delete BEFORE DELETE ON idgen_ordered_32
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_33_guard ON idgen_ordered_33;
CREATE TRIGGER idgen_ordered_33_guard BEFORE UPDATE ON idgen_ordered_33 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_33_no_delete BEFORE DELETE ON idgen_ordered_33
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_34_guard ON idgen_ordered_34;
CREATE TRIGGER idgen_ordered_34_guard BEFORE UPDATE ON idgen_ordered_34 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_34_no_delete BEFORE DELETE ON idgen_ordered_34
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_35_guard ON idgen_ordered_35;
CREATE TRIGGER idgen_ordered_35_guard BEFORE UPDATE ON idgen_ordered_35 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_35_no_delete BEFORE DELETE ON idgen_ordered_35
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_36_guard ON idgen_ordered_36;
CREATE TRIGGER idgen_ordered_36_guard BEFORE UPDATE ON idgen_ordered_36 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_36_no_delete BEFORE DELETE ON idgen_ordered_36
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_37_guard ON idgen_ordered_37;
CREATE TRIGGER idgen_ordered_37_guard BEFORE UPDATE ON idgen_ordered_37 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_37_no_delete BEFORE DELETE ON idgen_ordered_37
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_38_guard ON idgen_ordered_38;
CREATE TRIGGER idgen_ordered_38_guard BEFORE UPDATE ON idgen_ordered_38 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_38_no_delete BEFORE DELETE ON idgen_ordered_38
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_39_guard ON idgen_ordered_39;
CREATE TRIGGER idgen_ordered_39_guard BEFORE UPDATE ON idgen_ordered_39 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_39_no_delete BEFORE DELETE ON idgen_ordered_39
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_40_guard ON idgen_ordered_40;
CREATE TRIGGER idgen_ordered_40_guard BEFORE UPDATE ON idgen_ordered_40 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_40_no_delete BEFORE DELETE ON idgen_ordered_40
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_41_guard ON idgen_ordered_41;
CREATE TRIGGER idgen_ordered_41_guard BEFORE UPDATE ON idgen_ordered_41 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_41_no_delete BEFORE DELETE ON idgen_ordered_41
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_42_guard ON idgen_ordered_42;
CREATE TRIGGER idgen_ordered_42_guard BEFORE UPDATE ON idgen_ordered_42 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_42_no_delete BEFORE DELETE ON idgen_ordered_42
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_43_guard ON idgen_ordered_43;
CREATE TRIGGER idgen_ordered_43_guard BEFORE UPDATE ON idgen_ordered_43 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_43_no_delete BEFORE DELETE ON idgen_ordered_43
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_44_guard ON idgen_ordered_44;
CREATE TRIGGER idgen_ordered_44_guard BEFORE UPDATE ON idgen_ordered_44 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_44_no_delete BEFORE DELETE ON idgen_ordered_44
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_45_guard ON idgen_ordered_45;
CREATE TRIGGER idgen_ordered_45_guard BEFORE UPDATE ON idgen_ordered_45 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_45_no_delete BEFORE DELETE ON idgen_ordered_45
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_46_guard ON idgen_ordered_46;
CREATE TRIGGER idgen_ordered_46_guard BEFORE UPDATE ON idgen_ordered_46 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_46_no_delete BEFORE DELETE ON idgen_ordered_46
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_47_guard ON idgen_ordered_47;
CREATE TRIGGER idgen_ordered_47_guard BEFORE UPDATE ON idgen_ordered_47 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_47_no_delete BEFORE DELETE ON idgen_ordered_47
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_48_guard ON idgen_ordered_48;
CREATE TRIGGER idgen_ordered_48_guard BEFORE UPDATE ON idgen_ordered_48 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_48_no_delete BEFORE DELETE ON idgen_ordered_48
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_49_guard ON idgen_ordered_49;
CREATE TRIGGER idgen_ordered_49_guard BEFORE UPDATE ON idgen_ordered_49 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_49_no_delete BEFORE DELETE ON idgen_ordered_49
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_50_guard ON idgen_ordered_50;
CREATE TRIGGER idgen_ordered_50_guard BEFORE UPDATE ON idgen_ordered_50 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_50_no_delete BEFORE DELETE ON idgen_ordered_50
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_51_guard ON idgen_ordered_51;
CREATE TRIGGER idgen_ordered_51_guard BEFORE UPDATE ON idgen_ordered_51 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_51_no_delete BEFORE DELETE ON idgen_ordered_51
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_52_guard ON idgen_ordered_52;
CREATE TRIGGER idgen_ordered_52_guard BEFORE UPDATE ON idgen_ordered_52 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_52_no_delete BEFORE DELETE ON idgen_ordered_52
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_53_guard ON idgen_ordered_53;
CREATE TRIGGER idgen_ordered_53_guard BEFORE UPDATE ON idgen_ordered_53 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_53_no_delete BEFORE DELETE ON idgen_ordered_53
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_54_guard ON idgen_ordered_54;
CREATE TRIGGER idgen_ordered_54_guard BEFORE UPDATE ON idgen_ordered_54 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_54_no_delete BEFORE DELETE ON idgen_ordered_54
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_55_guard ON idgen_ordered_55;
CREATE TRIGGER idgen_ordered_55_guard BEFORE UPDATE ON idgen_ordered_55 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_55_no_delete BEFORE DELETE ON idgen_ordered_55
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_56_guard ON idgen_ordered_56;
CREATE TRIGGER idgen_ordered_56_guard BEFORE UPDATE ON idgen_ordered_56 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_56_no_delete BEFORE DELETE ON idgen_ordered_56
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_57_guard ON idgen_ordered_57;
CREATE TRIGGER idgen_ordered_57_guard BEFORE UPDATE ON idgen_ordered_57 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_57_no_delete BEFORE DELETE ON idgen_ordered_57
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_58_guard ON idgen_ordered_58;
CREATE TRIGGER idgen_ordered_58_guard BEFORE UPDATE ON idgen_ordered_58 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_58_no_delete BEFORE DELETE ON idgen_ordered_58
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_59_guard ON idgen_ordered_59;
CREATE TRIGGER idgen_ordered_59_guard BEFORE UPDATE ON idgen_ordered_59 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_59_no_delete BEFORE DELETE ON idgen_ordered_59
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_60_guard ON idgen_ordered_60;
CREATE TRIGGER idgen_ordered_60_guard BEFORE UPDATE ON idgen_ordered_60 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_60_no_delete BEFORE DELETE ON idgen_ordered_60
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_61_guard ON idgen_ordered_61;
CREATE TRIGGER idgen_ordered_61_guard BEFORE UPDATE ON idgen_ordered_61 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_61_no_delete BEFORE DELETE ON idgen_ordered_61
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_62_guard ON idgen_ordered_62;
CREATE TRIGGER idgen_ordered_62_guard BEFORE UPDATE ON idgen_ordered_62 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_62_no_delete BEFORE DELETE ON idgen_ordered_62
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();

DROP TRIGGER idgen_ordered_63_guard ON idgen_ordered_63;
CREATE TRIGGER idgen_ordered_63_guard BEFORE UPDATE ON idgen_ordered_63 FOR EACH ROW
    WHEN (NEW.num < OLD.num OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key)
    EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_63_no_delete BEFORE DELETE ON idgen_ordered_63
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
