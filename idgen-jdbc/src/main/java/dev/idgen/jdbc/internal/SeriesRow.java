package dev.idgen.jdbc.internal;

import dev.idgen.format.SerialPeriod;
import java.time.LocalDate;

/**
 * One row of {@code idgen_document}: a series' key, sub-key ({@code ""} for none), the format's period and the
 * period's first day (1970-01-01 for {@link SerialPeriod#NEVER}).
 */
record SeriesRow(String key, String subKey, SerialPeriod period, LocalDate day) {

    static final LocalDate NEVER_DAY = LocalDate.of(1970, 1, 1);

    @Override
    public String toString() {
        return "document series '" + key + "'" + (subKey.isEmpty() ? "" : " sub-key '" + subKey + "'")
                + (period == SerialPeriod.NEVER ? "" : " (" + period.name().toLowerCase(java.util.Locale.ROOT)
                + " from " + day + ")");
    }
}
