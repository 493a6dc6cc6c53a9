-- idgen V13: gap-free document numbers move only by exactly +1, and a series starts where its row says (H2 2.x).
-- start_number is the number a series starts above: 0, or the last of the numbers a table already held when idgen
-- adopted them (DocumentAdmin / 'idgen documents adopt'); the engine's first number of the series is start + 1.
-- dev.idgen.migrations.h2.DocumentStepsTrigger refuses, whoever runs the statement: a row inserted with last_number
-- other than its start_number; last_number raised by more than 1 unless start_number is raised in the same
-- statement (then only to GREATEST(last_number, start_number)); start_number lowered. H2 grants no column
-- privileges, so it also refuses an adopted start (start_number above 0 or raised) from a user who is neither an
-- administrator nor the owner of the schema: the runtime role creates a series at 0 and moves it by +1.
ALTER TABLE idgen_document ADD COLUMN start_number BIGINT NOT NULL DEFAULT 0;
ALTER TABLE idgen_document ADD CONSTRAINT idgen_document_start_number_not_negative CHECK (start_number >= 0);
CREATE TRIGGER idgen_document_steps BEFORE INSERT, UPDATE ON idgen_document FOR EACH ROW CALL 'dev.idgen.migrations.h2.DocumentStepsTrigger';
