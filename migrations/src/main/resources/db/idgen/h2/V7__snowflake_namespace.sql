-- idgen V7: the snowflake layout of each namespace (H2 2.x).
-- One row per namespace: the bit layout (timestamp/datacenter/worker/sequence bits) and epoch its
-- ids are composed with. Two layouts on one namespace compose the same ids (worker 4 under
-- 41/0/10/12 and worker 1 under 41/0/8/14 give equal ids; an epoch moved later by D reissues the
-- ids of D ago), so the first engine that leases a worker id in a namespace records its layout
-- (insert if absent), and every engine checks it under a row lock before leasing and refuses
-- another. A namespace that had worker rows before this migration gets the layout of the first
-- engine started after it: the old one is not known.
-- not_before_millis (generator clock, ms since 1970): no id of the namespace carries a timestamp at
-- or before it; 0 until a deliberate layout change ('idgen workers change-layout',
-- WorkerAdmin.changeLayout) sets it so that every id of the new layout is above every id of the old.
-- changes counts those changes. Never edit by hand: use a new namespace, or the change above.
CREATE TABLE idgen_snowflake_namespace (
    namespace         VARCHAR(128)             NOT NULL,
    timestamp_bits    INTEGER                  NOT NULL,
    datacenter_bits   INTEGER                  NOT NULL,
    worker_bits       INTEGER                  NOT NULL,
    sequence_bits     INTEGER                  NOT NULL,
    epoch_millis      BIGINT                   NOT NULL,
    not_before_millis BIGINT                   NOT NULL DEFAULT 0,
    changes           INTEGER                  NOT NULL DEFAULT 0,
    created_at        TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    changed_at        TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_snowflake_namespace_pk PRIMARY KEY (namespace),
    CONSTRAINT idgen_snowflake_namespace_bits CHECK (timestamp_bits + datacenter_bits + worker_bits + sequence_bits BETWEEN 40 AND 63
        AND timestamp_bits > 0 AND datacenter_bits >= 0 AND worker_bits > 0 AND sequence_bits > 0)
);
