package dev.idgen.jdbc.admin;

import dev.idgen.InvalidIdRequestException;
import dev.idgen.UnknownKeyException;
import dev.idgen.jdbc.internal.ConnectionWork;
import dev.idgen.jdbc.internal.JdbcAccess;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Optional;

/**
 * What {@link KeyAdmin} (a segment key's row) and {@link OrderedKeyAdmin} (a slow-ordered row) do alike to move a
 * counter row forward: move its next id, adopt a table's column or a sequence. Each admin writes only its row
 * ({@link Row}): how it is read, created and raised; the checks, the order of the statements and the messages are
 * here, once. Ids never go back: every move is one {@code GREATEST} update of the row, so it is atomic with respect
 * to every node reserving on it.
 */
final class CounterMoves {

    private CounterMoves() {
    }

    /** Binds the parameters of an expression, before the row's own (its key) that follow them. */
    @FunctionalInterface
    interface Binder {
        void bind(PreparedStatement ps) throws SQLException;
    }

    /**
     * One counter row of idgen's tables, as an admin names and changes it.
     *
     * @param <I> what the admin reports of the row
     */
    interface Row<I> {

        /** How messages name the row: {@code key 'order'}, {@code slow-ordered key 'chat' sub-key 'room-1'}. */
        String what();

        Optional<I> read(Connection c) throws SQLException;

        /** The next id {@code info} says the row hands out. */
        long nextId(I info);

        /** Creates the row when it does not exist (for an adoption), at or above the recovery floor. */
        void ensureExists(Connection c) throws SQLException;

        /**
         * Raises the row so its next id is at least {@code nextIdExpression} (one {@code GREATEST} update, the
         * expression's parameters bound by {@code binder}) and reads it back.
         *
         * @throws UnknownKeyException when the row does not exist
         */
        I raise(Connection c, String nextIdExpression, Binder binder) throws SQLException;

        UnknownKeyException unknown();
    }

    /**
     * Moves {@code row} so its next id is at least {@code nextId}.
     *
     * @throws InvalidIdRequestException for a next id below 1 or past the limit, or one that would move the row back
     */
    static <I> I moveNextIdTo(JdbcAccess db, Row<I> row, long nextId) {
        if (nextId < 1) {
            throw new InvalidIdRequestException(row.what() + ": the next id must be at least 1, was " + nextId);
        }
        AdoptionChecks.checkNextId(row.what(), nextId);
        return run(db, "move " + row.what(), c -> {
            I now = row.read(c).orElseThrow(row::unknown);
            long current = row.nextId(now);
            if (nextId < current) {
                throw new InvalidIdRequestException(row.what() + " cannot move back: its next id is " + current
                        + ", asked " + nextId + " (ids below " + current + " may have been handed out)");
            }
            return row.raise(c, "?", ps -> ps.setLong(1, nextId));
        });
    }

    /**
     * Makes {@code row} start above the largest value of {@code table.column} plus {@code headroom}, in one
     * transaction that creates the row if needed; checked before any change (see {@link KeyAdmin#adoptFromColumn}).
     */
    static <I> I adoptFromColumn(JdbcAccess db, Row<I> row, String table, String column, long headroom) {
        AdoptionChecks.checkIdentifier("table", table);
        AdoptionChecks.checkIdentifier("column", column);
        AdoptionChecks.checkHeadroom(headroom);
        // one transaction: a failed adoption (say, a mistyped table) leaves no half-created row behind
        return run(db, "adopt " + table + "." + column + " into " + row.what(), c -> JdbcAccess.inTransaction(c, tx -> {
            // reads only, before any change: the column's type, and its largest value against the limit
            AdoptionChecks.adoptedNextId(row.what(), table + "." + column,
                    AdoptionChecks.wholeNumberMax(db, tx, table, column), headroom);
            row.ensureExists(tx);
            return row.raise(tx, "(SELECT COALESCE(MAX(" + column + "), 0) + 1 + ? FROM " + table + ")",
                    ps -> ps.setLong(1, headroom));
        }));
    }

    /**
     * Like {@link #adoptFromColumn} from a PostgreSQL sequence: the row starts above the sequence's last value plus
     * {@code headroom}.
     *
     * @throws dev.idgen.IdGenConfigurationException on a database other than PostgreSQL
     */
    static <I> I adoptFromSequence(JdbcAccess db, Row<I> row, String sequence, long headroom) {
        AdoptionChecks.checkIdentifier("sequence", sequence);
        AdoptionChecks.checkHeadroom(headroom);
        String lastValue = db.sql().sequenceLastValue(); // throws on databases without sequences to adopt
        return run(db, "adopt sequence " + sequence + " into " + row.what(), c -> JdbcAccess.inTransaction(c, tx -> {
            AdoptionChecks.adoptedNextId(row.what(), "sequence " + sequence,
                    AdoptionChecks.sequenceLastValue(db, tx, lastValue, sequence), headroom);
            row.ensureExists(tx);
            return row.raise(tx, "(SELECT " + lastValue + " + 1 + ?)", ps -> {
                ps.setString(1, sequence);
                ps.setLong(2, headroom);
            });
        }));
    }

    /** The number of parameters {@code expression} binds: the row's own come after them. */
    static int parameters(String expression) {
        return (int) expression.chars().filter(ch -> ch == '?').count();
    }

    private static <T> T run(JdbcAccess db, String what, ConnectionWork<T> work) {
        return AdminWork.runNamingObjects(db, what, work);
    }
}
