-- idgen V15: the guards of V9/V11/V13 on the hot tables, entered only when a statement would go the wrong way
-- (MySQL 8+ / MariaDB 10.6+). MySQL and MariaDB have no WHEN clause on a trigger; the cheapest equivalent is a
-- body that is one IF on the refusal condition, with the old body (its DECLARE, message and SIGNAL) inside it:
-- an UPDATE that only raises a counter evaluates one comparison and declares nothing. Measured on MariaDB
-- (200 000 UPDATEs in a procedure, three rounds): no trigger 15-23 us, V9's body 30-40 us, this body 26-31 us
-- per UPDATE. Messages and refusals are V9/V11/V13's, unchanged.
-- Each trigger is replaced without a moment unguarded (DDL is not transactional here): the new body is created
-- next to the old one under a second name (FOLLOWS), the old one dropped, created again under its own name just
-- before the second (PRECEDES), and the second dropped; triggers keep their order (idgen_document_guard fires
-- before idgen_document_steps). idgen_epoch and idgen_region, updated a few times per engine's life, keep theirs.
-- Run as the schema owner (TRIGGER privilege; with binary logging also SUPER or log_bin_trust_function_creators).

DELIMITER //

CREATE TRIGGER idgen_segment_guard_v BEFORE UPDATE ON idgen_segment FOR EACH ROW FOLLOWS idgen_segment_guard
IF NEW.max_id < OLD.max_id OR NOT (NEW.biz_tag <=> OLD.biz_tag) THEN
BEGIN
    DECLARE refusal VARCHAR(600) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag) THEN
        SET refusal = CONCAT('a key is never renamed (to ''', NEW.biz_tag, '''); the old one created again would start at 1');
    ELSEIF NEW.max_id < OLD.max_id THEN
        SET refusal = CONCAT('max_id may only grow (', OLD.max_id, ' -> ', NEW.max_id,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_segment ''', OLD.biz_tag, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END;
END IF//
DROP TRIGGER idgen_segment_guard//
CREATE TRIGGER idgen_segment_guard BEFORE UPDATE ON idgen_segment FOR EACH ROW PRECEDES idgen_segment_guard_v
IF NEW.max_id < OLD.max_id OR NOT (NEW.biz_tag <=> OLD.biz_tag) THEN
BEGIN
    DECLARE refusal VARCHAR(600) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag) THEN
        SET refusal = CONCAT('a key is never renamed (to ''', NEW.biz_tag, '''); the old one created again would start at 1');
    ELSEIF NEW.max_id < OLD.max_id THEN
        SET refusal = CONCAT('max_id may only grow (', OLD.max_id, ' -> ', NEW.max_id,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_segment ''', OLD.biz_tag, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END;
END IF//
DROP TRIGGER idgen_segment_guard_v//

CREATE TRIGGER idgen_daily_guard_v BEFORE UPDATE ON idgen_daily FOR EACH ROW FOLLOWS idgen_daily_guard
IF NEW.max_id < OLD.max_id OR NOT (NEW.biz_tag <=> OLD.biz_tag) THEN
BEGIN
    DECLARE refusal VARCHAR(600) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag) THEN
        SET refusal = CONCAT('a key is never renamed (to ''', NEW.biz_tag, '''); the old one created again would start at 1');
    ELSEIF NEW.max_id < OLD.max_id THEN
        SET refusal = CONCAT('max_id may only grow (', OLD.max_id, ' -> ', NEW.max_id,
            '); lowering it would hand out serials again. After a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_daily ''', OLD.biz_tag, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END;
END IF//
DROP TRIGGER idgen_daily_guard//
CREATE TRIGGER idgen_daily_guard BEFORE UPDATE ON idgen_daily FOR EACH ROW PRECEDES idgen_daily_guard_v
IF NEW.max_id < OLD.max_id OR NOT (NEW.biz_tag <=> OLD.biz_tag) THEN
BEGIN
    DECLARE refusal VARCHAR(600) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag) THEN
        SET refusal = CONCAT('a key is never renamed (to ''', NEW.biz_tag, '''); the old one created again would start at 1');
    ELSEIF NEW.max_id < OLD.max_id THEN
        SET refusal = CONCAT('max_id may only grow (', OLD.max_id, ' -> ', NEW.max_id,
            '); lowering it would hand out serials again. After a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_daily ''', OLD.biz_tag, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END;
END IF//
DROP TRIGGER idgen_daily_guard_v//

CREATE TRIGGER idgen_worker_guard_v BEFORE UPDATE ON idgen_worker FOR EACH ROW FOLLOWS idgen_worker_guard
IF NEW.last_timestamp < OLD.last_timestamp
    OR NOT (NEW.namespace <=> OLD.namespace AND NEW.datacenter_id <=> OLD.datacenter_id AND NEW.worker_id <=> OLD.worker_id) THEN
BEGIN
    DECLARE refusal VARCHAR(600) DEFAULT NULL;
    IF NOT (NEW.namespace <=> OLD.namespace AND NEW.datacenter_id <=> OLD.datacenter_id AND NEW.worker_id <=> OLD.worker_id) THEN
        SET refusal = CONCAT('a worker row is never renamed (to ''', NEW.namespace, ''' datacenter ', NEW.datacenter_id,
            ' worker ', NEW.worker_id, '); its promise would be lost');
    ELSEIF NEW.last_timestamp < OLD.last_timestamp THEN
        SET refusal = CONCAT('last_timestamp may only grow (', OLD.last_timestamp, ' -> ', NEW.last_timestamp,
            '); it promises that no id of this worker carries a later timestamp, lowering it would let the next holder hand out ids again');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_worker ''', OLD.namespace, ''' datacenter ', OLD.datacenter_id, ' worker ',
            OLD.worker_id, ': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END;
END IF//
DROP TRIGGER idgen_worker_guard//
CREATE TRIGGER idgen_worker_guard BEFORE UPDATE ON idgen_worker FOR EACH ROW PRECEDES idgen_worker_guard_v
IF NEW.last_timestamp < OLD.last_timestamp
    OR NOT (NEW.namespace <=> OLD.namespace AND NEW.datacenter_id <=> OLD.datacenter_id AND NEW.worker_id <=> OLD.worker_id) THEN
BEGIN
    DECLARE refusal VARCHAR(600) DEFAULT NULL;
    IF NOT (NEW.namespace <=> OLD.namespace AND NEW.datacenter_id <=> OLD.datacenter_id AND NEW.worker_id <=> OLD.worker_id) THEN
        SET refusal = CONCAT('a worker row is never renamed (to ''', NEW.namespace, ''' datacenter ', NEW.datacenter_id,
            ' worker ', NEW.worker_id, '); its promise would be lost');
    ELSEIF NEW.last_timestamp < OLD.last_timestamp THEN
        SET refusal = CONCAT('last_timestamp may only grow (', OLD.last_timestamp, ' -> ', NEW.last_timestamp,
            '); it promises that no id of this worker carries a later timestamp, lowering it would let the next holder hand out ids again');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_worker ''', OLD.namespace, ''' datacenter ', OLD.datacenter_id, ' worker ',
            OLD.worker_id, ': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END;
END IF//
DROP TRIGGER idgen_worker_guard_v//

CREATE TRIGGER idgen_document_guard_v BEFORE UPDATE ON idgen_document FOR EACH ROW FOLLOWS idgen_document_guard
IF NEW.last_number < OLD.last_number OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key
    AND NEW.serial_period <=> OLD.serial_period AND NEW.serial_day <=> OLD.serial_day) THEN
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
END;
END IF//
DROP TRIGGER idgen_document_guard//
CREATE TRIGGER idgen_document_guard BEFORE UPDATE ON idgen_document FOR EACH ROW PRECEDES idgen_document_guard_v
IF NEW.last_number < OLD.last_number OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key
    AND NEW.serial_period <=> OLD.serial_period AND NEW.serial_day <=> OLD.serial_day) THEN
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
END;
END IF//
DROP TRIGGER idgen_document_guard_v//

CREATE TRIGGER idgen_document_steps_v BEFORE UPDATE ON idgen_document FOR EACH ROW FOLLOWS idgen_document_steps
IF NOT (NEW.start_number <=> OLD.start_number) OR NEW.last_number > OLD.last_number + 1 THEN
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
END;
END IF//
DROP TRIGGER idgen_document_steps//
CREATE TRIGGER idgen_document_steps BEFORE UPDATE ON idgen_document FOR EACH ROW PRECEDES idgen_document_steps_v
IF NOT (NEW.start_number <=> OLD.start_number) OR NEW.last_number > OLD.last_number + 1 THEN
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
END;
END IF//
DROP TRIGGER idgen_document_steps_v//

DELIMITER ;
