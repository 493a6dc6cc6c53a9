-- idgen V14: the epoch's guard, completed (PostgreSQL). V9 let a refused epoch serve again with only
-- recoveries = recoveries + 1, so a statement that counted a recovery without doing one (no key moved, the floor
-- unchanged) made every engine serve again; and it did not guard timestamp_floor. From here the database refuses,
-- whoever runs the statement:
--   * a refused epoch set to 'serving' unless the same statement counts the recovery (recoveries + 1) and raises
--     id_floor by the recovery's margin (what FailoverAdmin.recover and an engine's automatic recovery write in
--     one statement, together with recovered_at and timestamp_floor);
--   * a lower timestamp_floor (the recovery's worker fence: worker rows created afterwards promise no earlier
--     timestamp), next to id_floor, recoveries and recovered_at, which V9 already refuses to lower.
-- What it cannot tell: whether the keys really moved. A statement that raises the floor and counts a recovery by
-- hand is a recovery as far as the database knows; the runtime role's grants allow it, so a recovery is only as
-- good as whoever runs it ('idgen failover recover').
CREATE OR REPLACE FUNCTION idgen_guard_epoch() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
    refusal TEXT;
BEGIN
    IF TG_OP = 'DELETE' THEN
        refusal := 'the epoch row is never deleted; without it engines cannot tell whether the database lost commits';
    ELSIF OLD.state = 'refused' AND NEW.state = 'serving' AND NEW.recoveries IS DISTINCT FROM OLD.recoveries + 1 THEN
        refusal := 'a refused epoch serves again only through the recovery, which counts itself in the same statement '
            || '(recoveries ' || OLD.recoveries || ' -> ' || (OLD.recoveries + 1) || ', was ' || NEW.recoveries
            || '); refused because: ' || OLD.reason;
    ELSIF OLD.state = 'refused' AND NEW.state = 'serving' AND NOT NEW.id_floor > OLD.id_floor THEN
        refusal := 'a refused epoch serves again only through the recovery, which raises id_floor by its margin in the '
            || 'same statement (id_floor ' || OLD.id_floor || ' -> ' || NEW.id_floor || '); refused because: '
            || OLD.reason;
    ELSIF NEW.id_floor < OLD.id_floor OR NEW.recoveries < OLD.recoveries OR NEW.recovered_at < OLD.recovered_at
            OR NEW.timestamp_floor < OLD.timestamp_floor THEN
        refusal := 'id_floor, recoveries, recovered_at and timestamp_floor may only grow (' || OLD.id_floor || ', '
            || OLD.recoveries || ', ' || OLD.recovered_at || ', ' || OLD.timestamp_floor || ' -> ' || NEW.id_floor
            || ', ' || NEW.recoveries || ', ' || NEW.recovered_at || ', ' || NEW.timestamp_floor || ')';
    END IF;
    IF refusal IS NOT NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'IG001', MESSAGE = TG_TABLE_NAME || ' row ' || OLD.id || ': ' || refusal,
            HINT = 'To serve again after a restore or failover use ''idgen failover recover''.';
    END IF;
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$;
