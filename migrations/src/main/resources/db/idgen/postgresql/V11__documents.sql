-- idgen V11: gap-free document numbers (PostgreSQL).
-- One row per series: a key (biz_tag, e.g. 'invoice'), a sub-series (sub_key, e.g. a company or a shop;
-- '' for none), the format's serial period and the period's first day (1970-01-01 for NEVER).
-- last_number is the last number committed in the series. Unlike every other idgen table it is raised on
-- the APPLICATION's connection, inside the application's transaction (UPDATE .. SET last_number =
-- last_number + 1 .. RETURNING), so the number commits or rolls back with the document: the committed
-- numbers of a series are exactly 1..last_number. The row lock is held until that transaction ends;
-- another transaction of the same series waits for it. The engine creates a series' row with 0 on its
-- own connection (committed, no number taken) the first time it meets the series.
-- Guarded like the counter tables of V9: last_number only grows, a series is never renamed, rows are
-- never deleted (a series created again would start at 1 and repeat numbers).
CREATE TABLE idgen_document (
    biz_tag       VARCHAR(128)             NOT NULL,
    sub_key       VARCHAR(128)             NOT NULL DEFAULT '',
    serial_period VARCHAR(8)               NOT NULL,
    serial_day    DATE                     NOT NULL,
    last_number   BIGINT                   NOT NULL DEFAULT 0,
    created_at    TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at    TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_document_pk PRIMARY KEY (biz_tag, sub_key, serial_period, serial_day),
    CONSTRAINT idgen_document_last_number_not_negative CHECK (last_number >= 0),
    CONSTRAINT idgen_document_serial_period_known CHECK (serial_period IN ('NEVER', 'YEAR', 'MONTH', 'WEEK', 'DAY')),
    CONSTRAINT idgen_document_serial_day_starts_period
        CHECK ((serial_period <> 'NEVER' OR serial_day = DATE '1970-01-01')
           AND (serial_period <> 'YEAR' OR EXTRACT(DOY FROM serial_day) = 1)
           AND (serial_period <> 'MONTH' OR EXTRACT(DAY FROM serial_day) = 1)
           AND (serial_period <> 'WEEK' OR EXTRACT(ISODOW FROM serial_day) = 1))
);

COMMENT ON TABLE idgen_document IS 'idgen gap-free document numbers: per series and period, the last number committed, raised in the application''s transaction';
COMMENT ON COLUMN idgen_document.sub_key IS 'the sub-series (a company, a shop, a register); empty for none';
COMMENT ON COLUMN idgen_document.serial_day IS 'the first day of the period in the engines'' daily zone (UTC by default); 1970-01-01 for NEVER';

CREATE FUNCTION idgen_guard_document() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
    refusal TEXT;
BEGIN
    IF TG_OP = 'DELETE' THEN
        refusal := 'rows are never deleted (last_number ' || OLD.last_number || '); the series created again would '
            || 'start at 1 and repeat document numbers';
    ELSIF NEW.biz_tag IS DISTINCT FROM OLD.biz_tag OR NEW.sub_key IS DISTINCT FROM OLD.sub_key
            OR NEW.serial_period IS DISTINCT FROM OLD.serial_period OR NEW.serial_day IS DISTINCT FROM OLD.serial_day THEN
        refusal := 'a series is never renamed (to ''' || NEW.biz_tag || ''' sub-key ''' || NEW.sub_key || ''' '
            || NEW.serial_period || ' ' || NEW.serial_day || '); the old one created again would start at 1';
    ELSIF NEW.last_number < OLD.last_number THEN
        refusal := 'last_number may only grow (' || OLD.last_number || ' -> ' || NEW.last_number || '); lowering it '
            || 'would repeat document numbers';
    END IF;
    IF refusal IS NOT NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'IG001', MESSAGE = 'idgen_document ''' || OLD.biz_tag || ''' sub-key '''
            || OLD.sub_key || ''' ' || OLD.serial_period || ' ' || OLD.serial_day || ': ' || refusal;
    END IF;
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$;

CREATE TRIGGER idgen_document_guard BEFORE UPDATE OR DELETE ON idgen_document
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_document();
CREATE TRIGGER idgen_document_no_truncate BEFORE TRUNCATE ON idgen_document
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_truncate();
