package dev.idgen.jdbc.internal;

import dev.idgen.format.SerialPeriod;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import dev.idgen.jdbc.internal.logging.Logger;
import dev.idgen.jdbc.internal.logging.LoggerFactory;

/**
 * Where the row of a key's year, month or week starts: above every serial the key's day rows of
 * that period handed out. Before migration V6 every dated format drew its serials from day rows,
 * so a monthly format in use before the upgrade has handed out this month's serials from the rows
 * of its days (repeating them each day: the bug V6 fixes); its new month row must not hand them
 * out once more. A day row's {@code max_id} is the exclusive end of what it reserved, so the
 * period's row is raised to the largest {@code max_id} of the day rows inside the period (never
 * lowered: a raise is {@code GREATEST}). Day rows of a key used with {@code engine.daily(key)} as
 * well only leave a gap.
 */
final class PeriodFloor {

    private static final Logger log = LoggerFactory.getLogger(PeriodFloor.class);

    private PeriodFloor() {
    }

    /**
     * Raises (or creates) the row of {@code key} for the {@code period} that starts on
     * {@code start} above the serials of the key's day rows inside the period; nothing for a day.
     *
     * @param what the row as messages name it
     */
    static void raise(JdbcAccess db, JdbcSegmentSource days, String what, String key, SerialPeriod period,
                      LocalDate start) throws SQLException {
        if (period == SerialPeriod.DAY) {
            return;
        }
        LocalDate end = switch (period) {
            case YEAR -> start.plusYears(1);
            case MONTH -> start.plusMonths(1);
            case WEEK -> start.plusWeeks(1);
            default -> throw new IllegalArgumentException("no rows for period " + period);
        };
        String sql = "SELECT MAX(max_id) FROM " + days.table() + " WHERE biz_tag = ? AND serial_period = 'DAY' "
                + "AND serial_day >= ? AND serial_day < ?";
        long floor = db.withConnection(c -> {
            try (PreparedStatement ps = db.prepare(c, sql)) {
                SqlDialect.bind(ps, 1, new Object[] {key, start, end}, 0, 3);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() ? rs.getLong(1) : 0L; // MAX of no rows is NULL: 0
                }
            }
        });
        if (floor > 1) {
            days.raiseOrCreate(what, floor, key, period.name(), start);
            log.info("idgen starts {} at {} or later: day rows of key '{}' in that period (written before migration V6, "
                    + "or by engine.daily) reserved serials below it", what, floor, key);
        }
    }
}
