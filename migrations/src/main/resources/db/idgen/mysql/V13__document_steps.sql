-- idgen V13: gap-free document numbers move only by exactly +1, and a series starts where its row says
-- (MySQL 8+ / MariaDB 10.6+). start_number is the number a series starts above: 0, or the last of the numbers a
-- table already held when idgen adopted them (DocumentAdmin / 'idgen documents adopt'); the engine's first number
-- of the series is start + 1. The guards below refuse, whoever runs the statement:
--   * a row inserted with last_number other than its start_number (a series starts at its start, not above it);
--   * last_number raised by more than 1 (a silent gap) unless start_number is raised in the same statement, and
--     then only to GREATEST(last_number, start_number) (an adoption moves a series up to the adopted numbers);
--   * start_number lowered.
-- The runtime role has INSERT on the key columns only and UPDATE on (last_number, updated_at) (db/idgen-grants),
-- so it creates a series at 0 and moves it by +1; an adopted start needs the schema owner (idgen's admin path).
-- V11's idgen_document_guard (last_number only grows, no renaming) stays; this is a second BEFORE UPDATE trigger.
ALTER TABLE idgen_document ADD COLUMN start_number BIGINT NOT NULL DEFAULT 0;
ALTER TABLE idgen_document ADD CONSTRAINT idgen_document_start_number_not_negative CHECK (start_number >= 0);

DELIMITER //

CREATE TRIGGER idgen_document_starts BEFORE INSERT ON idgen_document FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(600);
    IF NOT (NEW.last_number <=> NEW.start_number) THEN
        SET refusal = CONCAT('idgen_document ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key, ''' ', NEW.serial_period,
            ' ', NEW.serial_day, ': a series starts at its start_number (last_number ', NEW.last_number,
            ', start_number ', NEW.start_number, '); adopt existing numbers with ''idgen documents adopt''');
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_document_steps BEFORE UPDATE ON idgen_document FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(600) DEFAULT NULL;
    IF NEW.start_number < OLD.start_number THEN
        SET refusal = CONCAT('start_number may only grow (', OLD.start_number, ' -> ', NEW.start_number, ')');
    ELSEIF NEW.start_number = OLD.start_number AND NEW.last_number > OLD.last_number + 1 THEN
        SET refusal = CONCAT('last_number moves by exactly 1 (', OLD.last_number, ' -> ', NEW.last_number,
            '); a larger step leaves numbers no document holds');
    ELSEIF NEW.start_number > OLD.start_number AND NEW.last_number <> GREATEST(OLD.last_number, NEW.start_number) THEN
        SET refusal = CONCAT('an adopted start moves last_number to GREATEST(last_number, start_number) (',
            GREATEST(OLD.last_number, NEW.start_number), '), not ', NEW.last_number);
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_document ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''' ', OLD.serial_period,
            ' ', OLD.serial_day, ': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

DELIMITER ;
