-- idgen V10: guards on the slow-ordered tables, so that the database refuses to go backwards (PostgreSQL).
-- num is the last id handed out for (biz_tag, sub_key); moved back, the next call hands the same ids out
-- again. So no statement, from idgen, a person or a script, may lower num, rename a row's key (biz_tag,
-- sub_key: the old one would be created again at 0) or delete a row (DELETE or TRUNCATE: created again at 0).
-- idgen never does (it only adds, or raises with GREATEST). The way forward is 'idgen keys move'
-- (OrderedKeyAdmin); after a restore or a failover, 'idgen failover recover'. A refusal is SQLSTATE IG001
-- naming the table, the key and sub-key, the old and new values, as the guards of V9 (db/idgen).
-- The triggers are owned by the schema owner; the runtime role can neither drop nor disable them.
-- Version 10, not 4: a schema migrated before the slow-ordered tables were optional resolves this location
-- in idgen's main history too, so versions are unique across both locations.

CREATE FUNCTION idgen_guard_ordered() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
    refusal TEXT;
BEGIN
    IF TG_OP = 'DELETE' THEN
        refusal := 'rows are never deleted (num ' || OLD.num || '); a row created again would start at 0 and hand out '
            || 'ids again';
    ELSIF NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key THEN
        refusal := 'a row''s key is never renamed (to ''' || NEW.biz_tag || ''' sub-key ''' || NEW.sub_key || '''); the '
            || 'old one created again would start at 0 and hand out ids again';
    ELSIF NEW.num < OLD.num THEN
        refusal := 'num may only grow (' || OLD.num || ' -> ' || NEW.num || '); lowering it would hand out ids again';
    END IF;
    IF refusal IS NOT NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'IG001', MESSAGE = TG_TABLE_NAME || ' ''' || OLD.biz_tag || ''' sub-key '''
            || OLD.sub_key || ''': ' || refusal,
            HINT = 'To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''.';
    END IF;
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$;

CREATE FUNCTION idgen_guard_ordered_truncate() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION USING ERRCODE = 'IG001', MESSAGE = TG_TABLE_NAME || ': rows are never deleted (TRUNCATE); rows '
        || 'created again would start at 0 and hand out ids again';
END
$$;

CREATE TRIGGER idgen_ordered_00_guard BEFORE UPDATE OR DELETE ON idgen_ordered_00
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_00_no_truncate BEFORE TRUNCATE ON idgen_ordered_00
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_01_guard BEFORE UPDATE OR DELETE ON idgen_ordered_01
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_01_no_truncate BEFORE TRUNCATE ON idgen_ordered_01
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_02_guard BEFORE UPDATE OR DELETE ON idgen_ordered_02
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_02_no_truncate BEFORE TRUNCATE ON idgen_ordered_02
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_03_guard BEFORE UPDATE OR DELETE ON idgen_ordered_03
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_03_no_truncate BEFORE TRUNCATE ON idgen_ordered_03
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_04_guard BEFORE UPDATE OR DELETE ON idgen_ordered_04
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_04_no_truncate BEFORE TRUNCATE ON idgen_ordered_04
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_05_guard BEFORE UPDATE OR DELETE ON idgen_ordered_05
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_05_no_truncate BEFORE TRUNCATE ON idgen_ordered_05
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_06_guard BEFORE UPDATE OR DELETE ON idgen_ordered_06
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_06_no_truncate BEFORE TRUNCATE ON idgen_ordered_06
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_07_guard BEFORE UPDATE OR DELETE ON idgen_ordered_07
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_07_no_truncate BEFORE TRUNCATE ON idgen_ordered_07
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_08_guard BEFORE UPDATE OR DELETE ON idgen_ordered_08
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_08_no_truncate BEFORE TRUNCATE ON idgen_ordered_08
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_09_guard BEFORE UPDATE OR DELETE ON idgen_ordered_09
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_09_no_truncate BEFORE TRUNCATE ON idgen_ordered_09
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_10_guard BEFORE UPDATE OR DELETE ON idgen_ordered_10
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_10_no_truncate BEFORE TRUNCATE ON idgen_ordered_10
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_11_guard BEFORE UPDATE OR DELETE ON idgen_ordered_11
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_11_no_truncate BEFORE TRUNCATE ON idgen_ordered_11
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_12_guard BEFORE UPDATE OR DELETE ON idgen_ordered_12
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_12_no_truncate BEFORE TRUNCATE ON idgen_ordered_12
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_13_guard BEFORE UPDATE OR DELETE ON idgen_ordered_13
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_13_no_truncate BEFORE TRUNCATE ON idgen_ordered_13
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_14_guard BEFORE UPDATE OR DELETE ON idgen_ordered_14
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_14_no_truncate BEFORE TRUNCATE ON idgen_ordered_14
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_15_guard BEFORE UPDATE OR DELETE ON idgen_ordered_15
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_15_no_truncate BEFORE TRUNCATE ON idgen_ordered_15
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_16_guard BEFORE UPDATE OR DELETE ON idgen_ordered_16
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_16_no_truncate BEFORE TRUNCATE ON idgen_ordered_16
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_17_guard BEFORE UPDATE OR DELETE ON idgen_ordered_17
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_17_no_truncate BEFORE TRUNCATE ON idgen_ordered_17
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_18_guard BEFORE UPDATE OR DELETE ON idgen_ordered_18
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_18_no_truncate BEFORE TRUNCATE ON idgen_ordered_18
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_19_guard BEFORE UPDATE OR DELETE ON idgen_ordered_19
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_19_no_truncate BEFORE TRUNCATE ON idgen_ordered_19
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_20_guard BEFORE UPDATE OR DELETE ON idgen_ordered_20
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_20_no_truncate BEFORE TRUNCATE ON idgen_ordered_20
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_21_guard BEFORE UPDATE OR DELETE ON idgen_ordered_21
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_21_no_truncate BEFORE TRUNCATE ON idgen_ordered_21
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_22_guard BEFORE UPDATE OR DELETE ON idgen_ordered_22
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_22_no_truncate BEFORE TRUNCATE ON idgen_ordered_22
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_23_guard BEFORE UPDATE OR DELETE ON idgen_ordered_23
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_23_no_truncate BEFORE TRUNCATE ON idgen_ordered_23
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_24_guard BEFORE UPDATE OR DELETE ON idgen_ordered_24
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_24_no_truncate BEFORE TRUNCATE ON idgen_ordered_24
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_25_guard BEFORE UPDATE OR DELETE ON idgen_ordered_25
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_25_no_truncate BEFORE TRUNCATE ON idgen_ordered_25
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_26_guard BEFORE UPDATE OR DELETE ON idgen_ordered_26
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_26_no_truncate BEFORE TRUNCATE ON idgen_ordered_26
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_27_guard BEFORE UPDATE OR DELETE ON idgen_ordered_27
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_27_no_truncate BEFORE TRUNCATE ON idgen_ordered_27
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_28_guard BEFORE UPDATE OR DELETE ON idgen_ordered_28
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_28_no_truncate BEFORE TRUNCATE ON idgen_ordered_28
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_29_guard BEFORE UPDATE OR DELETE ON idgen_ordered_29
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_29_no_truncate BEFORE TRUNCATE ON idgen_ordered_29
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_30_guard BEFORE UPDATE OR DELETE ON idgen_ordered_30
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_30_no_truncate BEFORE TRUNCATE ON idgen_ordered_30
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_31_guard BEFORE UPDATE OR DELETE ON idgen_ordered_31
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_31_no_truncate BEFORE TRUNCATE ON idgen_ordered_31
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_32_guard BEFORE UPDATE OR DELETE ON idgen_ordered_32
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_32_no_truncate BEFORE TRUNCATE ON idgen_ordered_32
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_33_guard BEFORE UPDATE OR DELETE ON idgen_ordered_33
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_33_no_truncate BEFORE TRUNCATE ON idgen_ordered_33
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_34_guard BEFORE UPDATE OR DELETE ON idgen_ordered_34
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_34_no_truncate BEFORE TRUNCATE ON idgen_ordered_34
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_35_guard BEFORE UPDATE OR DELETE ON idgen_ordered_35
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_35_no_truncate BEFORE TRUNCATE ON idgen_ordered_35
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_36_guard BEFORE UPDATE OR DELETE ON idgen_ordered_36
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_36_no_truncate BEFORE TRUNCATE ON idgen_ordered_36
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_37_guard BEFORE UPDATE OR DELETE ON idgen_ordered_37
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_37_no_truncate BEFORE TRUNCATE ON idgen_ordered_37
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_38_guard BEFORE UPDATE OR DELETE ON idgen_ordered_38
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_38_no_truncate BEFORE TRUNCATE ON idgen_ordered_38
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_39_guard BEFORE UPDATE OR DELETE ON idgen_ordered_39
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_39_no_truncate BEFORE TRUNCATE ON idgen_ordered_39
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_40_guard BEFORE UPDATE OR DELETE ON idgen_ordered_40
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_40_no_truncate BEFORE TRUNCATE ON idgen_ordered_40
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_41_guard BEFORE UPDATE OR DELETE ON idgen_ordered_41
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_41_no_truncate BEFORE TRUNCATE ON idgen_ordered_41
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_42_guard BEFORE UPDATE OR DELETE ON idgen_ordered_42
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_42_no_truncate BEFORE TRUNCATE ON idgen_ordered_42
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_43_guard BEFORE UPDATE OR DELETE ON idgen_ordered_43
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_43_no_truncate BEFORE TRUNCATE ON idgen_ordered_43
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_44_guard BEFORE UPDATE OR DELETE ON idgen_ordered_44
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_44_no_truncate BEFORE TRUNCATE ON idgen_ordered_44
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_45_guard BEFORE UPDATE OR DELETE ON idgen_ordered_45
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_45_no_truncate BEFORE TRUNCATE ON idgen_ordered_45
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_46_guard BEFORE UPDATE OR DELETE ON idgen_ordered_46
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_46_no_truncate BEFORE TRUNCATE ON idgen_ordered_46
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_47_guard BEFORE UPDATE OR DELETE ON idgen_ordered_47
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_47_no_truncate BEFORE TRUNCATE ON idgen_ordered_47
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_48_guard BEFORE UPDATE OR DELETE ON idgen_ordered_48
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_48_no_truncate BEFORE TRUNCATE ON idgen_ordered_48
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_49_guard BEFORE UPDATE OR DELETE ON idgen_ordered_49
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_49_no_truncate BEFORE TRUNCATE ON idgen_ordered_49
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_50_guard BEFORE UPDATE OR DELETE ON idgen_ordered_50
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_50_no_truncate BEFORE TRUNCATE ON idgen_ordered_50
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_51_guard BEFORE UPDATE OR DELETE ON idgen_ordered_51
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_51_no_truncate BEFORE TRUNCATE ON idgen_ordered_51
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_52_guard BEFORE UPDATE OR DELETE ON idgen_ordered_52
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_52_no_truncate BEFORE TRUNCATE ON idgen_ordered_52
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_53_guard BEFORE UPDATE OR DELETE ON idgen_ordered_53
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_53_no_truncate BEFORE TRUNCATE ON idgen_ordered_53
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_54_guard BEFORE UPDATE OR DELETE ON idgen_ordered_54
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_54_no_truncate BEFORE TRUNCATE ON idgen_ordered_54
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_55_guard BEFORE UPDATE OR DELETE ON idgen_ordered_55
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_55_no_truncate BEFORE TRUNCATE ON idgen_ordered_55
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_56_guard BEFORE UPDATE OR DELETE ON idgen_ordered_56
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_56_no_truncate BEFORE TRUNCATE ON idgen_ordered_56
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_57_guard BEFORE UPDATE OR DELETE ON idgen_ordered_57
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_57_no_truncate BEFORE TRUNCATE ON idgen_ordered_57
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_58_guard BEFORE UPDATE OR DELETE ON idgen_ordered_58
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_58_no_truncate BEFORE TRUNCATE ON idgen_ordered_58
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_59_guard BEFORE UPDATE OR DELETE ON idgen_ordered_59
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_59_no_truncate BEFORE TRUNCATE ON idgen_ordered_59
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_60_guard BEFORE UPDATE OR DELETE ON idgen_ordered_60
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_60_no_truncate BEFORE TRUNCATE ON idgen_ordered_60
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_61_guard BEFORE UPDATE OR DELETE ON idgen_ordered_61
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_61_no_truncate BEFORE TRUNCATE ON idgen_ordered_61
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_62_guard BEFORE UPDATE OR DELETE ON idgen_ordered_62
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_62_no_truncate BEFORE TRUNCATE ON idgen_ordered_62
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();

CREATE TRIGGER idgen_ordered_63_guard BEFORE UPDATE OR DELETE ON idgen_ordered_63
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_ordered();
CREATE TRIGGER idgen_ordered_63_no_truncate BEFORE TRUNCATE ON idgen_ordered_63
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_ordered_truncate();
