package dev.idgen.jdbc.internal;

import dev.idgen.DocumentConflictException;
import dev.idgen.IdExhaustedException;
import dev.idgen.IdGenerationException;
import dev.idgen.IdKeys;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.format.IdFormat;
import dev.idgen.format.SerialPeriod;
import dev.idgen.jdbc.document.DocumentNumbers;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * {@link DocumentNumbers} of one key: each call raises the series' row on the caller's connection (see
 * {@link SqlDialect#incrementInTransaction}), so the number commits or rolls back with the caller's transaction; the
 * first number of a series and period creates the row there too. idgen never commits, rolls back or switches the
 * autocommit of that connection, and borrows no other.
 * Nothing is buffered, nothing is kept between calls but the key and the format: a number is the row's value
 * in the caller's transaction, never memory's.
 */
final class DocumentSeries implements DocumentNumbers {

    /** The caller part the engine fills with its region, with more than one region ({@code {part:region:N}}). */
    static final String REGION_PART = "region";

    private static final String KEY_COLUMNS = "biz_tag = ? AND sub_key = ? AND serial_period = ? AND serial_day = ?";

    private final String key;
    private final IdFormat format;
    private final Door door;
    private final JdbcAccess db;
    private final ZoneId zone;
    private final int timeoutSeconds;
    private final SeriesRows rows;
    private final Function<String, Connection> transactionConnection;
    /** The {@code {part:region:N}} the engine fills with its region (regions), or {@code null} without regions. */
    private final String regionPart;
    /** Per sub-key, the queue of this JVM's callers in front of the row lock ({@link SeriesGate}). */
    private final java.util.concurrent.ConcurrentHashMap<String, SeriesGate> gates = new java.util.concurrent.ConcurrentHashMap<>();

    DocumentSeries(String key, IdFormat format, Door door, JdbcAccess db, ZoneId zone, SeriesRows rows, Function<String, Connection> transactionConnection, String regionPart) {
        this.key = key;
        this.format = format;
        this.door = door;
        this.db = db;
        this.zone = zone;
        // the engine's bound on a caller's wait bounds the wait for another transaction's lock, in whole seconds up
        this.timeoutSeconds = door.context().boundSeconds();
        this.rows = rows;
        this.transactionConnection = transactionConnection;
        this.regionPart = regionPart;
    }

    @Override
    public String key() {
        return key;
    }

    @Override
    public IdFormat format() {
        return format;
    }

    @Override
    public String next(Connection connection) {
        return next(connection, "", v -> { });
    }

    @Override
    public String next(Connection connection, String subKey) {
        return next(connection, subKey, v -> { });
    }

    @Override
    public String next(Connection connection, String subKey, Consumer<IdFormat.Values> callerParts) {
        Objects.requireNonNull(callerParts, "callerParts");
        LocalDate today = today();
        // the caller's parts and the date are checked before a number is taken: a number taken and then refused
        // would stay in the caller's transaction
        IdFormat.Values values = IdFormat.values();
        callerParts.accept(values);
        if (regionPart != null) {
            values.part(REGION_PART, regionPart); // the engine's, whatever the caller set
        }
        if (format.hasDate()) {
            values.date(today);
        }
        format.format(values.serial(0));
        return format.format(values.serial(take(connection, subKey, today)));
    }

    @Override
    public long nextNumber(Connection connection, String subKey) {
        return take(connection, subKey, today());
    }

    @Override
    public String next() {
        return next("");
    }

    @Override
    public String next(String subKey) {
        return next(transactionConnection.apply(describe(subKey)), subKey);
    }

    @Override
    public LocalDate currentPeriodStart() {
        SerialPeriod period = format.serialPeriod();
        return period == SerialPeriod.NEVER ? SeriesRow.NEVER_DAY : period.start(today());
    }

    private LocalDate today() {
        return LocalDate.ofInstant(Instant.ofEpochMilli(door.context().time().currentTimeMillis()),
                zone);
    }

    private String describe(String subKey) {
        return "document series '" + key + "'" + (subKey == null || subKey.isEmpty() ? "" : " sub-key '" + subKey + "'");
    }

    private long take(Connection connection, String subKey, LocalDate today) {
        String sub = subKey == null ? "" : subKey;
        if (!sub.isEmpty()) {
            IdKeys.check(sub, "sub-key of document series '" + key + "'");
        }
        if (connection == null) {
            throw new InvalidIdRequestException(describe(sub) + ": no connection; pass the connection of the "
                    + "transaction that stores the document");
        }
        door.context().checkOpen(describe(sub));
        try {
            if (connection.getAutoCommit()) {
                throw new InvalidIdRequestException(describe(sub) + ": the connection is in autocommit, so the number "
                        + "would commit at once, without the document, and a rollback could not give it back; take it "
                        + "inside the transaction that stores the document (setAutoCommit(false), @Transactional, "
                        + "DSLContext.transaction)");
            }
        } catch (SQLException e) {
            throw new IdSourceUnavailableException(describe(sub) + ": cannot read the connection's autocommit: "
                    + e.getMessage(), e);
        }
        SerialPeriod period = format.serialPeriod();
        SeriesRow row = new SeriesRow(key, sub, period, period == SerialPeriod.NEVER ? SeriesRow.NEVER_DAY
                : period.start(today));
        String name = "document:" + key + (sub.isEmpty() ? "" : "/" + sub);
        long[] taken = {SqlDialect.NO_ROW};
        long n = door.one(name, () -> taken[0] = number(connection, row), row::toString);
        if (n != taken[0]) {
            throw door.rejected(row.toString(), new IdGenerationException(row + ": a plugin changed document "
                    + "number " + taken[0] + " to " + n + "; document numbers are 1..N without gaps and must reach the "
                    + "document as taken: let the plugin's appliesTo(\"" + name + "\") return false. Number " + taken[0]
                    + " is held by the caller's transaction: roll it back"));
        }
        return n;
    }

    /**
     * The row's next number, in the caller's transaction. The first number of a series and period creates its row
     * there too, at 0 (see {@link SeriesRows}): every statement runs on the caller's connection, so the caller's
     * transaction is never committed by idgen and no second connection is needed (a pool of one, a single-connection
     * or transaction-aware data source).
     */
    private long number(Connection c, SeriesRow row) {
        SeriesGate gate = gates.computeIfAbsent(row.subKey(), s -> new SeriesGate());
        long started = System.nanoTime();
        if (gate.tookLast(c)) {
            // its own transaction may hold the row: never queue behind it (nor take the first-use hold it needs not)
            long n = raise(c, row, timeoutSeconds, started);
            if (n != SqlDialect.NO_ROW) {
                return n;
            }
            return firstUseHeld(c, row, gate, true, timeoutSeconds, started); // used up: the exhaustion is told there
        }
        boolean admitted = enter(gate, row, started);
        try {
            long waitedMillis = (System.nanoTime() - started) / 1_000_000;
            int timeout = (int) Math.max(1, (timeoutSeconds * 1000L - waitedMillis) / 1000);
            if (gate.sawCommitted(row)) {
                long n = raise(c, row, timeout, started);
                if (n != SqlDialect.NO_ROW) {
                    gate.took(c);
                    return n;
                }
            }
            return firstUseHeld(c, row, gate, false, timeout, started);
        } finally {
            if (admitted) {
                gate.leave();
            }
        }
    }

    /**
     * Waits for the caller's turn in this JVM's queue of the series ({@link SeriesGate}), at most half of the engine's bound on a caller's wait:
     * {@code true} when admitted (then {@link SeriesGate#leave}), {@code false} when the caller goes on unqueued.
     */
    private boolean enter(SeriesGate gate, SeriesRow row, long started) {
        try {
            return gate.enter(timeoutSeconds * 500L);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IdSourceUnavailableException(row + ": interrupted while queued behind this series' other callers "
                    + "(waited " + (System.nanoTime() - started) / 1_000_000 + " ms); no number was taken, the interrupt "
                    + "flag is kept", e);
        }
    }

    /**
     * A row this JVM has not seen committed (the series' or the period's first use), or one used up: raised or
     * created under the dialect's first-use hold (MySQL/MariaDB: no two transactions lock the gap of a missing row at
     * once, which deadlocks their inserts of it), released before returning.
     */
    private long firstUseHeld(Connection c, SeriesRow row, SeriesGate gate, boolean ownRow, int timeout, long started) {
        SqlDialect.Hold hold;
        try {
            hold = db.sql().holdFirstUse(c, db.tables().document(), keyParams(row), timeout);
        } catch (SQLException e) {
            throw failure(row, e, started, "waiting for the series' first-use lock");
        }
        long n;
        try {
            n = firstUse(c, row, gate, ownRow, timeout, started);
        } catch (RuntimeException failure) {
            try {
                hold.release();
            } catch (SQLException releaseFailure) {
                failure.addSuppressed(releaseFailure); // what the statement failed with is the error
            }
            throw failure;
        }
        try {
            hold.release();
        } catch (SQLException e) {
            throw failure(row, e, started, "releasing the series' first-use lock");
        }
        return n;
    }

    /** {@link #number} where the row may be missing: raised if it exists, else created in the caller's transaction. */
    private long firstUse(Connection c, SeriesRow row, SeriesGate gate, boolean ownRow, int timeout, long started) {
        long n = raise(c, row, timeout, started);
        if (n != SqlDialect.NO_ROW) {
            if (!ownRow) {
                gate.committed(row); // raised, not created here nor by this transaction: its creator committed
            }
            gate.took(c);
            return n;
        }
        // no row as the update saw it: none yet, one used up, or one another transaction committed since the update's
        // snapshot; a locking read tells, and holds the row for the raise below
        long last = lockedLast(c, row);
        if (last == SqlDialect.NO_ROW) {
            long creating = System.nanoTime();
            try {
                rows.create(c, row, timeoutSeconds);
            } catch (SQLException e) {
                throw failure(row, e, creating, "creating the series' row in the caller's transaction");
            }
            last = lockedLast(c, row);
            if (last == SqlDialect.NO_ROW) {
                throw new IdSourceUnavailableException(row + ": the series' row exists but the caller's transaction does "
                        + "not see it: it was created after the transaction's snapshot, and the transaction's isolation "
                        + "level (REPEATABLE READ or SERIALIZABLE on PostgreSQL) does not see rows committed since. Roll "
                        + "back and try again (a new transaction sees it), or take document numbers at READ COMMITTED");
            }
        }
        if (last >= format.maxSerial()) {
            throw new IdExhaustedException(row + ": the numbers of this period are used up: " + format.maxSerial()
                    + " is the largest serial format '" + format + "' writes; widen the {serial:N} in a new series key");
        }
        n = raise(c, row, timeoutSeconds, System.nanoTime()); // locked by the caller's transaction: nobody else moves it
        if (n == SqlDialect.NO_ROW) {
            throw new IdSourceUnavailableException(row + ": the series' row, locked by the caller's transaction at "
                    + last + ", was not raised by the same transaction's update; the caller's transaction should roll "
                    + "back (an isolation level that hides the row from updates?)");
        }
        gate.took(c);
        return n;
    }

    /**
     * Raises the row by 1 in the caller's transaction, waiting at most {@code timeout} seconds for its lock: the new
     * number, or {@link SqlDialect#NO_ROW}; {@code started} is when the caller began to wait (queue included).
     */
    private long raise(Connection c, SeriesRow row, int timeout, long started) {
        long statementStarted = System.nanoTime();
        try {
            return db.sql().incrementInTransaction(c, db.tables().document(), "last_number", format.maxSerial(),
                    KEY_COLUMNS, keyParams(row), timeout);
        } catch (SQLException e) {
            throw failure(row, e, started, "taking the next number in the caller's transaction",
                    System.nanoTime() - statementStarted >= timeout * 1_000_000_000L - 50_000_000L);
        }
    }

    private static Object[] keyParams(SeriesRow row) {
        return new Object[] {row.key(), row.subKey(), row.period().name(), row.day()};
    }

    /** What a failed statement on the caller's connection means, for an exception naming the series and the fix. */
    private IdSourceUnavailableException failure(SeriesRow row, SQLException e, long startedNanos, String doing) {
        return failure(row, e, startedNanos, doing, System.nanoTime() - startedNanos >= timeoutSeconds * 1_000_000_000L
                - 50_000_000L);
    }

    /** {@code timedOut}: the statement ran until its timeout (a row lock held by another transaction, most likely). */
    private IdSourceUnavailableException failure(SeriesRow row, SQLException e, long startedNanos, String doing,
            boolean timedOut) {
        SqlDialect sql = db.sql();
        long waited = (System.nanoTime() - startedNanos) / 1_000_000;
        if (timedOut) {
            return new IdSourceUnavailableException(row + ": waited " + waited + " ms for the row lock another "
                    + "transaction of this series holds until it ends (" + door.context().boundName() + ", in whole seconds: "
                    + timeoutSeconds + " s); keep transactions that take document numbers short, or take "
                    + "the number later in them. The caller's transaction should roll back (" + e.getMessage() + ")", e);
        }
        if (sql.isRetryableConflict(e)) {
            return new DocumentConflictException(row + ": the database ended the caller's transaction in a conflict "
                    + "with another transaction (SQLState " + e.getSQLState() + ", error " + e.getErrorCode() + "): it "
                    + "has rolled back, or will roll back, the whole transaction, and nothing of it is committed. Run "
                    + "the whole transaction again. Causes: a deadlock (transactions that take numbers of several "
                    + "series in different orders: take them in one order, sorted by key and sub-key), a "
                    + "serialization failure at REPEATABLE READ or SERIALIZABLE, or a Galera certification conflict "
                    + "(another node took a number of this series first) (" + e.getMessage() + ")", e);
        }
        return new IdSourceUnavailableException(row + ": " + doing + " failed: " + e.getMessage()
                + (sql.isMissingObject(e) ? "; run IdGenMigrations.migrate(dataSource) (migration V11 creates "
                + db.tables().document() + ")" : "") + ". The caller's transaction should roll back", e);
    }

    /**
     * The row's last number, read with a lock held until the caller's transaction ends (MySQL's plain reads see the
     * transaction's snapshot, a locking read the latest commit), or {@link SqlDialect#NO_ROW} when there is none.
     */
    private long lockedLast(Connection c, SeriesRow row) {
        Object[] keyParams = keyParams(row);
        long started = System.nanoTime();
        try (var ps = c.prepareStatement("SELECT last_number FROM " + db.tables().document() + " WHERE " + KEY_COLUMNS
                + " FOR UPDATE")) {
            ps.setQueryTimeout(timeoutSeconds);
            SqlDialect.bind(ps, 1, keyParams, 0, keyParams.length);
            try (var rs = ps.executeQuery()) {
                return rs.next() ? rs.getLong(1) : SqlDialect.NO_ROW;
            }
        } catch (SQLException e) {
            throw failure(row, e, started, "reading the series' row");
        }
    }

    @Override
    public String toString() {
        return "document series '" + key + "' in format '" + format + "'";
    }
}
