-- idgen V1: the segment table (MySQL 8+ / MariaDB 10.6+, InnoDB).
-- One row per key ("biz tag"). max_id is the exclusive upper end of every range reserved so far:
-- a node reserves [max_id, max_id + n) in one short transaction (UPDATE, then a locking read), so
-- no range is ever handed out twice. Never lower max_id by hand.
-- Keys are ASCII and compared case-sensitively (ascii_bin), as on PostgreSQL and H2.
CREATE TABLE idgen_segment (
    biz_tag     VARCHAR(128) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
    max_id      BIGINT       NOT NULL DEFAULT 1,
    step        INT          NOT NULL DEFAULT 1000,
    min_step    INT          NULL,
    max_step    INT          NULL,
    description VARCHAR(256) NOT NULL DEFAULT '',
    created_at  DATETIME(3)  NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    updated_at  DATETIME(3)  NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    PRIMARY KEY (biz_tag),
    CONSTRAINT idgen_segment_max_id_positive CHECK (max_id >= 1),
    CONSTRAINT idgen_segment_step_positive CHECK (step >= 1),
    CONSTRAINT idgen_segment_step_bounds CHECK (min_step IS NULL OR max_step IS NULL OR min_step <= max_step),
    CONSTRAINT idgen_segment_min_step_positive CHECK (min_step IS NULL OR min_step >= 1)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;
