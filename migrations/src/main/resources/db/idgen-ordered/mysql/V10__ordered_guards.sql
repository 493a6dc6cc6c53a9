-- idgen V10: guards on the slow-ordered tables, so that the database refuses to go backwards
-- (MySQL 8+ / MariaDB 10.6+). num is the last id handed out for (biz_tag, sub_key); moved back, the
-- next call hands the same ids out again. So no statement, from idgen, a person or a script, may lower
-- num, rename a row's key (biz_tag, sub_key: the old one would be created again at 0) or delete a row
-- (created again at 0). idgen never does (it only adds, or raises with GREATEST). The way forward is
-- 'idgen keys move' (OrderedKeyAdmin); after a restore or a failover, 'idgen failover recover'.
-- A refusal is SQLSTATE 45000 (error 1644) naming the table, the key and sub-key, the old and new
-- values, as the guards of V9 (db/idgen); MySQL cuts the message at 128 characters, MariaDB at 512.
-- TRUNCATE fires no trigger; it needs the DROP privilege, which the shipped grants do not give.
-- Creating triggers needs the TRIGGER privilege, and with binary logging on also SUPER or
-- log_bin_trust_function_creators = 1 (error 1419 otherwise); run the migrations as the schema owner.
-- Version 10, not 4: a schema migrated before the slow-ordered tables were optional resolves this
-- location in idgen's main history too, so versions are unique across both locations.

DELIMITER //

CREATE TRIGGER idgen_ordered_00_guard BEFORE UPDATE ON idgen_ordered_00 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_00 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_00_no_delete BEFORE DELETE ON idgen_ordered_00 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_00 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_01_guard BEFORE UPDATE ON idgen_ordered_01 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_01 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_01_no_delete BEFORE DELETE ON idgen_ordered_01 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_01 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_02_guard BEFORE UPDATE ON idgen_ordered_02 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_02 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_02_no_delete BEFORE DELETE ON idgen_ordered_02 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_02 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_03_guard BEFORE UPDATE ON idgen_ordered_03 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_03 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_03_no_delete BEFORE DELETE ON idgen_ordered_03 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_03 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_04_guard BEFORE UPDATE ON idgen_ordered_04 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_04 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_04_no_delete BEFORE DELETE ON idgen_ordered_04 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_04 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_05_guard BEFORE UPDATE ON idgen_ordered_05 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_05 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_05_no_delete BEFORE DELETE ON idgen_ordered_05 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_05 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_06_guard BEFORE UPDATE ON idgen_ordered_06 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_06 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_06_no_delete BEFORE DELETE ON idgen_ordered_06 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_06 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_07_guard BEFORE UPDATE ON idgen_ordered_07 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_07 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_07_no_delete BEFORE DELETE ON idgen_ordered_07 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_07 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_08_guard BEFORE UPDATE ON idgen_ordered_08 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_08 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_08_no_delete BEFORE DELETE ON idgen_ordered_08 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_08 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_09_guard BEFORE UPDATE ON idgen_ordered_09 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_09 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_09_no_delete BEFORE DELETE ON idgen_ordered_09 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_09 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_10_guard BEFORE UPDATE ON idgen_ordered_10 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_10 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_10_no_delete BEFORE DELETE ON idgen_ordered_10 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_10 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_11_guard BEFORE UPDATE ON idgen_ordered_11 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_11 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_11_no_delete BEFORE DELETE ON idgen_ordered_11 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_11 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_12_guard BEFORE UPDATE ON idgen_ordered_12 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_12 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_12_no_delete BEFORE DELETE ON idgen_ordered_12 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_12 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_13_guard BEFORE UPDATE ON idgen_ordered_13 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_13 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_13_no_delete BEFORE DELETE ON idgen_ordered_13 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_13 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_14_guard BEFORE UPDATE ON idgen_ordered_14 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_14 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_14_no_delete BEFORE DELETE ON idgen_ordered_14 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_14 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_15_guard BEFORE UPDATE ON idgen_ordered_15 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_15 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_15_no_delete BEFORE DELETE ON idgen_ordered_15 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_15 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_16_guard BEFORE UPDATE ON idgen_ordered_16 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_16 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_16_no_delete BEFORE DELETE ON idgen_ordered_16 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_16 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_17_guard BEFORE UPDATE ON idgen_ordered_17 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_17 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_17_no_delete BEFORE DELETE ON idgen_ordered_17 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_17 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_18_guard BEFORE UPDATE ON idgen_ordered_18 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_18 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_18_no_delete BEFORE DELETE ON idgen_ordered_18 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_18 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_19_guard BEFORE UPDATE ON idgen_ordered_19 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_19 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_19_no_delete BEFORE DELETE ON idgen_ordered_19 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_19 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_20_guard BEFORE UPDATE ON idgen_ordered_20 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_20 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_20_no_delete BEFORE DELETE ON idgen_ordered_20 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_20 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_21_guard BEFORE UPDATE ON idgen_ordered_21 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_21 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_21_no_delete BEFORE DELETE ON idgen_ordered_21 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_21 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_22_guard BEFORE UPDATE ON idgen_ordered_22 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_22 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_22_no_delete BEFORE DELETE ON idgen_ordered_22 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_22 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_23_guard BEFORE UPDATE ON idgen_ordered_23 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_23 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_23_no_delete BEFORE DELETE ON idgen_ordered_23 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_23 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_24_guard BEFORE UPDATE ON idgen_ordered_24 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_24 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_24_no_delete BEFORE DELETE ON idgen_ordered_24 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_24 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_25_guard BEFORE UPDATE ON idgen_ordered_25 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_25 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_25_no_delete BEFORE DELETE ON idgen_ordered_25 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_25 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_26_guard BEFORE UPDATE ON idgen_ordered_26 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_26 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_26_no_delete BEFORE DELETE ON idgen_ordered_26 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_26 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_27_guard BEFORE UPDATE ON idgen_ordered_27 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_27 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_27_no_delete BEFORE DELETE ON idgen_ordered_27 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_27 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_28_guard BEFORE UPDATE ON idgen_ordered_28 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_28 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_28_no_delete BEFORE DELETE ON idgen_ordered_28 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_28 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_29_guard BEFORE UPDATE ON idgen_ordered_29 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_29 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_29_no_delete BEFORE DELETE ON idgen_ordered_29 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_29 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_30_guard BEFORE UPDATE ON idgen_ordered_30 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_30 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_30_no_delete BEFORE DELETE ON idgen_ordered_30 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_30 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_31_guard BEFORE UPDATE ON idgen_ordered_31 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_31 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_31_no_delete BEFORE DELETE ON idgen_ordered_31 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_31 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_32_guard BEFORE UPDATE ON idgen_ordered_32 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_32 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_32_no_delete BEFORE DELETE ON idgen_ordered_32 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_32 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_33_guard BEFORE UPDATE ON idgen_ordered_33 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_33 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_33_no_delete BEFORE DELETE ON idgen_ordered_33 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_33 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_34_guard BEFORE UPDATE ON idgen_ordered_34 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_34 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_34_no_delete BEFORE DELETE ON idgen_ordered_34 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_34 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_35_guard BEFORE UPDATE ON idgen_ordered_35 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_35 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_35_no_delete BEFORE DELETE ON idgen_ordered_35 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_35 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_36_guard BEFORE UPDATE ON idgen_ordered_36 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_36 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_36_no_delete BEFORE DELETE ON idgen_ordered_36 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_36 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_37_guard BEFORE UPDATE ON idgen_ordered_37 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_37 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_37_no_delete BEFORE DELETE ON idgen_ordered_37 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_37 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_38_guard BEFORE UPDATE ON idgen_ordered_38 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_38 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_38_no_delete BEFORE DELETE ON idgen_ordered_38 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_38 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_39_guard BEFORE UPDATE ON idgen_ordered_39 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_39 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_39_no_delete BEFORE DELETE ON idgen_ordered_39 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_39 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_40_guard BEFORE UPDATE ON idgen_ordered_40 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_40 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_40_no_delete BEFORE DELETE ON idgen_ordered_40 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_40 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_41_guard BEFORE UPDATE ON idgen_ordered_41 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_41 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_41_no_delete BEFORE DELETE ON idgen_ordered_41 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_41 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_42_guard BEFORE UPDATE ON idgen_ordered_42 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_42 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_42_no_delete BEFORE DELETE ON idgen_ordered_42 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_42 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_43_guard BEFORE UPDATE ON idgen_ordered_43 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_43 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_43_no_delete BEFORE DELETE ON idgen_ordered_43 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_43 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_44_guard BEFORE UPDATE ON idgen_ordered_44 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_44 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_44_no_delete BEFORE DELETE ON idgen_ordered_44 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_44 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_45_guard BEFORE UPDATE ON idgen_ordered_45 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_45 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_45_no_delete BEFORE DELETE ON idgen_ordered_45 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_45 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_46_guard BEFORE UPDATE ON idgen_ordered_46 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_46 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_46_no_delete BEFORE DELETE ON idgen_ordered_46 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_46 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_47_guard BEFORE UPDATE ON idgen_ordered_47 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_47 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_47_no_delete BEFORE DELETE ON idgen_ordered_47 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_47 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_48_guard BEFORE UPDATE ON idgen_ordered_48 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_48 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_48_no_delete BEFORE DELETE ON idgen_ordered_48 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_48 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_49_guard BEFORE UPDATE ON idgen_ordered_49 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_49 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_49_no_delete BEFORE DELETE ON idgen_ordered_49 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_49 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_50_guard BEFORE UPDATE ON idgen_ordered_50 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_50 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_50_no_delete BEFORE DELETE ON idgen_ordered_50 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_50 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_51_guard BEFORE UPDATE ON idgen_ordered_51 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_51 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_51_no_delete BEFORE DELETE ON idgen_ordered_51 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_51 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_52_guard BEFORE UPDATE ON idgen_ordered_52 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_52 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_52_no_delete BEFORE DELETE ON idgen_ordered_52 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_52 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_53_guard BEFORE UPDATE ON idgen_ordered_53 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_53 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_53_no_delete BEFORE DELETE ON idgen_ordered_53 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_53 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_54_guard BEFORE UPDATE ON idgen_ordered_54 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_54 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_54_no_delete BEFORE DELETE ON idgen_ordered_54 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_54 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_55_guard BEFORE UPDATE ON idgen_ordered_55 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_55 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_55_no_delete BEFORE DELETE ON idgen_ordered_55 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_55 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_56_guard BEFORE UPDATE ON idgen_ordered_56 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_56 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_56_no_delete BEFORE DELETE ON idgen_ordered_56 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_56 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_57_guard BEFORE UPDATE ON idgen_ordered_57 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_57 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_57_no_delete BEFORE DELETE ON idgen_ordered_57 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_57 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_58_guard BEFORE UPDATE ON idgen_ordered_58 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_58 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_58_no_delete BEFORE DELETE ON idgen_ordered_58 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_58 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_59_guard BEFORE UPDATE ON idgen_ordered_59 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_59 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_59_no_delete BEFORE DELETE ON idgen_ordered_59 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_59 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_60_guard BEFORE UPDATE ON idgen_ordered_60 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_60 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_60_no_delete BEFORE DELETE ON idgen_ordered_60 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_60 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_61_guard BEFORE UPDATE ON idgen_ordered_61 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_61 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_61_no_delete BEFORE DELETE ON idgen_ordered_61 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_61 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_62_guard BEFORE UPDATE ON idgen_ordered_62 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_62 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_62_no_delete BEFORE DELETE ON idgen_ordered_62 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_62 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_ordered_63_guard BEFORE UPDATE ON idgen_ordered_63 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700) DEFAULT NULL;
    IF NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
        SET refusal = CONCAT('a row''s key is never renamed (to ''', NEW.biz_tag, ''' sub-key ''', NEW.sub_key,
            '''); the old one created again would start at 0');
    ELSEIF NEW.num < OLD.num THEN
        SET refusal = CONCAT('num may only grow (', OLD.num, ' -> ', NEW.num,
            '); lowering it would hand out ids again. To move a key forward use ''idgen keys move''; after a restore or failover use ''idgen failover recover''');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_ordered_63 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

CREATE TRIGGER idgen_ordered_63_no_delete BEFORE DELETE ON idgen_ordered_63 FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(700);
    SET refusal = CONCAT('idgen_ordered_63 ''', OLD.biz_tag, ''' sub-key ''', OLD.sub_key, ''': rows are never deleted (num ',
        OLD.num, '); a row created again would start at 0 and hand out ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

DELIMITER ;
