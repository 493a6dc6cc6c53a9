package dev.idgen.spring.boot.data;

import dev.idgen.GeneratedId;
import dev.idgen.IdExhaustedException;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdKeys;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.Strategy;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.IdGenEngine;
import java.util.function.Supplier;

/**
 * How one aggregate class gets its {@link GeneratedId}: the field, its type and where its ids come
 * from, checked once (at start-up) without touching the database; {@link #startAbove} then starts the key
 * above its table's rows where the integration knows the table; the generator is opened on the first id.
 */
final class GeneratedIdAssignment {

    private final String what;
    private final Supplier<Object> next;
    /** The counter the ids come from, when a table's rows can be compared with it; else {@code null}. */
    private final Counter counter;

    /** A segment or slow-ordered key whose numbers are the ids (no format, not snowflake). */
    private record Counter(String strategy, String key, String subKey) {
    }

    private GeneratedIdAssignment(String what, Supplier<Object> next, Counter counter) {
        this.what = what;
        this.next = next;
        this.counter = counter;
    }

    /**
     * The assignment of {@code field} (of {@code owner}, of Java type {@code type}), or a refusal.
     *
     * @throws IdGenConfigurationException naming the class, the field and the fix
     */
    static GeneratedIdAssignment of(Class<?> owner, String field, Class<?> type, GeneratedId id,
                                    Supplier<IdGenEngine> engine) {
        String where = owner.getName() + "." + field;
        Strategy strategy = id.strategy();
        String key = id.key().isEmpty() ? (strategy == Strategy.SNOWFLAKE ? "default" : owner.getSimpleName()) : id.key();
        try {
            IdKeys.check(key, strategy.keyWord());
            if (strategy == Strategy.SLOW_ORDERED) {
                IdKeys.check(id.subKey(), "sub-key");
            }
        } catch (InvalidIdRequestException e) {
            throw refused(where, e.getMessage());
        }
        boolean wide = type == Long.class || type == long.class;
        boolean narrow = type == Integer.class || type == int.class;
        if (type == String.class) {
            if (id.format().isEmpty()) {
                throw refused(where, "a String id needs a format, e.g. @GeneratedId(key = \"" + key
                        + "\", format = \"INV{date:yyyy}-{serial:6}\"); or make the field Long");
            }
            if (strategy != Strategy.SEGMENT) {
                throw refused(where, "formatted ids come from the segment strategy (their serials), not " + strategy.externalName());
            }
            IdFormat format;
            try {
                format = IdFormat.parse(id.format());
            } catch (IdGenConfigurationException e) {
                throw refused(where, e.getMessage());
            }
            if (!format.callerParts().isEmpty()) {
                throw refused(where, "format '" + id.format() + "' needs " + format.callerParts() + " from the caller; set "
                        + "such ids yourself with engine.formatted(key, format).nextId(v -> ...)");
            }
            Supplier<String> numbers = lazy(() -> engine.get().formatted(key, format)::nextId);
            return new GeneratedIdAssignment(where, numbers::get, null);
        }
        if (!id.format().isEmpty()) {
            throw refused(where, "a format needs a String field, not " + type.getSimpleName());
        }
        if (!wide && !narrow) {
            throw refused(where, "idgen ids are Long, long, Integer, int or (with a format) String, not " + type.getName());
        }
        if (narrow && strategy == Strategy.SNOWFLAKE) {
            throw refused(where, "snowflake ids need 63 bits; make the field Long, or use a segment key for an Integer id");
        }
        Supplier<Supplier<Long>> open = switch (strategy) {
            // an Integer field's column holds ids up to Integer.MAX_VALUE: the key's ranges are capped by what it
            // has left, before its first range (IdGenEngine.declareColumn)
            case SEGMENT -> narrow ? () -> {
                IdGenEngine e = engine.get();
                e.declareColumn("segment", key, null, where + " (INTEGER)", Integer.MAX_VALUE);
                return e.segment(key)::nextId;
            } : () -> engine.get().segment(key)::nextId;
            case SLOW_ORDERED -> () -> engine.get().slowOrdered(key, id.subKey())::nextId;
            case SNOWFLAKE -> () -> engine.get().snowflake(key)::nextId;
        };
        Supplier<Long> ids = lazy(open);
        Counter counter = switch (strategy) {
            case SEGMENT -> new Counter(strategy.externalName(), key, null);
            case SLOW_ORDERED -> new Counter(strategy.externalName(), key, id.subKey());
            case SNOWFLAKE -> null; // ids follow the clock: there is no counter to move
        };
        if (wide) {
            return new GeneratedIdAssignment(where, ids::get, counter);
        }
        return new GeneratedIdAssignment(where, () -> {
            long v = ids.get();
            if (v > Integer.MAX_VALUE) {
                throw new IdExhaustedException(where + " is an Integer and its next id " + v + " passes Integer.MAX_VALUE ("
                        + Integer.MAX_VALUE + "); widen the column and the field to BIGINT / Long");
            }
            return (int) v;
        }, counter);
    }

    /**
     * Starts the key above the ids {@code table.column} already holds ({@link IdGenEngine#startAbove}, the
     * engine's {@code existing-rows} rule), before the first id; nothing for snowflake ids (they follow the
     * clock) and formatted String ids (text is not compared).
     *
     * @throws IdGenConfigurationException naming this class and field, the table, column and values when the
     *         rule refuses or the table cannot be read
     */
    void startAbove(IdGenEngine engine, String table, String column) {
        if (counter == null) {
            return;
        }
        try {
            engine.startAbove(counter.strategy(), counter.key(), counter.subKey(), table, column);
        } catch (IdGenConfigurationException | InvalidIdRequestException e) {
            throw new IdGenConfigurationException(what + " (table " + table + ", column " + column + "): "
                    + e.getMessage(), e);
        }
    }

    /** The next id for the field, in its type. */
    Object next() {
        return next.get();
    }

    @Override
    public String toString() {
        return what;
    }

    /** Opens the generator on the first id and keeps it. */
    private static <T> Supplier<T> lazy(Supplier<Supplier<T>> open) {
        return new Supplier<>() {
            private volatile Supplier<T> opened;

            @Override
            public T get() {
                Supplier<T> s = opened;
                if (s == null) {
                    synchronized (this) {
                        s = opened;
                        if (s == null) {
                            s = open.get();
                            opened = s;
                        }
                    }
                }
                return s.get();
            }
        };
    }

    private static IdGenConfigurationException refused(String where, String why) {
        return new IdGenConfigurationException("@GeneratedId on " + where + ": " + why);
    }
}
