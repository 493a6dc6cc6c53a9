-- idgen V13: gap-free document numbers move only by exactly +1, and a series starts where its row says (PostgreSQL).
-- start_number is the number a series starts above: 0, or the last of the numbers a table already held when idgen
-- adopted them (DocumentAdmin / 'idgen documents adopt'); the engine's first number of the series is start + 1.
-- The guards below refuse, whoever runs the statement:
--   * a row inserted with last_number other than its start_number (a series starts at its start, not above it);
--   * last_number raised by more than 1 (a silent gap) unless start_number is raised in the same statement, and
--     then only to GREATEST(last_number, start_number) (an adoption moves a series up to the adopted numbers);
--   * start_number lowered.
-- The runtime role has INSERT on the key columns only and UPDATE on (last_number, updated_at) (db/idgen-grants),
-- so it creates a series at 0 and moves it by +1; an adopted start needs the schema owner (idgen's admin path).
ALTER TABLE idgen_document ADD COLUMN start_number BIGINT NOT NULL DEFAULT 0;
ALTER TABLE idgen_document ADD CONSTRAINT idgen_document_start_number_not_negative CHECK (start_number >= 0);
COMMENT ON COLUMN idgen_document.start_number IS 'the series starts above this number: 0, or the last number a table held when idgen adopted it';

CREATE FUNCTION idgen_guard_document_steps() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
    refusal TEXT;
BEGIN
    IF TG_OP = 'INSERT' THEN
        IF NEW.last_number IS DISTINCT FROM NEW.start_number THEN
            refusal := 'a series starts at its start_number (last_number ' || NEW.last_number || ', start_number '
                || NEW.start_number || '); numbers an existing table holds are adopted with ''idgen documents adopt''';
        END IF;
    ELSIF NEW.start_number < OLD.start_number THEN
        refusal := 'start_number may only grow (' || OLD.start_number || ' -> ' || NEW.start_number || ')';
    ELSIF NEW.start_number = OLD.start_number AND NEW.last_number > OLD.last_number + 1 THEN
        refusal := 'last_number moves by exactly 1 (' || OLD.last_number || ' -> ' || NEW.last_number
            || '); a larger step leaves numbers no document holds';
    ELSIF NEW.start_number > OLD.start_number AND NEW.last_number <> GREATEST(OLD.last_number, NEW.start_number) THEN
        refusal := 'an adopted start moves last_number to GREATEST(last_number, start_number) ('
            || GREATEST(OLD.last_number, NEW.start_number) || '), not ' || NEW.last_number;
    END IF;
    IF refusal IS NOT NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'IG001', MESSAGE = 'idgen_document ''' || NEW.biz_tag || ''' sub-key '''
            || NEW.sub_key || ''' ' || NEW.serial_period || ' ' || NEW.serial_day || ': ' || refusal;
    END IF;
    RETURN NEW;
END
$$;

CREATE TRIGGER idgen_document_steps BEFORE INSERT OR UPDATE ON idgen_document
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_document_steps();
