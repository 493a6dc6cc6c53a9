package dev.idgen.spring.boot.data;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The table and column a MyBatis {@code INSERT} puts a field into, read from its SQL and parameter
 * mappings: {@code INSERT INTO note (id, text) VALUES (?, ?)} with the first {@code ?} bound to
 * {@code id} (or {@code n.id}, {@code __frch_n_0.id} in a {@code <foreach>}) puts {@code id} into
 * {@code note.id}. Only that plain form is read; anything else ({@code INSERT .. SELECT}, no column
 * list, an expression around the parameter) is not guessed at: empty.
 */
record InsertTarget(String table, String column) {

    private static final Pattern INSERT = Pattern.compile(
            "(?is)^\\s*INSERT\\s+INTO\\s+([A-Za-z0-9_.\"`]+)\\s*\\(([^)]*)\\)\\s*VALUES\\s*\\(([^)]*)\\)");

    /**
     * Where {@code field} goes in {@code sql}, whose {@code ?} are bound, in order, to {@code properties}.
     */
    static Optional<InsertTarget> of(String sql, List<String> properties, String field) {
        Matcher m = INSERT.matcher(sql);
        if (!m.find()) {
            return Optional.empty();
        }
        String[] columns = m.group(2).split(",");
        String[] values = m.group(3).split(",");
        if (columns.length != values.length) {
            return Optional.empty();
        }
        int parameter = 0;
        for (int i = 0; i < values.length; i++) {
            if (!values[i].trim().equals("?")) {
                if (values[i].contains("?")) {
                    return Optional.empty(); // an expression around a parameter: the count no longer says which is which
                }
                continue; // a literal or a function without parameters
            }
            if (parameter >= properties.size()) {
                return Optional.empty();
            }
            String p = properties.get(parameter++);
            if (p.equals(field) || p.endsWith("." + field)) {
                return Optional.of(new InsertTarget(m.group(1), columns[i].trim()));
            }
        }
        return Optional.empty();
    }
}
