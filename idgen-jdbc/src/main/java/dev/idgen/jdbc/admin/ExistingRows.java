package dev.idgen.jdbc.admin;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.jdbc.IdGenEngine;
import javax.sql.DataSource;

/**
 * The start-up check of a table against the key that fills it, for code that inserts without one of
 * idgen's integrations (plain JDBC): the rule every door applies, {@link IdGenEngine#startAbove}. Call
 * it once at start, before the key's first id:
 *
 * <pre>{@code
 * ExistingRows.check(engine, dataSource, "segment", "order", null, "orders", "id");
 * }</pre>
 *
 * <ul>
 *   <li>A key used for the first time over a table that already has rows starts above
 *       {@code MAX(column)} by itself, logged at INFO.</li>
 *   <li>A key that has handed out ids and finds ids at or above its next id (another writer) is moved
 *       above them, logged at WARN — or, with {@code existing-rows=adopt-first-use} or {@code refuse},
 *       the call throws naming key, table, column, both values and the fix.</li>
 * </ul>
 * Segment and slow-ordered keys (with {@code subKey}).
 */
public final class ExistingRows {

    private ExistingRows() {
    }

    /**
     * {@code engine.startAbove(strategy, key, subKey, table, column).nextId()}, reading the table through
     * {@code dataSource}.
     *
     * @return the key's next id after the check
     * @throws IdGenConfigurationException when the engine's {@code existing-rows} rule refuses, naming key, table,
     *         column, values and the fix
     * @throws dev.idgen.InvalidIdRequestException for a table or column name that is not a plain SQL name
     */
    public static long check(IdGenEngine engine, DataSource dataSource, String strategy, String key, String subKey,
                             String table, String column) {
        return engine.startAbove(strategy, key, subKey, table, column, engine.existingRows(), dataSource).nextId();
    }

    /**
     * Whether a key whose next id is {@code next} has handed out no id yet: its row (if any) still says 1 and this
     * engine holds no range of it (with regions: its next id is the region's first, {@code Region.firstId()}).
     */
    public static boolean firstUse(IdGenEngine engine, String strategy, String key, long next) {
        return next == engine.region().firstId() && !("segment".equals(strategy) && engine.segmentStats(key).isPresent());
    }
}
