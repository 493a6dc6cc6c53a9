-- idgen V2: snowflake worker leases (H2 2.x).
-- One row per worker id ever used in a namespace and datacenter. A node holds a row while
-- lease_expires_at (database clock) is in the future and its heartbeat keeps moving it.
-- last_timestamp is a promise, written before it is used: no id of this worker carries a later
-- timestamp. A node taking the row over waits until its clock has passed it, which is what makes
-- reusing a worker id safe. Rows are never deleted, so a worker id is never "new" by accident.
CREATE TABLE idgen_worker (
    namespace        VARCHAR(128)             NOT NULL,
    datacenter_id    INTEGER                  NOT NULL,
    worker_id        INTEGER                  NOT NULL,
    app_name         VARCHAR(128)             NOT NULL,
    host             VARCHAR(255)             NOT NULL,
    port             INTEGER                  NOT NULL,
    pid              BIGINT                   NOT NULL,
    instance_id      VARCHAR(64)              NOT NULL,
    lease_expires_at BIGINT                   NOT NULL,
    heartbeat_at     BIGINT                   NOT NULL,
    last_timestamp   BIGINT                   NOT NULL,
    created_at       TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_worker_pk PRIMARY KEY (namespace, datacenter_id, worker_id),
    CONSTRAINT idgen_worker_ids_positive CHECK (worker_id >= 0 AND datacenter_id >= 0)
);

CREATE INDEX idgen_worker_owner ON idgen_worker (namespace, datacenter_id, app_name, host, port);
