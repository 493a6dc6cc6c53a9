-- idgen V12: the region this database serves (MySQL 8+ / MariaDB 10.6+), for regions that share nothing: a
-- database per region, no replication between them (docs/regions.md). One row at most (id = 1): region_index
-- of region_count. The first engine configured with more than one region records it (INSERT; two engines
-- starting at once: one insert wins, the other reads it); every engine reads it at start and refuses to start
-- when its own region or count differs (ids of two regions would meet). No row: a database without regions.
-- The row is never changed nor deleted (triggers below; TRUNCATE needs DROP, which the grants do not give).
CREATE TABLE idgen_region (
    id           SMALLINT    NOT NULL DEFAULT 1,
    region_index INT         NOT NULL,
    region_count INT         NOT NULL,
    recorded_at  DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    PRIMARY KEY (id),
    CONSTRAINT idgen_region_one_row CHECK (id = 1),
    CONSTRAINT idgen_region_count_bounds CHECK (region_count BETWEEN 1 AND 1024),
    CONSTRAINT idgen_region_index_below_count CHECK (region_index >= 0 AND region_index < region_count)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;

DELIMITER //

CREATE TRIGGER idgen_region_guard BEFORE UPDATE ON idgen_region FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(600);
    SET refusal = CONCAT('idgen_region: the region of a database is recorded once and never changed (region ',
        OLD.region_index, ' of ', OLD.region_count, '); another region or count would issue its ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

CREATE TRIGGER idgen_region_no_delete BEFORE DELETE ON idgen_region FOR EACH ROW
BEGIN
    DECLARE refusal VARCHAR(600);
    SET refusal = CONCAT('idgen_region: the region of a database is recorded once and never deleted (region ',
        OLD.region_index, ' of ', OLD.region_count, '); another region or count would issue its ids again');
    SET refusal = IF(VERSION() LIKE '%MariaDB%', LEFT(refusal, 512), LEFT(refusal, 128));
    SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = refusal;
END//

DELIMITER ;
