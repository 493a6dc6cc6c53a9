-- idgen V12: the region this database serves (H2 2.x), for regions that share nothing (docs/regions.md).
-- One row at most (id = 1): region_index of region_count, recorded by the first engine configured with more
-- than one region, read by every engine at start (another region or count is refused). No row: no regions.
-- Guarded (dev.idgen.migrations.h2.GuardTrigger): the row is never changed nor deleted.
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
CREATE TRIGGER idgen_region_guard BEFORE UPDATE, DELETE ON idgen_region FOR EACH ROW CALL 'dev.idgen.migrations.h2.GuardTrigger';
