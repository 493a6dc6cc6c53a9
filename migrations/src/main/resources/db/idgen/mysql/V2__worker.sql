-- idgen V2: snowflake worker leases (MySQL 8+ / MariaDB 10.6+, InnoDB).
-- One row per worker id ever used in a namespace and datacenter. A node holds a row while
-- lease_expires_at (database clock) is in the future and its heartbeat keeps moving it.
-- last_timestamp is a promise, written before it is used: no id of this worker carries a later
-- timestamp. A node taking the row over waits until its clock has passed it, which is what makes
-- reusing a worker id safe. Rows are never deleted, so a worker id is never "new" by accident.
CREATE TABLE idgen_worker (
    namespace        VARCHAR(128) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
    datacenter_id    INT          NOT NULL,
    worker_id        INT          NOT NULL,
    app_name         VARCHAR(128) NOT NULL,
    host             VARCHAR(255) NOT NULL,
    port             INT          NOT NULL,
    pid              BIGINT       NOT NULL,
    instance_id      VARCHAR(64)  NOT NULL,
    lease_expires_at BIGINT       NOT NULL COMMENT 'ms since 1970, database clock',
    heartbeat_at     BIGINT       NOT NULL COMMENT 'ms since 1970, database clock',
    last_timestamp   BIGINT       NOT NULL COMMENT 'ms since 1970, generator clock: no id of this worker has a later timestamp',
    created_at       DATETIME(3)  NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    PRIMARY KEY (namespace, datacenter_id, worker_id),
    CONSTRAINT idgen_worker_ids_positive CHECK (worker_id >= 0 AND datacenter_id >= 0),
    INDEX idgen_worker_owner (namespace, datacenter_id, app_name, host, port)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;
