-- idgen V6: serial periods of daily sequences (MySQL 8+ / MariaDB 10.6+, InnoDB).
-- A formatted id's serial restarts by the period its date names (yyyy a year, yyyyMM a month,
-- YYYYww an ISO week, yyyyMMdd a day), so a row of idgen_daily is now one key, one period and the
-- period's first day: (biz_tag, serial_period, serial_day). The period is part of the row's
-- identity, so a key whose pattern changes from monthly to yearly never shares a counter with rows
-- of another period. Rows that exist are daily rows ('DAY', the default) and keep serving as they
-- were. The checks refuse a period idgen does not know and a serial_day that is not the first day
-- of its period (January 1st, the 1st of a month, a Monday). Never lower max_id by hand.
ALTER TABLE idgen_daily
    ADD COLUMN serial_period VARCHAR(8) CHARACTER SET ascii COLLATE ascii_bin NOT NULL DEFAULT 'DAY' AFTER biz_tag,
    DROP PRIMARY KEY,
    ADD PRIMARY KEY (biz_tag, serial_period, serial_day);
ALTER TABLE idgen_daily ADD CONSTRAINT idgen_daily_serial_period_known
    CHECK (serial_period IN ('YEAR', 'MONTH', 'WEEK', 'DAY'));
ALTER TABLE idgen_daily ADD CONSTRAINT idgen_daily_serial_day_starts_period
    CHECK ((serial_period <> 'YEAR' OR DAYOFYEAR(serial_day) = 1)
       AND (serial_period <> 'MONTH' OR DAYOFMONTH(serial_day) = 1)
       AND (serial_period <> 'WEEK' OR WEEKDAY(serial_day) = 0));
