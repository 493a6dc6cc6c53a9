-- idgen V11: gap-free document numbers (MySQL 8+ / MariaDB 10.6+, InnoDB).
-- One row per series: a key (biz_tag, e.g. 'invoice'), a sub-series (sub_key, e.g. a company or a shop;
-- '' for none), the format's serial period and the period's first day (1970-01-01 for NEVER).
-- last_number is the last number committed in the series. Unlike every other idgen table it is raised on
-- the APPLICATION's connection, inside the application's transaction (UPDATE .. SET last_number =
-- LAST_INSERT_ID(last_number + 1), then SELECT LAST_INSERT_ID() on the same connection), so the number
-- commits or rolls back with the document: the committed numbers of a series are exactly 1..last_number.
-- The row lock is held until that transaction ends; another transaction of the same series waits for it.
-- The engine creates a series' row with 0 on its own connection (committed, no number taken) the first
-- time it meets the series.
-- Guarded like the counter tables of V9: last_number only grows, a series is never renamed, rows are
-- never deleted (a series created again would start at 1 and repeat numbers).
CREATE TABLE idgen_document (
    biz_tag       VARCHAR(128) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
    sub_key       VARCHAR(128) CHARACTER SET ascii COLLATE ascii_bin NOT NULL DEFAULT '',
    serial_period VARCHAR(8)   CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
    serial_day    DATE         NOT NULL,
    last_number   BIGINT       NOT NULL DEFAULT 0,
    created_at    DATETIME(3)  NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    updated_at    DATETIME(3)  NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    PRIMARY KEY (biz_tag, sub_key, serial_period, serial_day),
    CONSTRAINT idgen_document_last_number_not_negative CHECK (last_number >= 0),
    CONSTRAINT idgen_document_serial_period_known CHECK (serial_period IN ('NEVER', 'YEAR', 'MONTH', 'WEEK', 'DAY')),
    CONSTRAINT idgen_document_serial_day_starts_period
        CHECK ((serial_period <> 'NEVER' OR serial_day = DATE '1970-01-01')
           AND (serial_period <> 'YEAR' OR DAYOFYEAR(serial_day) = 1)
           AND (serial_period <> 'MONTH' OR DAYOFMONTH(serial_day) = 1)
           AND (serial_period <> 'WEEK' OR WEEKDAY(serial_day) = 0))
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;

DELIMITER //

CREATE TRIGGER idgen_document_guard BEFORE UPDATE ON idgen_document FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(600) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key AND NEW.serial_period <=> OLD.serial_period
            AND NEW.serial_day <=> OLD.serial_day) THEN
        SET refusal = CONCAT('a series is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key, ''' ',
            NEW.serial_period, ' ', NEW.serial_day, '); the old one created again would start at 1');
    ELSEIF NEW.last_number < OLD.last_number THEN
        SET refusal = CONCAT('last_number may only grow (', OLD.last_number, ' -> ', NEW.last_number,
            '); lowering it would repeat document numbers');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_document ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''' ', OLD.serial_period,
            ' ', OLD.serial_day, ': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_document_no_delete BEFORE DELETE ON idgen_document FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(600);
    SET refusal = CONCAT('idgen_document ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''' ', OLD.serial_period, ' ',
        OLD.serial_day, ': rows are never deleted (last_number ', OLD.last_number,
        '); the series created again would start at 1 and repeat document numbers');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

DELIMITER ;
