-- idgen V6: serial periods of daily sequences (H2 2.x).
-- A formatted id's serial restarts by the period its date names (yyyy a year, yyyyMM a month,
-- YYYYww an ISO week, yyyyMMdd a day), so a row of idgen_daily is now one key, one period and the
-- period's first day: (biz_tag, serial_period, serial_day). The period is part of the row's
-- identity, so a key whose pattern changes from monthly to yearly never shares a counter with rows
-- of another period. Rows that exist are daily rows ('DAY', the default) and keep serving as they
-- were. The checks refuse a period idgen does not know and a serial_day that is not the first day
-- of its period (January 1st, the 1st of a month, a Monday). Never lower max_id by hand.
ALTER TABLE idgen_daily ADD COLUMN serial_period VARCHAR(8) NOT NULL DEFAULT 'DAY' AFTER biz_tag;
ALTER TABLE idgen_daily DROP CONSTRAINT idgen_daily_pk;
ALTER TABLE idgen_daily ADD CONSTRAINT idgen_daily_pk PRIMARY KEY (biz_tag, serial_period, serial_day);
ALTER TABLE idgen_daily ADD CONSTRAINT idgen_daily_serial_period_known
    CHECK (serial_period IN ('YEAR', 'MONTH', 'WEEK', 'DAY'));
ALTER TABLE idgen_daily ADD CONSTRAINT idgen_daily_serial_day_starts_period
    CHECK ((serial_period <> 'YEAR' OR DAY_OF_YEAR(serial_day) = 1)
       AND (serial_period <> 'MONTH' OR DAY_OF_MONTH(serial_day) = 1)
       AND (serial_period <> 'WEEK' OR ISO_DAY_OF_WEEK(serial_day) = 1));
