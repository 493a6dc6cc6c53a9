-- idgen V12: the region this database serves (PostgreSQL), for regions that share nothing: a database per
-- region, no replication between them (docs/regions.md). One row at most (id = 1): region_index of
-- region_count. The first engine configured with more than one region records it (INSERT; two engines starting
-- at once: one insert wins, the other reads it); every engine reads it at start and refuses to start when its
-- own region or count differs (ids of two regions would meet). No row: a database without regions (count 1).
-- The row is never changed nor deleted (guard below): a database that issued ids as region i of N must never
-- issue as another region or with another count, whose residue classes overlap i's.
CREATE TABLE idgen_region (
    id           SMALLINT                 NOT NULL DEFAULT 1,
    region_index INTEGER                  NOT NULL,
    region_count INTEGER                  NOT NULL,
    recorded_at  TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT idgen_region_pk PRIMARY KEY (id),
    CONSTRAINT idgen_region_one_row CHECK (id = 1),
    CONSTRAINT idgen_region_count_bounds CHECK (region_count BETWEEN 1 AND 1024),
    CONSTRAINT idgen_region_index_below_count CHECK (region_index >= 0 AND region_index < region_count)
);

COMMENT ON TABLE idgen_region IS 'idgen: the region this database serves among regions that share nothing; recorded once, never changed';

CREATE FUNCTION idgen_guard_region() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION USING ERRCODE = 'IG001', MESSAGE = 'idgen_region: the region of a database is recorded once and '
        || 'never ' || CASE WHEN TG_OP = 'DELETE' THEN 'deleted' ELSE 'changed' END || ' (region ' || OLD.region_index
        || ' of ' || OLD.region_count || '): ids it issued belong to that region''s residue class, and another region '
        || 'or count would issue them again';
END
$$;

CREATE TRIGGER idgen_region_guard BEFORE UPDATE OR DELETE ON idgen_region
    FOR EACH ROW EXECUTE FUNCTION idgen_guard_region();
CREATE TRIGGER idgen_region_no_truncate BEFORE TRUNCATE ON idgen_region
    FOR EACH STATEMENT EXECUTE FUNCTION idgen_guard_truncate();
