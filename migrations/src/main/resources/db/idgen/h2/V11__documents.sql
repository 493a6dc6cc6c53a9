-- idgen V11: gap-free document numbers (H2 2.x).
-- One row per series: a key (biz_tag, e.g. 'invoice'), a sub-series (sub_key, e.g. a company or a shop;
-- '' for none), the format's serial period and the period's first day (1970-01-01 for NEVER).
-- last_number is the last number committed in the series. Unlike every other idgen table it is raised on
-- the APPLICATION's connection, inside the application's transaction (SELECT .. FROM FINAL TABLE (UPDATE ..
-- SET last_number = last_number + 1)), so the number commits or rolls back with the document: the committed
-- numbers of a series are exactly 1..last_number. The row lock is held until that transaction ends.
-- The engine creates a series' row with 0 on its own connection the first time it meets the series.
-- Guarded like the counter tables of V9 (dev.idgen.migrations.h2.GuardTrigger): last_number only grows, a
-- series is never renamed, rows are never deleted.
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
           AND (serial_period <> 'YEAR' OR DAY_OF_YEAR(serial_day) = 1)
           AND (serial_period <> 'MONTH' OR DAY_OF_MONTH(serial_day) = 1)
           AND (serial_period <> 'WEEK' OR ISO_DAY_OF_WEEK(serial_day) = 1))
);
CREATE TRIGGER idgen_document_guard BEFORE UPDATE, DELETE ON idgen_document FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
