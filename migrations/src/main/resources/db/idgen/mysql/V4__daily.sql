-- idgen V4: daily sequences (MySQL 8+ / MariaDB 10.6+, InnoDB).
-- One row per key ("biz tag") and calendar day: the serials of that day. max_id is the exclusive
-- upper end of every range reserved so far for the day, exactly as in idgen_segment: a node
-- reserves [max_id, max_id + n) in one short transaction (UPDATE, then a locking read), so no
-- serial of a day is ever handed out twice. Never lower max_id by hand. A table of its own, so that
-- no segment key can share a day's counter. Rows are created by the engine on first use of a day;
-- rows of past days are no longer read and may be deleted once no node can still be serving them.
CREATE TABLE idgen_daily (
    biz_tag     VARCHAR(128) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
    serial_day  DATE         NOT NULL,
    max_id      BIGINT       NOT NULL DEFAULT 1,
    step        INT          NOT NULL DEFAULT 100,
    min_step    INT          NULL,
    max_step    INT          NULL,
    description VARCHAR(256) NOT NULL DEFAULT '',
    created_at  DATETIME(3)  NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    updated_at  DATETIME(3)  NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    PRIMARY KEY (biz_tag, serial_day),
    CONSTRAINT idgen_daily_max_id_positive CHECK (max_id >= 1),
    CONSTRAINT idgen_daily_step_positive CHECK (step >= 1),
    CONSTRAINT idgen_daily_step_bounds CHECK (min_step IS NULL OR max_step IS NULL OR min_step <= max_step),
    CONSTRAINT idgen_daily_min_step_positive CHECK (min_step IS NULL OR min_step >= 1)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;
