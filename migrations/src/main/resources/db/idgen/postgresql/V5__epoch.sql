-- idgen V5: the epoch (PostgreSQL).
-- One row: the database timeline on which idgen's rows (segment, daily, slow-ordered, worker
-- leases) are known to be complete, and whether engines may serve. After a failover the new
-- primary runs on a new timeline; engines notice (every reservation returns the timeline) and
-- reconcile here before they use anything the new primary hands out: a failover to a synchronous
-- standby loses nothing and is taken over at once; one to an asynchronous standby may have lost
-- idgen's last commits, so engines refuse (state 'refused', reason says why) until an operator
-- moves every key past the ids that may have been handed out ('idgen failover recover').
-- timeline 0: not known yet (the first engine records it). Never edit by hand.
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

COMMENT ON TABLE idgen_epoch IS 'idgen: the timeline on which idgen''s rows are known complete; engines reconcile here after a failover';
COMMENT ON COLUMN idgen_epoch.synchronous IS 'whether engines last saw idgen''s commits replicated synchronously (decides whether a failover may have lost them)';
