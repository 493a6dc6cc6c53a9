package dev.idgen.cli;

import dev.idgen.jdbc.admin.KeyInfo;
import dev.idgen.jdbc.segment.SegmentStats;
import java.io.PrintWriter;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The table of segment keys shared by {@code keys}, {@code demo} and {@code bench}: what the
 * database holds, plus rate and runway for keys this process has served (only a process that hands
 * out ids can measure them), and every key's id space: the ids it has left (up to its column's maximum
 * when one is given, else {@code Long.MAX_VALUE}) and the day they run out — at the rate this process
 * measured, else at the key's average since its row was created (ids reserved, moves above existing rows
 * included: an estimate that errs early).
 */
final class KeysTable {

    private KeysTable() {
    }

    /**
     * Prints {@code rows}; with {@code stats} non-empty, adds the rate and runway this process measured.
     *
     * @param columnMax the largest id the keys' column holds, when the caller knows it; else the long range
     */
    static void print(PrintWriter out, String indent, List<KeyInfo> rows, List<SegmentStats> stats, Instant now,
                      OptionalLong columnMax) {
        Map<String, SegmentStats> byKey = stats.stream().collect(Collectors.toMap(SegmentStats::key,
                Function.identity(), (a, b) -> a));
        boolean measured = !byKey.isEmpty();
        Table t = new Table().left("key").right("max id").right("step").right("min step").right("max step")
                .left("updated (UTC)");
        if (measured) {
            t.right("last range").right("ids/s").right("runway");
        } else {
            t.right("avg ids/s");
        }
        t.right("ids left").left("runs out").left("description");
        for (KeyInfo r : rows) {
            SegmentStats s = byKey.get(r.key());
            Object[] base = {r.key(), Text.count(r.nextId()), Text.count(r.step()), r.minStep() == null ? null
                    : Text.count(r.minStep()), r.maxStep() == null ? null : Text.count(r.maxStep()),
                r.updatedAt() == null ? null : Text.isoSeconds(r.updatedAt())};
            long left = idsLeft(r, s, columnMax);
            double rate = s != null ? s.ratePerSecond() : averageRate(r, now);
            String runsOut = runsOut(left, rate, now);
            if (measured) {
                t.row(concat(base, s == null ? null : Text.count(s.step()), s == null ? null : Text.rate(s.ratePerSecond()),
                        s == null ? null : runway(s), Text.count(left), runsOut,
                        Text.abbreviate(r.description(), 48)));
            } else {
                t.row(concat(base, Text.rate(rate), Text.count(left), runsOut, Text.abbreviate(r.description(), 48)));
            }
        }
        t.print(out, indent);
    }

    /** The column's maximum (given, or declared to this process's engine, else the long range) less the row's next id. */
    private static long idsLeft(KeyInfo r, SegmentStats s, OptionalLong columnMax) {
        long max = columnMax.isPresent() ? columnMax.getAsLong() : s != null ? s.columnMax() : Long.MAX_VALUE;
        long left = max - r.nextId() + 1;
        return left < 0 ? 0 : left;
    }

    /** Ids reserved per second since the row was created; NaN when the row does not say when. */
    private static double averageRate(KeyInfo r, Instant now) {
        if (r.createdAt() == null) {
            return Double.NaN;
        }
        double seconds = Math.max(Duration.between(r.createdAt(), now).toMillis(), 1000) / 1000.0;
        return (r.nextId() - 1) / seconds;
    }

    /** The day {@code left} ids run out at {@code rate}: {@code "-"} with no rate, {@code "now"} when none is left. */
    static String runsOut(long left, double rate, Instant now) {
        if (left == 0) {
            return "now";
        }
        if (!(rate > 0)) {
            return "-";
        }
        double days = left / rate / 86_400;
        if (days > 365.0 * 1000) {
            return ">1000y";
        }
        return LocalDate.ofInstant(now.plusSeconds((long) (days * 86_400)), ZoneOffset.UTC).toString();
    }

    private static String runway(SegmentStats s) {
        if (Double.isInfinite(s.runwaySeconds()) || Double.isNaN(s.runwaySeconds())) {
            return "-";
        }
        return Text.span((long) (s.runwaySeconds() * 1000));
    }

    private static Object[] concat(Object[] base, Object... more) {
        Object[] all = new Object[base.length + more.length];
        System.arraycopy(base, 0, all, 0, base.length);
        System.arraycopy(more, 0, all, base.length, more.length);
        return all;
    }
}
