-- idgen V9: guards, so that the database refuses to go backwards (PostgreSQL).
-- Every id idgen hands out is below a counter in these tables; a counter moved back makes a node
-- that starts afterwards hand the same ids out again. So no statement, from idgen, a person or a
-- script, may:
--   * lower idgen_segment.max_id or idgen_daily.max_id (the exclusive end of what was reserved),
--   * lower idgen_worker.last_timestamp (the worker's promise: no id of it carries a later timestamp),
--   * set a refused idgen_epoch back to 'serving' without the recovery, which counts itself in the same
--     statement (recoveries = recoveries + 1), or lower id_floor, recoveries or recovered_at,
--   * rename a key (biz_tag; a worker's namespace, datacenter_id or worker_id): the old name would be
--     created again at 1,
--   * delete a row (DELETE or TRUNCATE): a row created again starts at 1. This holds for idgen_daily
--     too, whatever V4 said about past days: a row's period is not always a past day (monthly, yearly
--     and never-resetting serials), and a period's row deleted while it is current repeats its serials.
-- idgen never does any of these (its statements only add, or raise with GREATEST). The way forward is
-- 'idgen keys move' (KeyAdmin.moveNextIdTo); after a restore or a failover, 'idgen failover recover'.
-- A refusal is SQLSTATE IG001 with a message naming the table, the key, the old and new values.
-- The guards are triggers owned by the schema owner: the runtime role can neither drop nor disable
-- them. The owner can (ALTER TABLE .. DISABLE TRIGGER), deliberately, e.g. to delete rows no node reads.
-- The functions call nothing by name, so they work whatever the caller's search_path.

-- segment and daily rows: max_id only grows; the key is never renamed; rows are never deleted
CREATE FUNCTION idgen_guard_max_id() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
    refusal TEXT;
BEGIN
    IF TG_OP = 'DELETE' THEN
        refusal := 'rows are never deleted (max_id ' || OLD.max_id || '); a row created again would start at 1 and '
            || 'hand out ids again';
    ELSIF NEW.biz_tag IS DISTINCT FROM OLD.biz_tag THEN
        refusal := 'a key is never renamed (to ''' || NEW.biz_tag || '''); a key created again under the old name would '
            || 'start at 1 and hand out ids again';
    ELSIF NEW.max_id < OLD.max_id THEN
        refusal := 'max_id may only grow (' || OLD.max_id || ' -> ' || NEW.max_id || '); lowering it would hand out '
            || 'ids again';
    END IF;
    IF refusal IS NOT NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'IG001', MESSAGE = TG_TABLE_NAME || ' ''' || OLD.biz_tag || ''': ' || refusal,
            HINT = 'To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''.';
    END IF;
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$;

CREATE TRIGGER idgen_segment_guard BEFORE UPDATE OR DELETE ON idgen_segment
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_max_id();
CREATE TRIGGER idgen_daily_guard BEFORE UPDATE OR DELETE ON idgen_daily
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_max_id();

-- worker leases: the promise only grows; the worker id is never renamed; rows are never deleted
CREATE FUNCTION idgen_guard_worker() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
    refusal TEXT;
BEGIN
    IF TG_OP = 'DELETE' THEN
        refusal := 'rows are never deleted (last_timestamp ' || OLD.last_timestamp || '); the next holder of this '
            || 'worker id would not wait for the promise and could hand out ids again';
    ELSIF NEW.namespace IS DISTINCT FROM OLD.namespace OR NEW.datacenter_id IS DISTINCT FROM OLD.datacenter_id
            OR NEW.worker_id IS DISTINCT FROM OLD.worker_id THEN
        refusal := 'a worker row is never renamed (to ''' || NEW.namespace || ''' datacenter ' || NEW.datacenter_id
            || ' worker ' || NEW.worker_id || '); its promise would be lost';
    ELSIF NEW.last_timestamp < OLD.last_timestamp THEN
        refusal := 'last_timestamp may only grow (' || OLD.last_timestamp || ' -> ' || NEW.last_timestamp || '); it '
            || 'promises that no id of this worker carries a later timestamp, lowering it would let the next holder '
            || 'hand out ids again';
    END IF;
    IF refusal IS NOT NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'IG001', MESSAGE = TG_TABLE_NAME || ' ''' || OLD.namespace || ''' datacenter '
            || OLD.datacenter_id || ' worker ' || OLD.worker_id || ': ' || refusal,
            HINT = 'After a restore or failover use ''idgen failover recover''.';
    END IF;
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$;

CREATE TRIGGER idgen_worker_guard BEFORE UPDATE OR DELETE ON idgen_worker
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_worker();

-- the epoch: a refused epoch serves again only through the recovery; its counters only grow
CREATE FUNCTION idgen_guard_epoch() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
    refusal TEXT;
BEGIN
    IF TG_OP = 'DELETE' THEN
        refusal := 'the epoch row is never deleted; without it engines cannot tell whether the database lost commits';
    ELSIF OLD.state = 'refused' AND NEW.state = 'serving' AND NEW.recoveries IS DISTINCT FROM OLD.recoveries + 1 THEN
        refusal := 'a refused epoch serves again only through the recovery, which counts itself in the same statement '
            || '(recoveries ' || OLD.recoveries || ' -> ' || (OLD.recoveries + 1) || ', was ' || NEW.recoveries
            || '); refused because: ' || OLD.reason;
    ELSIF NEW.id_floor < OLD.id_floor OR NEW.recoveries < OLD.recoveries OR NEW.recovered_at < OLD.recovered_at THEN
        refusal := 'id_floor, recoveries and recovered_at may only grow (' || OLD.id_floor || ', ' || OLD.recoveries
            || ', ' || OLD.recovered_at || ' -> ' || NEW.id_floor || ', ' || NEW.recoveries || ', ' || NEW.recovered_at
            || ')';
    END IF;
    IF refusal IS NOT NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'IG001', MESSAGE = TG_TABLE_NAME || ' row ' || OLD.id || ': ' || refusal,
            HINT = 'To serve again after a restore or failover use ''idgen failover recover''.';
    END IF;
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$;

CREATE TRIGGER idgen_epoch_guard BEFORE UPDATE OR DELETE ON idgen_epoch
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_epoch();

-- TRUNCATE deletes without firing row triggers
CREATE FUNCTION idgen_guard_truncate() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION USING ERRCODE = 'IG001', MESSAGE = TG_TABLE_NAME || ': rows are never deleted (TRUNCATE); rows '
        || 'created again would start at 1 and hand out ids again';
END
$$;

CREATE TRIGGER idgen_segment_no_truncate BEFORE TRUNCATE ON idgen_segment
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_truncate();
CREATE TRIGGER idgen_daily_no_truncate BEFORE TRUNCATE ON idgen_daily
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_truncate();
CREATE TRIGGER idgen_worker_no_truncate BEFORE TRUNCATE ON idgen_worker
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_truncate();
CREATE TRIGGER idgen_epoch_no_truncate BEFORE TRUNCATE ON idgen_epoch
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_truncate();
