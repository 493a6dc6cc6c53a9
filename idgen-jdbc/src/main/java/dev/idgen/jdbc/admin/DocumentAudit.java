package dev.idgen.jdbc.admin;

import dev.idgen.IdSourceUnavailableException;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.format.IdFormat;
import dev.idgen.format.SerialPeriod;
import dev.idgen.jdbc.internal.DocumentColumn;
import dev.idgen.jdbc.internal.DocumentColumn.SeriesKey;
import dev.idgen.jdbc.internal.JdbcAccess;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import javax.sql.DataSource;

/**
 * An auditor's check of gap-free document numbers: reads the application's table (the numbers as they were stored
 * with the documents) and reports, per series and period, how many there are, the first and the last, and every gap
 * or duplicate — the proof "chronological and continuous" numbering laws ask for. Also compares each series with
 * {@code idgen_document}: a counter above the last stored number means numbers were taken whose documents are not in
 * the table (deleted, or stored elsewhere). Read-only; runs on the caller's thread, on a connection of its own.
 *
 * <p>The column holds the formatted numbers ({@code String}, read with the series' format, whose date gives the
 * period) or the numbers alone (numeric: one period, or {@code NEVER}).
 */
public final class DocumentAudit {

    /** At most this many gaps and duplicates are listed per series (all are counted). */
    public static final int LISTED = 20;

    private final JdbcAccess db;

    private DocumentAudit(JdbcAccess db) {
        this.db = db;
    }

    /** The audit on {@code dataSource}, idgen's tables in the connection's default schema. */
    public static DocumentAudit on(DataSource dataSource) {
        return on(dataSource, null);
    }

    /** The audit on {@code dataSource}, idgen's tables in {@code schema} ({@code null}: the default). */
    public static DocumentAudit on(DataSource dataSource, String schema) {
        return new DocumentAudit(JdbcAccess.forAdmin(dataSource, schema));
    }

    /**
     * One series and period as the table holds it.
     *
     * @param subKey       the sub-series ({@code ""} for none)
     * @param period       the format's period
     * @param periodStart  the period's first day (1970-01-01 for {@link SerialPeriod#NEVER})
     * @param count        numbers stored
     * @param first        the smallest, 0 when none
     * @param last         the largest, 0 when none
     * @param gapCount     numbers between 1 and {@code last} that no row holds
     * @param gaps         the first {@value #LISTED} of them
     * @param duplicateCount numbers held by more than one row (each counted once)
     * @param duplicates   the first {@value #LISTED} of them
     * @param counter      {@code idgen_document}'s last number of the series, -1 when it has no row
     * @param start        the series' adopted start ({@link DocumentAdmin#adoptFromColumn}), 0 for none: numbers up
     *                     to it were in the table before idgen numbered the series, so gaps are looked for above it
     *                     only (duplicates everywhere)
     */
    public record Series(String subKey, SerialPeriod period, LocalDate periodStart, long count, long first, long last,
                         long gapCount, List<Long> gaps, long duplicateCount, List<Long> duplicates, long counter,
                         long start) {

        /** Numbers taken (the counter) past the last stored one: documents missing from the table. */
        public long missingAtEnd() {
            return counter > last ? counter - last : 0;
        }

        /** No gap, no duplicate, nothing missing at the end, and numbering from 1. */
        public boolean clean() {
            return gapCount == 0 && duplicateCount == 0 && missingAtEnd() == 0;
        }
    }

    /**
     * The whole check.
     *
     * @param unreadable values that are no number of the series (their count), and the first few: the format could
     *                   not read them, or their number is below 1 ({@code F2026-000000}: numbers start at 1)
     */
    public record Report(String table, String column, String key, List<Series> series, long unreadable,
                         List<String> unreadableExamples) {

        public boolean clean() {
            return unreadable == 0 && series.stream().allMatch(Series::clean);
        }
    }

    /**
     * Checks the numbers of series {@code key} in {@code table.column}.
     *
     * @param format       the series' format, for a text column; {@code null} for a numeric column (the numbers alone)
     * @param subKeyColumn the column holding the sub-series, or {@code null} for one series
     * @throws InvalidIdRequestException for a table or column that is not a plain SQL name
     * @throws IdSourceUnavailableException when the database cannot be read
     */
    public Report check(String table, String column, String key, IdFormat format, String subKeyColumn) {
        AdoptionChecks.checkIdentifier("table", table);
        AdoptionChecks.checkIdentifier("column", column);
        if (subKeyColumn != null) {
            AdoptionChecks.checkIdentifier("sub-key column", subKeyColumn);
        }
        Objects.requireNonNull(key, "key");
        SerialPeriod period = format == null ? SerialPeriod.NEVER : format.serialPeriod();
        try {
            return db.withConnection(c -> {
                DocumentColumn.Numbers read = DocumentColumn.read(c, table, column, format, subKeyColumn);
                Map<SeriesKey, Counter> counters = counters(c, key, period);
                Map<SeriesKey, long[]> numbers = new TreeMap<>(read.series());
                for (SeriesKey k : counters.keySet()) {
                    numbers.putIfAbsent(k, new long[0]); // taken by idgen, none stored
                }
                List<Series> out = new ArrayList<>();
                for (Map.Entry<SeriesKey, long[]> e : numbers.entrySet()) {
                    out.add(series(e.getKey(), period, e.getValue(), counters.getOrDefault(e.getKey(), Counter.NONE)));
                }
                return new Report(table, column, key, List.copyOf(out), read.unreadable(), read.unreadableExamples());
            });
        } catch (SQLException e) {
            throw new IdSourceUnavailableException("checking document numbers of series '" + key + "' in " + table + "."
                    + column + " failed: " + e.getMessage(), e);
        }
    }

    /** A series' row of idgen_document: its last number and its adopted start. */
    private record Counter(long last, long start) {
        static final Counter NONE = new Counter(-1, 0);
    }

    private Map<SeriesKey, Counter> counters(Connection c, String key, SerialPeriod period) throws SQLException {
        Map<SeriesKey, Counter> out = new TreeMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT sub_key, serial_day, last_number, start_number FROM "
                + db.tables().document() + " WHERE biz_tag = ? AND serial_period = ?")) {
            ps.setString(1, key);
            ps.setString(2, period.name());
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.put(new SeriesKey(rs.getString(1), rs.getObject(2, LocalDate.class)),
                            new Counter(rs.getLong(3), rs.getLong(4)));
                }
            }
        }
        return out;
    }

    /** {@code a}: the series' numbers, sorted. */
    private static Series series(SeriesKey k, SerialPeriod period, long[] a, Counter counter) {
        long gapCount = 0;
        long duplicateCount = 0;
        List<Long> gaps = new ArrayList<>();
        List<Long> duplicates = new ArrayList<>();
        long expected = counter.start() + 1; // numbers up to an adopted start were there before idgen
        for (int i = 0; i < a.length; i++) {
            long n = a[i];
            if (i > 0 && n == a[i - 1]) {
                if (i < 2 || a[i - 2] != n) {
                    duplicateCount++;
                    if (duplicates.size() < LISTED) {
                        duplicates.add(n);
                    }
                }
                continue;
            }
            for (long g = expected; g < n; g++) {
                gapCount++;
                if (gaps.size() < LISTED) {
                    gaps.add(g);
                } else {
                    gapCount += n - g - 1; // counted, not listed
                    break;
                }
            }
            expected = Math.max(expected, n + 1);
        }
        long first = a.length == 0 ? 0 : a[0];
        long last = a.length == 0 ? 0 : a[a.length - 1];
        return new Series(k.subKey(), period, k.day(), a.length, first, last, gapCount, List.copyOf(gaps),
                duplicateCount, List.copyOf(duplicates), counter.last(), counter.start());
    }
}
