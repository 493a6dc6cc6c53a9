-- idgen V15: the guards of V9/V11/V13 on the hot tables, entered only when a statement would go the wrong way
-- (PostgreSQL). Their functions are unchanged; each row trigger on UPDATE now carries a WHEN clause that is the
-- function's own refusal condition, so an UPDATE that only raises a counter (every statement idgen sends) is
-- checked by the executor's expression, without entering PL/pgSQL (issue #42: the function call alone cost
-- ~6 % of a slow-ordered round trip). A WHEN clause cannot name NEW on DELETE nor OLD on INSERT, so DELETE
-- (always refused) and INSERT (document series) get triggers of their own, calling the same functions.
-- Triggers on one event fire in name order, as before: <table>_guard, then idgen_document_steps.
-- The refusal conditions mirror the functions exactly (a NULL comparison refuses in neither).
-- Not here: idgen_epoch and idgen_region, updated a few times per engine's life, keep V9/V12/V14's triggers.

DROP TRIGGER idgen_segment_guard ON idgen_segment;
CREATE TRIGGER idgen_segment_guard BEFORE UPDATE ON idgen_segment FOR EACH ROW
    WHEN (NEW.max_id < OLD.max_id OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag)
    EXECUTE FUNCTION idgen_guard_max_id();
CREATE TRIGGER idgen_segment_no_delete BEFORE DELETE ON idgen_segment
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_max_id();

DROP TRIGGER idgen_daily_guard ON idgen_daily;
CREATE TRIGGER idgen_daily_guard BEFORE UPDATE ON idgen_daily FOR EACH ROW
    WHEN (NEW.max_id < OLD.max_id OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag)
    EXECUTE FUNCTION idgen_guard_max_id();
CREATE TRIGGER idgen_daily_no_delete BEFORE DELETE ON idgen_daily
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_max_id();

DROP TRIGGER idgen_worker_guard ON idgen_worker;
CREATE TRIGGER idgen_worker_guard BEFORE UPDATE ON idgen_worker FOR EACH ROW
    WHEN (NEW.last_timestamp < OLD.last_timestamp OR NEW.namespace IS DISTINCT FROM OLD.namespace
        OR NEW.datacenter_id IS DISTINCT FROM OLD.datacenter_id OR NEW.worker_id IS DISTINCT FROM OLD.worker_id)
    EXECUTE FUNCTION idgen_guard_worker();
CREATE TRIGGER idgen_worker_no_delete BEFORE DELETE ON idgen_worker
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_worker();

DROP TRIGGER idgen_document_guard ON idgen_document;
CREATE TRIGGER idgen_document_guard BEFORE UPDATE ON idgen_document FOR EACH ROW
    WHEN (NEW.last_number < OLD.last_number OR NEW.biz_tag IS DISTINCT FROM OLD.biz_tag
        OR NEW.sub_key IS DISTINCT FROM OLD.sub_key OR NEW.serial_period IS DISTINCT FROM OLD.serial_period
        OR NEW.serial_day IS DISTINCT FROM OLD.serial_day)
    EXECUTE FUNCTION idgen_guard_document();
CREATE TRIGGER idgen_document_no_delete BEFORE DELETE ON idgen_document
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_document();

-- the steps: refused when start_number falls, when last_number moves by more than 1 with the start unchanged, and
-- (checked in the function) when a raised start moves last_number anywhere but GREATEST(last_number, start_number)
DROP TRIGGER idgen_document_steps ON idgen_document;
CREATE TRIGGER idgen_document_steps BEFORE UPDATE ON idgen_document FOR EACH ROW
    WHEN (NEW.start_number IS DISTINCT FROM OLD.start_number OR NEW.last_number > OLD.last_number + 1)
    EXECUTE FUNCTION idgen_guard_document_steps();
CREATE TRIGGER idgen_document_starts BEFORE INSERT ON idgen_document
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_document_steps();
