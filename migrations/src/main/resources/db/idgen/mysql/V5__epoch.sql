-- idgen V5: the epoch (MySQL 8+ / MariaDB 10.6+).
-- One row: whether engines may serve. MySQL has no timeline idgen can read, so timeline stays 0;
-- an engine that finds the database behind what it already handed out (a reservation below its
-- own high-water mark: a failover to a replica that missed the last commits, or a restore) sets
-- state 'refused' with the reason, and every engine refuses until an operator moves every key past
-- the ids that may have been handed out ('idgen failover recover'). Never edit by hand.
CREATE TABLE idgen_epoch (
    id          SMALLINT      NOT NULL DEFAULT 1,
    timeline    BIGINT        NOT NULL DEFAULT 0,
    state       VARCHAR(16)   NOT NULL DEFAULT 'serving',
    synchronous BOOLEAN       NOT NULL DEFAULT FALSE,
    reason      VARCHAR(1024) NOT NULL DEFAULT '',
    changed_at  DATETIME(3)   NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    PRIMARY KEY (id),
    CONSTRAINT idgen_epoch_one_row CHECK (id = 1),
    CONSTRAINT idgen_epoch_state CHECK (state IN ('serving', 'refused'))
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;

INSERT INTO idgen_epoch (id) VALUES (1);
