package dev.idgen.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * A plain-text table: a header, a rule, rows; columns separated by two spaces, numbers aligned
 * right. ASCII only, so it looks the same in every terminal and log file.
 *
 * <pre>
 * key         max id  step
 * ----------  ------  ----
 * demo.order   3,001  1000
 * </pre>
 */
final class Table {

    private final List<String> headers = new ArrayList<>();
    private final List<Boolean> rightAligned = new ArrayList<>();
    private final List<String[]> rows = new ArrayList<>();

    /** Adds a column aligned left (text). */
    Table left(String header) {
        headers.add(header);
        rightAligned.add(false);
        return this;
    }

    /** Adds a column aligned right (numbers). */
    Table right(String header) {
        headers.add(header);
        rightAligned.add(true);
        return this;
    }

    /** Adds a row; {@code null} cells print as {@code -}. */
    Table row(Object... cells) {
        if (cells.length != headers.size()) {
            throw new IllegalArgumentException("row has " + cells.length + " cells, the table " + headers.size()
                    + " columns " + headers);
        }
        String[] row = new String[cells.length];
        for (int i = 0; i < cells.length; i++) {
            row[i] = cells[i] == null ? "-" : String.valueOf(cells[i]);
        }
        rows.add(row);
        return this;
    }

    /** Prints the table, each line indented by {@code indent}. */
    void print(PrintWriter out, String indent) {
        int[] widths = new int[headers.size()];
        for (int i = 0; i < widths.length; i++) {
            widths[i] = headers.get(i).length();
            for (String[] row : rows) {
                widths[i] = Math.max(widths[i], row[i].length());
            }
        }
        out.println(indent + line(headers.toArray(new String[0]), widths));
        String[] rules = new String[widths.length];
        for (int i = 0; i < widths.length; i++) {
            rules[i] = "-".repeat(widths[i]);
        }
        out.println(indent + line(rules, widths));
        for (String[] row : rows) {
            out.println(indent + line(row, widths));
        }
    }

    void print(PrintWriter out) {
        print(out, "");
    }

    private String line(String[] cells, int[] widths) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < cells.length; i++) {
            if (i > 0) {
                b.append("  ");
            }
            boolean last = i == cells.length - 1;
            String pad = " ".repeat(widths[i] - cells[i].length());
            if (rightAligned.get(i)) {
                b.append(pad).append(cells[i]);
            } else {
                b.append(cells[i]).append(last ? "" : pad);
            }
        }
        return b.toString();
    }
}
