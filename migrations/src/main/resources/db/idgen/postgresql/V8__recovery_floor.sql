-- idgen V8: the recovery floor (PostgreSQL).
-- A failover to an asynchronous standby can lose a key's whole row: a key, sub-key or daily period
-- created in the commits the standby never received. The recovery moves the rows that exist; a row
-- created afterwards must start above every id the lost row may have handed out. Each recovery adds
-- its margin to id_floor, and every row idgen creates starts above id_floor (a daily period that
-- begins after recovered_at starts at 1 again); a worker row created afterwards promises no timestamp
-- before timestamp_floor (the recovery's worker fence). recoveries counts the recoveries: the guard on this
-- table lets a refused epoch serve again only when the same statement counts one more. Never edit by
-- hand; 'idgen failover recover' (FailoverAdmin.recover) is the way.
ALTER TABLE idgen_epoch ADD COLUMN id_floor BIGINT NOT NULL DEFAULT 0;
ALTER TABLE idgen_epoch ADD COLUMN recoveries BIGINT NOT NULL DEFAULT 0;
ALTER TABLE idgen_epoch ADD COLUMN recovered_at BIGINT NOT NULL DEFAULT 0;
ALTER TABLE idgen_epoch ADD COLUMN timestamp_floor BIGINT NOT NULL DEFAULT 0;

COMMENT ON COLUMN idgen_epoch.id_floor IS 'sum of every recovery''s margin: rows created from now on start above it';
COMMENT ON COLUMN idgen_epoch.recoveries IS 'how many recoveries ran; a refused epoch serves again only with one more';
COMMENT ON COLUMN idgen_epoch.recovered_at IS 'ms since 1970, database clock, of the last recovery (0: none)';
COMMENT ON COLUMN idgen_epoch.timestamp_floor IS 'ms since 1970: a worker row created from now on promises no earlier timestamp';
