-- idgen V3: the slow-ordered strategy (PostgreSQL).
-- Strictly increasing ids per (key, sub-key), e.g. one sequence per chat room. One row per
-- (biz_tag, sub_key) holds num, the last id handed out (0 before the first). Every reservation of
-- n ids is one atomic, committed statement, UPDATE .. SET num = num + n .. RETURNING num,
-- and returns num - n + 1 .. num. Never lower num by hand.
--
-- Rows are spread over 64 shard tables idgen_ordered_00 .. idgen_ordered_63 so that many busy
-- sub-keys do not share one table. The shard of a row is
--     CRC32 of the UTF-8 bytes of key + ':' + sub_key, modulo the shard count
-- (dev.idgen.jdbc.ordered.OrderedShards). Every node must use the same count and hash, or one sub-key
-- would live in two rows and ids would repeat: they are recorded in idgen_ordered_config and every
-- engine refuses to serve slow-ordered ids when its configuration disagrees.
--
-- Rows are created by the engine on first use of a (key, sub-key): sub-keys are data. A row whose
-- updated_at is old belongs to a sub-key nobody asked for since; deleting it would restart that
-- sub-key at 1, so never delete a row whose ids may still be in use.

CREATE TABLE idgen_ordered_config (
    id          SMALLINT                 NOT NULL DEFAULT 1,
    shard_count INTEGER                  NOT NULL,
    shard_hash  VARCHAR(128)             NOT NULL,
    created_at  TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_config_pk PRIMARY KEY (id),
    CONSTRAINT idgen_ordered_config_one_row CHECK (id = 1),
    CONSTRAINT idgen_ordered_config_shard_count_positive CHECK (shard_count >= 1)
);

INSERT INTO idgen_ordered_config (id, shard_count, shard_hash) VALUES (1, 64, 'crc32(utf8(key:sub_key)) mod shard_count');

COMMENT ON TABLE idgen_ordered_config IS 'idgen slow-ordered: how (key, sub_key) rows are spread over idgen_ordered_NN; never change on a live system';

-- fillfactor 70: num and updated_at are not indexed, so the frequent updates stay HOT
-- (heap-only tuples, no index write) while the page has room.
CREATE TABLE idgen_ordered_00 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_00_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_00_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_01 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_01_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_01_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_02 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_02_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_02_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_03 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_03_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_03_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_04 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_04_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_04_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_05 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_05_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_05_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_06 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_06_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_06_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_07 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_07_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_07_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_08 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_08_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_08_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_09 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_09_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_09_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_10 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_10_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_10_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_11 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_11_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_11_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_12 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_12_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_12_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_13 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_13_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_13_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_14 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_14_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_14_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_15 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_15_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_15_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_16 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_16_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_16_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_17 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_17_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_17_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_18 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_18_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_18_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_19 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_19_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_19_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_20 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_20_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_20_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_21 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_21_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_21_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_22 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_22_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_22_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_23 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_23_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_23_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_24 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_24_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_24_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_25 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_25_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_25_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_26 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_26_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_26_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_27 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_27_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_27_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_28 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_28_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_28_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_29 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_29_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_29_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_30 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_30_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_30_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_31 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_31_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_31_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_32 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_32_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_32_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_33 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_33_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_33_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_34 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_34_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_34_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_35 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_35_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_35_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_36 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_36_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_36_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_37 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_37_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_37_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_38 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_38_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_38_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_39 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_39_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_39_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_40 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_40_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_40_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_41 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_41_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_41_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_42 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_42_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_42_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_43 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_43_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_43_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_44 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_44_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_44_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_45 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_45_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_45_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_46 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_46_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_46_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_47 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_47_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_47_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_48 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_48_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_48_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_49 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_49_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_49_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_50 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_50_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_50_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_51 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_51_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_51_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_52 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_52_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_52_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_53 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_53_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_53_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_54 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_54_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_54_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_55 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_55_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_55_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_56 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_56_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_56_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_57 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_57_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_57_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_58 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_58_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_58_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_59 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_59_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_59_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_60 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_60_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_60_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_61 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_61_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_61_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_62 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_62_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_62_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);

CREATE TABLE idgen_ordered_63 (
    biz_tag    VARCHAR(128)             NOT NULL,
    sub_key    VARCHAR(128)             NOT NULL,
    num        BIGINT                   NOT NULL DEFAULT 0,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_ordered_63_pk PRIMARY KEY (biz_tag, sub_key),
    CONSTRAINT idgen_ordered_63_num_not_negative CHECK (num >= 0)
) WITH (fillfactor = 70);
