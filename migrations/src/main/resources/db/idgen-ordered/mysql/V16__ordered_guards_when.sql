-- idgen V16: the slow-ordered tables' guards (V10), entered only when a statement would go the wrong way
-- (MySQL 8+ / MariaDB 10.6+): the same replacement as V15 of db/idgen (no WHEN clause on a MySQL trigger; a body
-- that is one IF on the refusal condition around V10's body, swapped in without a moment unguarded). Messages and
-- refusals unchanged. Version 16: versions are unique across this location and db/idgen.

DELIMITER //

CREATE TRIGGER idgen_ordered_00_guard_v BEFORE UPDATE ON idgen_ordered_00 FOR EACH ROW FOLLOWS idgen_ordered_00_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_00_guard//
CREATE TRIGGER idgen_ordered_00_guard BEFORE UPDATE ON idgen_ordered_00 FOR EACH ROW PRECEDES idgen_ordered_00_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_00_guard_v//

CREATE TRIGGER idgen_ordered_01_guard_v BEFORE UPDATE ON idgen_ordered_01 FOR EACH ROW FOLLOWS idgen_ordered_01_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_01_guard//
CREATE TRIGGER idgen_ordered_01_guard BEFORE UPDATE ON idgen_ordered_01 FOR EACH ROW PRECEDES idgen_ordered_01_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_01_guard_v//

CREATE TRIGGER idgen_ordered_02_guard_v BEFORE UPDATE ON idgen_ordered_02 FOR EACH ROW FOLLOWS idgen_ordered_02_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_02_guard//
CREATE TRIGGER idgen_ordered_02_guard BEFORE UPDATE ON idgen_ordered_02 FOR EACH ROW PRECEDES idgen_ordered_02_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_02_guard_v//

CREATE TRIGGER idgen_ordered_03_guard_v BEFORE UPDATE ON idgen_ordered_03 FOR EACH ROW FOLLOWS idgen_ordered_03_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_03_guard//
CREATE TRIGGER idgen_ordered_03_guard BEFORE UPDATE ON idgen_ordered_03 FOR EACH ROW PRECEDES idgen_ordered_03_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_03_guard_v//

CREATE TRIGGER idgen_ordered_04_guard_v BEFORE UPDATE ON idgen_ordered_04 FOR EACH ROW FOLLOWS idgen_ordered_04_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_04_guard//
CREATE TRIGGER idgen_ordered_04_guard BEFORE UPDATE ON idgen_ordered_04 FOR EACH ROW PRECEDES idgen_ordered_04_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_04_guard_v//

CREATE TRIGGER idgen_ordered_05_guard_v BEFORE UPDATE ON idgen_ordered_05 FOR EACH ROW FOLLOWS idgen_ordered_05_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_05_guard//
CREATE TRIGGER idgen_ordered_05_guard BEFORE UPDATE ON idgen_ordered_05 FOR EACH ROW PRECEDES idgen_ordered_05_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_05_guard_v//

CREATE TRIGGER idgen_ordered_06_guard_v BEFORE UPDATE ON idgen_ordered_06 FOR EACH ROW FOLLOWS idgen_ordered_06_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_06_guard//
CREATE TRIGGER idgen_ordered_06_guard BEFORE UPDATE ON idgen_ordered_06 FOR EACH ROW PRECEDES idgen_ordered_06_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_06_guard_v//

CREATE TRIGGER idgen_ordered_07_guard_v BEFORE UPDATE ON idgen_ordered_07 FOR EACH ROW FOLLOWS idgen_ordered_07_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_07_guard//
CREATE TRIGGER idgen_ordered_07_guard BEFORE UPDATE ON idgen_ordered_07 FOR EACH ROW PRECEDES idgen_ordered_07_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_07_guard_v//

CREATE TRIGGER idgen_ordered_08_guard_v BEFORE UPDATE ON idgen_ordered_08 FOR EACH ROW FOLLOWS idgen_ordered_08_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_08_guard//
CREATE TRIGGER idgen_ordered_08_guard BEFORE UPDATE ON idgen_ordered_08 FOR EACH ROW PRECEDES idgen_ordered_08_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_08_guard_v//

CREATE TRIGGER idgen_ordered_09_guard_v BEFORE UPDATE ON idgen_ordered_09 FOR EACH ROW FOLLOWS idgen_ordered_09_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_09_guard//
CREATE TRIGGER idgen_ordered_09_guard BEFORE UPDATE ON idgen_ordered_09 FOR EACH ROW PRECEDES idgen_ordered_09_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_09_guard_v//

CREATE TRIGGER idgen_ordered_10_guard_v BEFORE UPDATE ON idgen_ordered_10 FOR EACH ROW FOLLOWS idgen_ordered_10_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_10_guard//
CREATE TRIGGER idgen_ordered_10_guard BEFORE UPDATE ON idgen_ordered_10 FOR EACH ROW PRECEDES idgen_ordered_10_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_10_guard_v//

CREATE TRIGGER idgen_ordered_11_guard_v BEFORE UPDATE ON idgen_ordered_11 FOR EACH ROW FOLLOWS idgen_ordered_11_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_11_guard//
CREATE TRIGGER idgen_ordered_11_guard BEFORE UPDATE ON idgen_ordered_11 FOR EACH ROW PRECEDES idgen_ordered_11_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_11_guard_v//

CREATE TRIGGER idgen_ordered_12_guard_v BEFORE UPDATE ON idgen_ordered_12 FOR EACH ROW FOLLOWS idgen_ordered_12_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_12_guard//
CREATE TRIGGER idgen_ordered_12_guard BEFORE UPDATE ON idgen_ordered_12 FOR EACH ROW PRECEDES idgen_ordered_12_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_12_guard_v//

CREATE TRIGGER idgen_ordered_13_guard_v BEFORE UPDATE ON idgen_ordered_13 FOR EACH ROW FOLLOWS idgen_ordered_13_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_13_guard//
CREATE TRIGGER idgen_ordered_13_guard BEFORE UPDATE ON idgen_ordered_13 FOR EACH ROW PRECEDES idgen_ordered_13_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_13_guard_v//

CREATE TRIGGER idgen_ordered_14_guard_v BEFORE UPDATE ON idgen_ordered_14 FOR EACH ROW FOLLOWS idgen_ordered_14_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_14_guard//
CREATE TRIGGER idgen_ordered_14_guard BEFORE UPDATE ON idgen_ordered_14 FOR EACH ROW PRECEDES idgen_ordered_14_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_14_guard_v//

CREATE TRIGGER idgen_ordered_15_guard_v BEFORE UPDATE ON idgen_ordered_15 FOR EACH ROW FOLLOWS idgen_ordered_15_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_15_guard//
CREATE TRIGGER idgen_ordered_15_guard BEFORE UPDATE ON idgen_ordered_15 FOR EACH ROW PRECEDES idgen_ordered_15_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_15_guard_v//

CREATE TRIGGER idgen_ordered_16_guard_v BEFORE UPDATE ON idgen_ordered_16 FOR EACH ROW FOLLOWS idgen_ordered_16_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_16_guard//
CREATE TRIGGER idgen_ordered_16_guard BEFORE UPDATE ON idgen_ordered_16 FOR EACH ROW PRECEDES idgen_ordered_16_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_16_guard_v//

CREATE TRIGGER idgen_ordered_17_guard_v BEFORE UPDATE ON idgen_ordered_17 FOR EACH ROW FOLLOWS idgen_ordered_17_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_17_guard//
CREATE TRIGGER idgen_ordered_17_guard BEFORE UPDATE ON idgen_ordered_17 FOR EACH ROW PRECEDES idgen_ordered_17_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_17_guard_v//

CREATE TRIGGER idgen_ordered_18_guard_v BEFORE UPDATE ON idgen_ordered_18 FOR EACH ROW FOLLOWS idgen_ordered_18_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_18_guard//
CREATE TRIGGER idgen_ordered_18_guard BEFORE UPDATE ON idgen_ordered_18 FOR EACH ROW PRECEDES idgen_ordered_18_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_18_guard_v//

CREATE TRIGGER idgen_ordered_19_guard_v BEFORE UPDATE ON idgen_ordered_19 FOR EACH ROW FOLLOWS idgen_ordered_19_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_19_guard//
CREATE TRIGGER idgen_ordered_19_guard BEFORE UPDATE ON idgen_ordered_19 FOR EACH ROW PRECEDES idgen_ordered_19_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_19_guard_v//

CREATE TRIGGER idgen_ordered_20_guard_v BEFORE UPDATE ON idgen_ordered_20 FOR EACH ROW FOLLOWS idgen_ordered_20_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_20_guard//
CREATE TRIGGER idgen_ordered_20_guard BEFORE UPDATE ON idgen_ordered_20 FOR EACH ROW PRECEDES idgen_ordered_20_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_20_guard_v//

CREATE TRIGGER idgen_ordered_21_guard_v BEFORE UPDATE ON idgen_ordered_21 FOR EACH ROW FOLLOWS idgen_ordered_21_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_21_guard//
CREATE TRIGGER idgen_ordered_21_guard BEFORE UPDATE ON idgen_ordered_21 FOR EACH ROW PRECEDES idgen_ordered_21_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_21_guard_v//

CREATE TRIGGER idgen_ordered_22_guard_v BEFORE UPDATE ON idgen_ordered_22 FOR EACH ROW FOLLOWS idgen_ordered_22_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_22_guard//
CREATE TRIGGER idgen_ordered_22_guard BEFORE UPDATE ON idgen_ordered_22 FOR EACH ROW PRECEDES idgen_ordered_22_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_22_guard_v//

CREATE TRIGGER idgen_ordered_23_guard_v BEFORE UPDATE ON idgen_ordered_23 FOR EACH ROW FOLLOWS idgen_ordered_23_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_23_guard//
CREATE TRIGGER idgen_ordered_23_guard BEFORE UPDATE ON idgen_ordered_23 FOR EACH ROW PRECEDES idgen_ordered_23_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_23_guard_v//

CREATE TRIGGER idgen_ordered_24_guard_v BEFORE UPDATE ON idgen_ordered_24 FOR EACH ROW FOLLOWS idgen_ordered_24_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_24_guard//
CREATE TRIGGER idgen_ordered_24_guard BEFORE UPDATE ON idgen_ordered_24 FOR EACH ROW PRECEDES idgen_ordered_24_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_24_guard_v//

CREATE TRIGGER idgen_ordered_25_guard_v BEFORE UPDATE ON idgen_ordered_25 FOR EACH ROW FOLLOWS idgen_ordered_25_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_25_guard//
CREATE TRIGGER idgen_ordered_25_guard BEFORE UPDATE ON idgen_ordered_25 FOR EACH ROW PRECEDES idgen_ordered_25_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_25_guard_v//

CREATE TRIGGER idgen_ordered_26_guard_v BEFORE UPDATE ON idgen_ordered_26 FOR EACH ROW FOLLOWS idgen_ordered_26_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_26_guard//
CREATE TRIGGER idgen_ordered_26_guard BEFORE UPDATE ON idgen_ordered_26 FOR EACH ROW PRECEDES idgen_ordered_26_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_26_guard_v//

CREATE TRIGGER idgen_ordered_27_guard_v BEFORE UPDATE ON idgen_ordered_27 FOR EACH ROW FOLLOWS idgen_ordered_27_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_27_guard//
CREATE TRIGGER idgen_ordered_27_guard BEFORE UPDATE ON idgen_ordered_27 FOR EACH ROW PRECEDES idgen_ordered_27_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_27_guard_v//

CREATE TRIGGER idgen_ordered_28_guard_v BEFORE UPDATE ON idgen_ordered_28 FOR EACH ROW FOLLOWS idgen_ordered_28_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_28_guard//
CREATE TRIGGER idgen_ordered_28_guard BEFORE UPDATE ON idgen_ordered_28 FOR EACH ROW PRECEDES idgen_ordered_28_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_28_guard_v//

CREATE TRIGGER idgen_ordered_29_guard_v BEFORE UPDATE ON idgen_ordered_29 FOR EACH ROW FOLLOWS idgen_ordered_29_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_29_guard//
CREATE TRIGGER idgen_ordered_29_guard BEFORE UPDATE ON idgen_ordered_29 FOR EACH ROW PRECEDES idgen_ordered_29_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_29_guard_v//

CREATE TRIGGER idgen_ordered_30_guard_v BEFORE UPDATE ON idgen_ordered_30 FOR EACH ROW FOLLOWS idgen_ordered_30_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_30_guard//
CREATE TRIGGER idgen_ordered_30_guard BEFORE UPDATE ON idgen_ordered_30 FOR EACH ROW PRECEDES idgen_ordered_30_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_30_guard_v//

CREATE TRIGGER idgen_ordered_31_guard_v BEFORE UPDATE ON idgen_ordered_31 FOR EACH ROW FOLLOWS idgen_ordered_31_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_31_guard//
CREATE TRIGGER idgen_ordered_31_guard BEFORE UPDATE ON idgen_ordered_31 FOR EACH ROW PRECEDES idgen_ordered_31_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_31_guard_v//

CREATE TRIGGER idgen_ordered_32_guard_v BEFORE UPDATE ON idgen_ordered_32 FOR EACH ROW FOLLOWS idgen_ordered_32_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_32_guard//
CREATE TRIGGER idgen_ordered_32_guard BEFORE UPDATE ON idgen_ordered_32 FOR EACH ROW PRECEDES idgen_ordered_32_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_32_guard_v//

CREATE TRIGGER idgen_ordered_33_guard_v BEFORE UPDATE ON idgen_ordered_33 FOR EACH ROW FOLLOWS idgen_ordered_33_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_33_guard//
CREATE TRIGGER idgen_ordered_33_guard BEFORE UPDATE ON idgen_ordered_33 FOR EACH ROW PRECEDES idgen_ordered_33_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_33_guard_v//

CREATE TRIGGER idgen_ordered_34_guard_v BEFORE UPDATE ON idgen_ordered_34 FOR EACH ROW FOLLOWS idgen_ordered_34_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_34_guard//
CREATE TRIGGER idgen_ordered_34_guard BEFORE UPDATE ON idgen_ordered_34 FOR EACH ROW PRECEDES idgen_ordered_34_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_34_guard_v//

CREATE TRIGGER idgen_ordered_35_guard_v BEFORE UPDATE ON idgen_ordered_35 FOR EACH ROW FOLLOWS idgen_ordered_35_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_35_guard//
CREATE TRIGGER idgen_ordered_35_guard BEFORE UPDATE ON idgen_ordered_35 FOR EACH ROW PRECEDES idgen_ordered_35_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_35_guard_v//

CREATE TRIGGER idgen_ordered_36_guard_v BEFORE UPDATE ON idgen_ordered_36 FOR EACH ROW FOLLOWS idgen_ordered_36_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_36_guard//
CREATE TRIGGER idgen_ordered_36_guard BEFORE UPDATE ON idgen_ordered_36 FOR EACH ROW PRECEDES idgen_ordered_36_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_36_guard_v//

CREATE TRIGGER idgen_ordered_37_guard_v BEFORE UPDATE ON idgen_ordered_37 FOR EACH ROW FOLLOWS idgen_ordered_37_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_37_guard//
CREATE TRIGGER idgen_ordered_37_guard BEFORE UPDATE ON idgen_ordered_37 FOR EACH ROW PRECEDES idgen_ordered_37_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_37_guard_v//

CREATE TRIGGER idgen_ordered_38_guard_v BEFORE UPDATE ON idgen_ordered_38 FOR EACH ROW FOLLOWS idgen_ordered_38_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_38_guard//
CREATE TRIGGER idgen_ordered_38_guard BEFORE UPDATE ON idgen_ordered_38 FOR EACH ROW PRECEDES idgen_ordered_38_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_38_guard_v//

CREATE TRIGGER idgen_ordered_39_guard_v BEFORE UPDATE ON idgen_ordered_39 FOR EACH ROW FOLLOWS idgen_ordered_39_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_39_guard//
CREATE TRIGGER idgen_ordered_39_guard BEFORE UPDATE ON idgen_ordered_39 FOR EACH ROW PRECEDES idgen_ordered_39_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_39_guard_v//

CREATE TRIGGER idgen_ordered_40_guard_v BEFORE UPDATE ON idgen_ordered_40 FOR EACH ROW FOLLOWS idgen_ordered_40_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_40_guard//
CREATE TRIGGER idgen_ordered_40_guard BEFORE UPDATE ON idgen_ordered_40 FOR EACH ROW PRECEDES idgen_ordered_40_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_40_guard_v//

CREATE TRIGGER idgen_ordered_41_guard_v BEFORE UPDATE ON idgen_ordered_41 FOR EACH ROW FOLLOWS idgen_ordered_41_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_41_guard//
CREATE TRIGGER idgen_ordered_41_guard BEFORE UPDATE ON idgen_ordered_41 FOR EACH ROW PRECEDES idgen_ordered_41_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_41_guard_v//

CREATE TRIGGER idgen_ordered_42_guard_v BEFORE UPDATE ON idgen_ordered_42 FOR EACH ROW FOLLOWS idgen_ordered_42_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_42_guard//
CREATE TRIGGER idgen_ordered_42_guard BEFORE UPDATE ON idgen_ordered_42 FOR EACH ROW PRECEDES idgen_ordered_42_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_42_guard_v//

CREATE TRIGGER idgen_ordered_43_guard_v BEFORE UPDATE ON idgen_ordered_43 FOR EACH ROW FOLLOWS idgen_ordered_43_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_43_guard//
CREATE TRIGGER idgen_ordered_43_guard BEFORE UPDATE ON idgen_ordered_43 FOR EACH ROW PRECEDES idgen_ordered_43_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_43_guard_v//

CREATE TRIGGER idgen_ordered_44_guard_v BEFORE UPDATE ON idgen_ordered_44 FOR EACH ROW FOLLOWS idgen_ordered_44_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_44_guard//
CREATE TRIGGER idgen_ordered_44_guard BEFORE UPDATE ON idgen_ordered_44 FOR EACH ROW PRECEDES idgen_ordered_44_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_44_guard_v//

CREATE TRIGGER idgen_ordered_45_guard_v BEFORE UPDATE ON idgen_ordered_45 FOR EACH ROW FOLLOWS idgen_ordered_45_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_45_guard//
CREATE TRIGGER idgen_ordered_45_guard BEFORE UPDATE ON idgen_ordered_45 FOR EACH ROW PRECEDES idgen_ordered_45_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_45_guard_v//

CREATE TRIGGER idgen_ordered_46_guard_v BEFORE UPDATE ON idgen_ordered_46 FOR EACH ROW FOLLOWS idgen_ordered_46_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_46_guard//
CREATE TRIGGER idgen_ordered_46_guard BEFORE UPDATE ON idgen_ordered_46 FOR EACH ROW PRECEDES idgen_ordered_46_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_46_guard_v//

CREATE TRIGGER idgen_ordered_47_guard_v BEFORE UPDATE ON idgen_ordered_47 FOR EACH ROW FOLLOWS idgen_ordered_47_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_47_guard//
CREATE TRIGGER idgen_ordered_47_guard BEFORE UPDATE ON idgen_ordered_47 FOR EACH ROW PRECEDES idgen_ordered_47_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_47_guard_v//

CREATE TRIGGER idgen_ordered_48_guard_v BEFORE UPDATE ON idgen_ordered_48 FOR EACH ROW FOLLOWS idgen_ordered_48_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_48_guard//
CREATE TRIGGER idgen_ordered_48_guard BEFORE UPDATE ON idgen_ordered_48 FOR EACH ROW PRECEDES idgen_ordered_48_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_48_guard_v//

CREATE TRIGGER idgen_ordered_49_guard_v BEFORE UPDATE ON idgen_ordered_49 FOR EACH ROW FOLLOWS idgen_ordered_49_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_49_guard//
CREATE TRIGGER idgen_ordered_49_guard BEFORE UPDATE ON idgen_ordered_49 FOR EACH ROW PRECEDES idgen_ordered_49_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_49_guard_v//

CREATE TRIGGER idgen_ordered_50_guard_v BEFORE UPDATE ON idgen_ordered_50 FOR EACH ROW FOLLOWS idgen_ordered_50_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_50_guard//
CREATE TRIGGER idgen_ordered_50_guard BEFORE UPDATE ON idgen_ordered_50 FOR EACH ROW PRECEDES idgen_ordered_50_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_50_guard_v//

CREATE TRIGGER idgen_ordered_51_guard_v BEFORE UPDATE ON idgen_ordered_51 FOR EACH ROW FOLLOWS idgen_ordered_51_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_51_guard//
CREATE TRIGGER idgen_ordered_51_guard BEFORE UPDATE ON idgen_ordered_51 FOR EACH ROW PRECEDES idgen_ordered_51_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_51_guard_v//

CREATE TRIGGER idgen_ordered_52_guard_v BEFORE UPDATE ON idgen_ordered_52 FOR EACH ROW FOLLOWS idgen_ordered_52_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_52_guard//
CREATE TRIGGER idgen_ordered_52_guard BEFORE UPDATE ON idgen_ordered_52 FOR EACH ROW PRECEDES idgen_ordered_52_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_52_guard_v//

CREATE TRIGGER idgen_ordered_53_guard_v BEFORE UPDATE ON idgen_ordered_53 FOR EACH ROW FOLLOWS idgen_ordered_53_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_53_guard//
CREATE TRIGGER idgen_ordered_53_guard BEFORE UPDATE ON idgen_ordered_53 FOR EACH ROW PRECEDES idgen_ordered_53_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_53_guard_v//

CREATE TRIGGER idgen_ordered_54_guard_v BEFORE UPDATE ON idgen_ordered_54 FOR EACH ROW FOLLOWS idgen_ordered_54_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_54_guard//
CREATE TRIGGER idgen_ordered_54_guard BEFORE UPDATE ON idgen_ordered_54 FOR EACH ROW PRECEDES idgen_ordered_54_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_54_guard_v//

CREATE TRIGGER idgen_ordered_55_guard_v BEFORE UPDATE ON idgen_ordered_55 FOR EACH ROW FOLLOWS idgen_ordered_55_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_55_guard//
CREATE TRIGGER idgen_ordered_55_guard BEFORE UPDATE ON idgen_ordered_55 FOR EACH ROW PRECEDES idgen_ordered_55_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_55_guard_v//

CREATE TRIGGER idgen_ordered_56_guard_v BEFORE UPDATE ON idgen_ordered_56 FOR EACH ROW FOLLOWS idgen_ordered_56_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_56_guard//
CREATE TRIGGER idgen_ordered_56_guard BEFORE UPDATE ON idgen_ordered_56 FOR EACH ROW PRECEDES idgen_ordered_56_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_56_guard_v//

CREATE TRIGGER idgen_ordered_57_guard_v BEFORE UPDATE ON idgen_ordered_57 FOR EACH ROW FOLLOWS idgen_ordered_57_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_57_guard//
CREATE TRIGGER idgen_ordered_57_guard BEFORE UPDATE ON idgen_ordered_57 FOR EACH ROW PRECEDES idgen_ordered_57_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_57_guard_v//

CREATE TRIGGER idgen_ordered_58_guard_v BEFORE UPDATE ON idgen_ordered_58 FOR EACH ROW FOLLOWS idgen_ordered_58_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_58_guard//
CREATE TRIGGER idgen_ordered_58_guard BEFORE UPDATE ON idgen_ordered_58 FOR EACH ROW PRECEDES idgen_ordered_58_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_58_guard_v//

CREATE TRIGGER idgen_ordered_59_guard_v BEFORE UPDATE ON idgen_ordered_59 FOR EACH ROW FOLLOWS idgen_ordered_59_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_59_guard//
CREATE TRIGGER idgen_ordered_59_guard BEFORE UPDATE ON idgen_ordered_59 FOR EACH ROW PRECEDES idgen_ordered_59_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_59_guard_v//

CREATE TRIGGER idgen_ordered_60_guard_v BEFORE UPDATE ON idgen_ordered_60 FOR EACH ROW FOLLOWS idgen_ordered_60_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_60_guard//
CREATE TRIGGER idgen_ordered_60_guard BEFORE UPDATE ON idgen_ordered_60 FOR EACH ROW PRECEDES idgen_ordered_60_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_60_guard_v//

CREATE TRIGGER idgen_ordered_61_guard_v BEFORE UPDATE ON idgen_ordered_61 FOR EACH ROW FOLLOWS idgen_ordered_61_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_61_guard//
CREATE TRIGGER idgen_ordered_61_guard BEFORE UPDATE ON idgen_ordered_61 FOR EACH ROW PRECEDES idgen_ordered_61_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_61_guard_v//

CREATE TRIGGER idgen_ordered_62_guard_v BEFORE UPDATE ON idgen_ordered_62 FOR EACH ROW FOLLOWS idgen_ordered_62_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_62_guard//
CREATE TRIGGER idgen_ordered_62_guard BEFORE UPDATE ON idgen_ordered_62 FOR EACH ROW PRECEDES idgen_ordered_62_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_62_guard_v//

CREATE TRIGGER idgen_ordered_63_guard_v BEFORE UPDATE ON idgen_ordered_63 FOR EACH ROW FOLLOWS idgen_ordered_63_guard
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_63_guard//
CREATE TRIGGER idgen_ordered_63_guard BEFORE UPDATE ON idgen_ordered_63 FOR EACH ROW PRECEDES idgen_ordered_63_guard_v
IF NEW.num < OLD.num OR NOT (NEW.biz_tag <=> OLD.biz_tag AND NEW.sub_key <=> OLD.sub_key) THEN
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
END;
END IF//
DROP TRIGGER idgen_ordered_63_guard_v//

DELIMITER ;
