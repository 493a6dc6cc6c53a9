-- idgen V14: the epoch's guard, completed (MySQL 8+ / MariaDB 10.6+). V9 let a refused epoch serve again with
-- only recoveries = recoveries + 1, so a statement that counted a recovery without doing one (no key moved, the
-- floor unchanged) made every engine serve again; and it did not guard timestamp_floor. From here the database
-- refuses, whoever runs the statement:
--   * a refused epoch set to 'serving' unless the same statement also raises id_floor by the recovery's margin
--     (what FailoverAdmin.recover and an engine's automatic recovery write in one statement, together with
--     recoveries + 1, which V9's trigger still requires, recovered_at and timestamp_floor);
--   * a lower timestamp_floor (the recovery's worker fence), next to id_floor, recoveries and recovered_at (V9).
-- A second trigger on the same event, after V9's (FOLLOWS): MySQL has no CREATE OR REPLACE TRIGGER, and the
-- migrations never drop anything. What it cannot tell: whether the keys really moved; a recovery is only as good
-- as whoever runs it. Run as the schema owner (TRIGGER privilege; with binary logging also SUPER or
-- log_bin_trust_function_creators).
DELIMITER //

CREATE TRIGGER idgen_epoch_guard_floor BEFORE UPDATE ON idgen_epoch FOR EACH ROW FOLLOWS idgen_epoch_guard
BEGIN
    DECLARE refusal VARCHAR(1200) DEFAULT NULL;
    IF OLD.state = 'refused' AND NEW.state = 'serving' AND NOT (NEW.id_floor > OLD.id_floor) THEN
        SET refusal = CONCAT('a refused epoch serves again only through the recovery, which raises id_floor by its margin in the same statement (id_floor ',
            OLD.id_floor, ' -> ', NEW.id_floor, '); use ''idgen failover recover''. Refused because: ', OLD.reason);
    ELSEIF NEW.timestamp_floor < OLD.timestamp_floor THEN
        SET refusal = CONCAT('timestamp_floor may only grow (', OLD.timestamp_floor, ' -> ', NEW.timestamp_floor,
            '); worker rows created after a recovery promise no timestamp before it');
    END IF;
    IF refusal IS NOT NULL THEN
        SET refusal = CONCAT('idgen_epoch row ', OLD.id, ': ', refusal);
        SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
    END IF;
END//

DELIMITER ;
