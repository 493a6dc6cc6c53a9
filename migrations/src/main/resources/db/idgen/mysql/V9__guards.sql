-- idgen V9: guards, so that the database refuses to go backwards (MySQL 8+ / MariaDB 10.6+).
-- Every id idgen hands out is below a counter in these tables; a counter moved back makes a node
-- that starts afterwards hand the same ids out again. So no statement, from idgen, a person or a
-- script, may:
--   * lower idgen_segment.max_id or idgen_daily.max_id (the exclusive end of what was reserved),
--   * lower idgen_worker.last_timestamp (the worker's promise: no id of it carries a later timestamp),
--   * set a refused idgen_epoch back to 'serving' without the recovery, which counts itself in the same
--     statement (recoveries = recoveries + 1), or lower id_floor, recoveries or recovered_at,
--   * rename a key (biz_tag; a worker's namespace, datacenter_id or worker_id): the old name would be
--     created again at 1,
--   * delete a row: a row created again starts at 1. This holds for idgen_daily too, whatever V4 said
--     about past days: a row's period is not always a past day (monthly, yearly and never-resetting
--     serials), and a period's row deleted while it is current repeats its serials.
-- idgen never does any of these (its statements only add, or raise with GREATEST). The way forward is
-- 'idgen keys move' (KeyAdmin.moveNextIdTo); after a restore or a failover, 'idgen failover recover'.
-- A refusal is SQLSTATE 45000 (error 1644) with a message naming the table, the key, the old and new
-- values. MySQL cuts a message at 128 characters (MariaDB at 512), so on MySQL it is shortened.
-- TRUNCATE fires no trigger; it needs the DROP privilege, which the shipped grants do not give.
-- Creating triggers needs the TRIGGER privilege, and with binary logging on also SUPER or
-- log_bin_trust_function_creators = 1 (MySQL/MariaDB refuse otherwise: error 1419); run the migrations
-- as the schema owner. The owner can drop a trigger, deliberately, e.g. to delete rows no node reads.

DELIMITER //

CREATE TRIGGER idgen_segment_guard BEFORE UPDATE ON idgen_segment FOR EACH ROW
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
END//

CREATE TRIGGER idgen_segment_no_delete BEFORE DELETE ON idgen_segment FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(600);
    SET refusal = CONCAT('idgen_segment ''', OLD.biz_tag, ''': rows are never deleted (max_id ', OLD.max_id,
        '); a row created again would start at 1 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_daily_guard BEFORE UPDATE ON idgen_daily FOR EACH ROW
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
END//

CREATE TRIGGER idgen_daily_no_delete BEFORE DELETE ON idgen_daily FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(600);
    SET refusal = CONCAT('idgen_daily ''', OLD.biz_tag, ''': rows are never deleted (max_id ', OLD.max_id,
        '); a row created again would start at 1 and hand out serials again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_worker_guard BEFORE UPDATE ON idgen_worker FOR EACH ROW
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
END//

CREATE TRIGGER idgen_worker_no_delete BEFORE DELETE ON idgen_worker FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(600);
    SET refusal = CONCAT('idgen_worker ''', OLD.namespace, ''' datacenter ', OLD.datacenter_id, ' worker ',
        OLD.worker_id, ': rows are never deleted (last_timestamp ', OLD.last_timestamp,
        '); the next holder of this worker id would not wait for the promise and could hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_epoch_guard BEFORE UPDATE ON idgen_epoch FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(1200) DEFAULT NULL;
    IF OLD.state = 'refused' AND NEW.state = 'serving' AND NOT (NEW.recoveries <=> OLD.recoveries + 1) THEN
        SET refusal = CONCAT('a refused epoch serves again only through the recovery, which counts itself in the same statement (recoveries ',
            OLD.recoveries, ' -> ', OLD.recoveries + 1, ', was ', NEW.recoveries,
            '); use ''idgen failover recover''. Refused because: ', OLD.reason);
    ELSEIF NEW.id_floor < OLD.id_floor OR NEW.recoveries < OLD.recoveries OR NEW.recovered_at < OLD.recovered_at THEN
        SET refusal = CONCAT('id_floor, recoveries and recovered_at may only grow (', OLD.id_floor, ', ', OLD.recoveries,
            ', ', OLD.recovered_at, ' -> ', NEW.id_floor, ', ', NEW.recoveries, ', ', NEW.recovered_at, ')');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_epoch row ', OLD.id, ': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_epoch_no_delete BEFORE DELETE ON idgen_epoch FOR EACH ROW
BEGIN
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'idgen_epoch: the epoch row is never deleted; without it engines cannot tell whether the database lost commits';
END//

DELIMITER ;
