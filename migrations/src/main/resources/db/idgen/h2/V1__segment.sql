-- idgen V1: the segment table (H2 2.x).
-- One row per key ("biz tag"). max_id is the exclusive upper end of every range reserved so far:
-- a node reserves [max_id, max_id + n) with one SELECT .. FROM FINAL TABLE (UPDATE ..), so no range is
-- ever handed out twice. Never lower max_id by hand.
CREATE TABLE idgen_segment (
    biz_tag     VARCHAR(128)             NOT NULL,
    max_id      BIGINT                   NOT NULL DEFAULT 1,
    step        INTEGER                  NOT NULL DEFAULT 1000,
    min_step    INTEGER                  NULL,
    max_step    INTEGER                  NULL,
    description VARCHAR(256)             NOT NULL DEFAULT '',
    created_at  TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at  TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_segment_pk PRIMARY KEY (biz_tag),
    CONSTRAINT idgen_segment_max_id_positive CHECK (max_id >= 1),
    CONSTRAINT idgen_segment_step_positive CHECK (step >= 1),
    CONSTRAINT idgen_segment_step_bounds CHECK (min_step IS NULL OR max_step IS NULL OR min_step <= max_step),
    CONSTRAINT idgen_segment_min_step_positive CHECK (min_step IS NULL OR min_step >= 1)
);
