-- idgen V5: the epoch (H2 2.x).
-- One row: whether engines may serve. H2 has no timeline idgen can read, so timeline stays 0; an
-- engine that finds the database behind what it already handed out (a restore) sets state
-- 'refused' with the reason, and every engine refuses until an operator moves every key past the
-- ids that may have been handed out ('idgen failover recover'). Never edit by hand.
CREATE TABLE idgen_epoch (
    id          SMALLINT                 NOT NULL DEFAULT 1,
    timeline    BIGINT                   NOT NULL DEFAULT 0,
    state       VARCHAR(16)              NOT NULL DEFAULT 'serving',
    synchronous BOOLEAN                  NOT NULL DEFAULT FALSE,
    reason      VARCHAR(1024)            NOT NULL DEFAULT '',
    changed_at  TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_epoch_pk PRIMARY KEY (id),
    CONSTRAINT idgen_epoch_one_row CHECK (id = 1),
    CONSTRAINT idgen_epoch_state CHECK (state IN ('serving', 'refused'))
);

INSERT INTO idgen_epoch (id) VALUES (1);
