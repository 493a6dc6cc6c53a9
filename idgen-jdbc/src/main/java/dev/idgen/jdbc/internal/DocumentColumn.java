package dev.idgen.jdbc.internal;

import dev.idgen.IdSourceUnavailableException;
import dev.idgen.format.FormattedId;
import dev.idgen.format.IdFormat;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The document numbers an application's table holds, per sub-series and period: what the auditor's check
 * ({@code DocumentAudit}), an adoption ({@code DocumentAdmin}) and the engine's start above a table of formatted ids
 * ({@code StartAbove}) read. A formatted number is read with the
 * series' own format (its serial, and its date's period); a numeric column holds the numbers alone, one period
 * ({@code NEVER}). A value the format cannot read, or whose number is below 1 ({@code F2026-000000}: numbers start
 * at 1), is no number of the series: counted, the first few kept.
 */
public final class DocumentColumn {

    /** A series of the table: sub-key ({@code ""} for none) and the period's first day. */
    public record SeriesKey(String subKey, LocalDate day) implements Comparable<SeriesKey> {
        @Override
        public int compareTo(SeriesKey o) {
            int c = subKey.compareTo(o.subKey);
            return c != 0 ? c : day.compareTo(o.day);
        }
    }

    /** Every series' numbers, sorted, and the values that are no number of the series. */
    public record Numbers(Map<SeriesKey, long[]> series, long unreadable, List<String> unreadableExamples) {
    }

    private DocumentColumn() {
    }

    /**
     * Reads {@code table.column} (and {@code subKeyColumn}, or {@code null}); names already checked as plain SQL names.
     *
     * @param format the series' format for a text column, {@code null} for a numeric one
     */
    public static Numbers read(Connection c, String table, String column, IdFormat format, String subKeyColumn)
            throws SQLException {
        Map<SeriesKey, Growing> numbers = new TreeMap<>();
        long unreadable = 0;
        List<String> examples = new ArrayList<>();
        String sql = "SELECT " + column + (subKeyColumn == null ? "" : ", " + subKeyColumn) + " FROM " + table
                + " WHERE " + column + " IS NOT NULL";
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                String sub = subKeyColumn == null ? "" : Objects.toString(rs.getString(2), "");
                long n;
                LocalDate day = SeriesRow.NEVER_DAY;
                if (format == null) {
                    n = rs.getLong(1);
                } else {
                    String text = rs.getString(1);
                    try {
                        FormattedId read = format.read(text);
                        LocalDate start = format.periodStart(text);
                        n = read.serial();
                        if (start != null) {
                            day = start;
                        }
                    } catch (RuntimeException e) { // the format says why; the report lists the value
                        n = 0;
                    }
                }
                if (n < 1) { // unreadable, or F2026-000000: numbers start at 1
                    unreadable++;
                    if (examples.size() < 5) {
                        examples.add(rs.getString(1));
                    }
                    continue;
                }
                numbers.computeIfAbsent(new SeriesKey(sub, day), x -> new Growing()).add(n);
            }
        }
        Map<SeriesKey, long[]> out = new TreeMap<>();
        numbers.forEach((k, v) -> out.put(k, v.sorted()));
        return new Numbers(out, unreadable, List.copyOf(examples));
    }

    /**
     * The largest number of each series {@code table.column} holds in the period starting {@code periodStart}
     * ({@code null}: every period), read with the series' {@code format}, on a connection of {@code db}; names
     * already checked as plain SQL names.
     *
     * @throws IdSourceUnavailableException when the table cannot be read
     */
    public static Map<SeriesKey, Long> largest(JdbcAccess db, String key, IdFormat format, String table, String column,
                                               String subKeyColumn, LocalDate periodStart) {
        try {
            return db.withConnection(c -> {
                Map<SeriesKey, Long> out = new TreeMap<>();
                read(c, table, column, format, subKeyColumn).series().forEach((k, numbers) -> {
                    if (periodStart == null || periodStart.equals(k.day())) {
                        out.put(k, numbers[numbers.length - 1]);
                    }
                });
                return out;
            });
        } catch (SQLException e) {
            throw new IdSourceUnavailableException("reading the numbers of " + table + "." + column + " for document "
                    + "series '" + key + "' failed: " + e.getMessage(), e);
        }
    }

    /** The numbers one series holds, growing as they are read. */
    private static final class Growing {
        private long[] values = new long[16];
        private int size;

        void add(long n) {
            if (size == values.length) {
                values = Arrays.copyOf(values, size * 2);
            }
            values[size++] = n;
        }

        long[] sorted() {
            long[] a = Arrays.copyOf(values, size);
            Arrays.sort(a);
            return a;
        }
    }
}
