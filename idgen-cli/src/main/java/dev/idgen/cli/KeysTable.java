package dev.idgen.cli;

import dev.idgen.jdbc.admin.KeyInfo;
import dev.idgen.jdbc.segment.SegmentStats;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The table of segment keys shared by {@code keys}, {@code demo} and {@code bench}: what the
 * database holds, plus rate and runway for keys this process has served (only a process that hands
 * out ids can measure them).
 */
final class KeysTable {

    private KeysTable() {
    }

    /** Prints {@code rows}; with {@code stats} non-empty, adds the rate and runway this process measured. */
    static void print(PrintWriter out, String indent, List<KeyInfo> rows, List<SegmentStats> stats) {
        Map<String, SegmentStats> byKey = stats.stream().collect(Collectors.toMap(SegmentStats::key,
                Function.identity(), (a, b) -> a));
        boolean measured = !byKey.isEmpty();
        Table t = new Table().left("key").right("max id").right("step").right("min step").right("max step")
                .left("updated (UTC)");
        if (measured) {
            t.right("last range").right("ids/s").right("runway");
        }
        t.left("description");
        for (KeyInfo r : rows) {
            SegmentStats s = byKey.get(r.key());
            Object[] base = {r.key(), Text.count(r.nextId()), Text.count(r.step()), r.minStep() == null ? null
                    : Text.count(r.minStep()), r.maxStep() == null ? null : Text.count(r.maxStep()),
                r.updatedAt() == null ? null : Text.isoSeconds(r.updatedAt())};
            if (measured) {
                t.row(concat(base, s == null ? null : Text.count(s.step()), s == null ? null : Text.rate(s.ratePerSecond()),
                        s == null ? null : runway(s),
                        Text.abbreviate(r.description(), 48)));
            } else {
                t.row(concat(base, Text.abbreviate(r.description(), 48)));
            }
        }
        t.print(out, indent);
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
