package dev.idgen.jdbc.internal;

import dev.idgen.DatabaseFailoverException;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.jdbc.Region;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import dev.idgen.jdbc.internal.logging.Logger;
import dev.idgen.jdbc.internal.logging.LoggerFactory;

/**
 * Notices that the database is not the one the engine talked to before, and makes sure no id
 * handed out before is handed out again.
 *
 * <p>What it watches:
 * <ul>
 *   <li><b>The timeline</b> (PostgreSQL): every reservation reads back the timeline it committed on
 *       ({@link SqlDialect#committed()}), and a probe reads it every {@code probeInterval}. A
 *       failover to a standby starts a new timeline; a reservation made on one the engine has not
 *       reconciled is not used before {@link #admit} has decided.</li>
 *   <li><b>High-water marks</b> (every database): a reservation that comes back below what this
 *       node already handed out for its key ({@link #wentBack}) proves the database lost committed
 *       reservations (a failover to a replica that missed them, or a restore).</li>
 *   <li><b>The epoch row</b> ({@code idgen_epoch}): the timeline on which idgen's rows are known
 *       complete, and whether engines may serve. All engines share it, so a node started after a
 *       failover learns what happened, and an operator's recovery reaches every node.</li>
 * </ul>
 *
 * <p>What it decides on a new timeline (once, for all engines: the first to get the epoch row's
 * lock decides, the others adopt the decision): every live engine first raises the rows of the
 * keys it serves to its own high-water marks ({@link Reassert}: {@code GREATEST}, never down).
 * Then, if idgen's commits were replicated synchronously on the old primary (the engine's own last
 * observation, or the epoch row's for an engine that never saw it), the standby had every commit
 * any node saw: nothing was lost, the epoch moves to the new timeline and serving goes on. Else, if
 * a margin is configured, every key moves that far forward ({@link Fence}) and serving goes on.
 * Else the epoch is refused: no engine uses anything the database hands out until an operator
 * recovers ({@code FailoverAdmin.recover}), which moves every key forward and sets it serving;
 * every engine notices at its next probe.
 *
 * <p>While refused, an engine goes on handing out what it reserved before (segment ranges in
 * memory, its snowflake lease): those ids are unique among everything handed out before the
 * failover, and nothing new is reserved until a recovery moves every key past the raised
 * high-water marks plus the margin.
 */
public final class EpochGuard implements FailoverGuard {

    private static final Logger log = LoggerFactory.getLogger(EpochGuard.class);

    /** A strategy's part in a reconciliation: raise its rows to this node's high-water marks. */
    @FunctionalInterface
    public interface Reassert {
        /** Raises, on {@code c} (inside a transaction), every row this node served to at least its high-water mark. */
        void reassert(Connection c) throws SQLException;
    }

    /** One reading of the database and the epoch row. */
    record Probe(long timeline, boolean synchronousConfigured, long standbys, Long synchronousStandbys,
                 String sessionSynchronousCommit, long epochTimeline, String epochState, boolean epochSynchronous,
                 String epochReason) {
        boolean refused() {
            return "refused".equals(epochState);
        }
    }

    private final JdbcAccess db;
    private final String engine;
    private final ScheduledExecutorService executor;
    private final FailoverSettings settings;
    private final List<Reassert> reasserts = new CopyOnWriteArrayList<>();
    private final Object reconcileLock = new Object();
    private volatile long knownTimeline;
    private volatile String refusedReason;
    private volatile boolean synchronous;
    private volatile ScheduledFuture<?> probe;
    /** What an engine built while the database was unreachable has still to check ({@link #checkFirst}), else null. */
    private volatile FirstCheck firstCheck;
    /** Moves on every change of the timeline served on or of the refusal, after the change is decided (and committed). */
    private final AtomicLong decisions = new AtomicLong();

    /**
     * Built before the engine's context and its guarded {@link JdbcAccess}, which are given this guard
     * by constructor.
     *
     * @param db                  an unguarded access (the guard's own statements are not admitted by itself)
     * @param engine              the engine's name, for messages
     * @param executor            the engine's executor, which runs the probe
     * @param margin              ids every key moves forward in an automatic recovery; 0: refuse instead
     * @param probeIntervalMillis how often the epoch and timeline are read
     * @param workerFenceMillis   how far ahead of the database clock a recovery moves worker promises
     * @param requireSynchronous  whether start-up fails without synchronous replication
     */
    public EpochGuard(JdbcAccess db, String engine, ScheduledExecutorService executor, long margin,
                      long probeIntervalMillis, long workerFenceMillis, boolean requireSynchronous) {
        this.db = db;
        this.engine = engine;
        this.executor = executor;
        this.settings = new FailoverSettings(margin, probeIntervalMillis, workerFenceMillis, requireSynchronous);
    }

    /** What an engine checks at start, run later by an engine built while the database was unreachable. */
    @FunctionalInterface
    public interface FirstCheck {
        /** Checks on {@code c} (autocommit); throws when the engine must not use anything the database hands out. */
        void run(Connection c) throws SQLException;
    }

    /**
     * Checks the engine's {@code region} against the one its database recorded, recording it on first use
     * ({@link RegionRecord#check}): at start, on {@code c}.
     */
    public static void checkRegion(JdbcAccess db, Connection c, Region region, String engine) throws SQLException {
        RegionRecord.check(db, c, region, engine);
    }

    /**
     * {@link #checkRegion} for an engine started while the database was unreachable: at the first admission of
     * anything the database hands out ({@link #checkFirst}), on the {@code unguarded} access.
     */
    public void checkRegionFirst(JdbcAccess unguarded, Region region, String engine) {
        checkFirst(c -> RegionRecord.check(unguarded, c, region, engine));
    }

    /**
     * For an engine built while the database was unreachable (it skipped the checks of its start): {@code check}
     * runs at the first admission of anything the database hands out ({@link #admit}, {@link #admitMade},
     * {@link #observe}: every reservation, lease and renewal asks one of them before using what it got), so the
     * engine is refused before its first id from the database, not only at start (the region, {@code RegionRecord}:
     * a node started before the database's region was recorded would otherwise issue ids of every region). It
     * runs until it passes once: a refusal refuses every later reservation too.
     */
    void checkFirst(FirstCheck check) {
        firstCheck = check;
    }

    /**
     * Runs the pending {@link #checkFirst} check, on {@code c} when it is in autocommit; on a connection of its
     * own when {@code c} is inside a transaction, whose rollback would undo what the check records while the
     * engine went on as checked.
     */
    private void runFirstCheck(Connection c) throws SQLException {
        if (firstCheck == null) {
            return;
        }
        synchronized (reconcileLock) {
            FirstCheck check = firstCheck;
            if (check == null) {
                return;
            }
            if (c.getAutoCommit()) {
                check.run(c);
            } else {
                db.withConnection(own -> {
                    check.run(own);
                    return null;
                });
            }
            firstCheck = null;
        }
    }

    /** Registers a strategy's re-assertion; runtimes register themselves when built. */
    public void register(Reassert reassert) {
        reasserts.add(reassert);
    }

    /**
     * At engine start: reads the replication state and the epoch, records the timeline on first
     * use, reconciles a failover no engine has reconciled yet, and logs what replication protects.
     *
     * @throws IdGenConfigurationException when synchronous replication is required and absent
     */
    public void start(Connection c) throws SQLException {
        String sql = db.sql().replicationProbe(db.tables());
        if (sql == null) {
            readEpoch(c);
            return;
        }
        Probe p = probe(c, sql);
        describeReplication(p);
        synchronous = p.synchronousConfigured();
        reconcile(c, p);
    }

    /** Starts reading the epoch every probe interval on the engine's executor. */
    public void startProbing() {
        probe = executor.scheduleWithFixedDelay(this::probeQuietly, settings.probeIntervalMillis(),
                settings.probeIntervalMillis(), TimeUnit.MILLISECONDS);
    }

    /** Stops the probe (the engine closes). */
    public void stop() {
        ScheduledFuture<?> f = probe;
        if (f != null) {
            f.cancel(false);
        }
    }

    /**
     * Lets work that follows on the database (a lease taken after this) run: returns when the
     * engine serves on {@code timeline} (0 where the database has none), after reconciling a new
     * one on {@code c}.
     *
     * @throws DatabaseFailoverException when the epoch is refused (saying why and how to recover)
     */
    @Override
    public void admit(Connection c, long timeline, String what) throws SQLException {
        observe(c, timeline);
        checkServing(c, what);
    }

    /**
     * What the engine has decided so far: read it ({@link #decisions()}) before a reservation's
     * statement and hand it to {@link #admitMade} after it.
     */
    @Override
    public long decisions() {
        return decisions.get();
    }

    /**
     * Whether a reservation already made, committed on {@code timeline}, may be used: only if the
     * engine served on that timeline, with no decision in between, from before its statement ran
     * ({@code decisionsBefore}, read before it) until now. A statement that ran on a timeline the
     * engine had not reconciled yet read the rows as the new primary had them, before the
     * reconciliation raised them to every node's high-water marks or moved them by a margin: its
     * values may be ids other nodes handed out before the failover. It is reconciled here, and the
     * caller must make the reservation again ({@code false}); the values it got are a gap.
     *
     * @throws DatabaseFailoverException when the epoch is refused (saying why and how to recover)
     */
    @Override
    public boolean admitMade(Connection c, long timeline, long decisionsBefore, String what) throws SQLException {
        observe(c, timeline);
        checkServing(c, what);
        return timeline == knownTimeline && decisions.get() == decisionsBefore;
    }

    /** Reconciles on {@code c} when {@code timeline} (0: none) is not the one the engine serves on; never refuses. */
    @Override
    public void observe(Connection c, long timeline) throws SQLException {
        runFirstCheck(c);
        if (timeline != 0 && timeline != knownTimeline) {
            reconcile(c, probe(c, db.sql().replicationProbe(db.tables())));
        }
    }

    /**
     * Throws when the epoch is refused: nothing new may be reserved or leased.
     *
     * @throws DatabaseFailoverException naming {@code what}, the reason and the recovery
     */
    /**
     * {@link #checkServing(String)} at an admission: a refusal this engine holds in memory is read again on {@code c}
     * first (one statement, only while refused), so an operator's recovery committed since the last probe lets the
     * caller through now rather than up to a probe interval later. A recovery is a decision ({@link #decisions()}):
     * a reservation whose statement ran before it is not used ({@link #admitMade}).
     */
    private void checkServing(Connection c, String what) throws SQLException {
        if (refusedReason != null) {
            readAndAdopt(c);
        }
        checkServing(what);
    }

    @Override
    public void checkServing(String what) {
        String reason = refusedReason;
        if (reason != null) {
            throw new DatabaseFailoverException(what + ": no id is issued from the database: " + reason);
        }
    }

    /**
     * Evidence that the database went back: {@code what} came back below what this node already
     * handed out ({@code detail} has the values). Refuses the epoch for every engine (naming the
     * evidence) and returns the exception for this caller. Runs on the engine's executor.
     */
    @Override
    public DatabaseFailoverException wentBack(String what, String detail) {
        String reason = what + " came back below what this node already handed out (" + detail + "): the database "
                + "lost committed reservations (a failover to a standby or replica that missed them, or a restore), so "
                + "ids handed out before could be handed out again. " + recovery();
        refuse(reason);
        log.error("idgen engine '{}': {}", engine, reason);
        try {
            db.withConnection(c -> {
                try (PreparedStatement ps = db.prepare(c, "UPDATE " + db.tables().epoch() + " SET state = 'refused',"
                        + " reason = ?, changed_at = " + db.sql().currentTimestamp() + " WHERE id = 1 AND state = 'serving'")) {
                    ps.setString(1, truncate(reason));
                    return ps.executeUpdate();
                }
            });
        } catch (SQLException | RuntimeException e) {
            log.error("idgen engine '{}': could not record the refusal in {} ({}); this engine refuses anyway",
                    engine, db.tables().epoch(), Failures.describe(e));
        }
        return new DatabaseFailoverException(what + ": " + reason);
    }

    /** {@code null} while serving, else why not. */
    public String refusedReason() {
        return refusedReason;
    }

    /** The timeline the engine serves on; 0 where the database has none. */
    public long timeline() {
        return knownTimeline;
    }

    private void probeQuietly() {
        try {
            db.withConnection(c -> {
                Probe p = readAndAdopt(c);
                if (p != null) {
                    if (p.synchronousConfigured() != synchronous) {
                        log.warn("idgen engine '{}': idgen's commits are {} replicated synchronously now "
                                + "(synchronous_standby_names '{}')", engine, p.synchronousConfigured() ? "" : "no longer",
                                p.synchronousConfigured() ? "set" : "empty");
                    }
                    synchronous = p.synchronousConfigured();
                    if (synchronous != p.epochSynchronous() && !p.refused()) {
                        recordSynchronous(c, p.timeline(), synchronous);
                    }
                }
                return null;
            });
        } catch (SQLException | RuntimeException e) {
            if (Failures.guardRefusal(e) != null) {
                // not an outage: the database's guard (migration V9) refused this engine's own statement
                log.error("idgen engine '{}': the database's guard on idgen's tables refused the epoch probe's statement;"
                        + " idgen never moves the epoch back, so a guard was changed by hand or this is a bug: {}",
                        engine, Failures.describe(e));
                return;
            }
            // the database being away is the outage path's business; the next probe tries again
            log.debug("idgen engine '{}': the epoch probe failed: {}", engine, Failures.describe(e));
        }
    }

    /**
     * Reads the timeline and the epoch on {@code c} and brings the engine to them: reconciles a timeline it has not
     * served on, else adopts the epoch's state. Returns the reading when it was adopted (the engine already served on
     * its timeline), else {@code null} (reconciled, or a database without timelines, whose epoch row was read).
     */
    private Probe readAndAdopt(Connection c) throws SQLException {
        String sql = db.sql().replicationProbe(db.tables());
        if (sql == null) {
            readEpoch(c);
            return null;
        }
        Probe p = probe(c, sql);
        if (p.timeline() != knownTimeline || p.epochTimeline() != knownTimeline) {
            reconcile(c, p);
            return null;
        }
        adopt(p);
        return p;
    }

    /** What the epoch row says, where the database has no timeline (MySQL, H2). */
    private void readEpoch(Connection c) throws SQLException {
        try (PreparedStatement ps = db.prepare(c, "SELECT state, reason FROM " + db.tables().epoch() + " WHERE id = 1");
             ResultSet rs = ps.executeQuery()) {
            if (rs.next()) {
                refuse("refused".equals(rs.getString(1)) ? rs.getString(2) : null);
            }
        }
    }

    private Probe probe(Connection c, String sql) throws SQLException {
        try (PreparedStatement ps = db.prepare(c, sql); ResultSet rs = ps.executeQuery()) {
            if (!rs.next()) {
                throw new SQLException(db.tables().epoch() + " has no row; it is written by migration V5__epoch: run "
                        + "IdGenMigrations.migrate(dataSource)");
            }
            long syncCount = rs.getLong(4);
            Long sync = rs.wasNull() ? null : syncCount;
            String names = rs.getString(2);
            return new Probe(db.sql().timeline(rs, 1), names != null && !names.isBlank(), rs.getLong(3), sync,
                    rs.getString(5), rs.getLong(6), rs.getString(7), rs.getBoolean(8), rs.getString(9));
        }
    }

    private void adopt(Probe p) {
        String before = refusedReason;
        refuse(p.refused() ? p.epochReason() : null);
        if (before != null && refusedReason == null) {
            log.warn("idgen engine '{}': the epoch serves again on timeline {} ({}); ids are issued again",
                    engine, p.epochTimeline(), p.epochReason());
        } else if (before == null && refusedReason != null) {
            log.error("idgen engine '{}': idgen's epoch is refused: {}", engine, refusedReason);
        }
    }

    /** Brings this engine to the database's timeline, deciding for all engines if none has yet. */
    private void reconcile(Connection c, Probe first) throws SQLException {
        synchronized (reconcileLock) {
            Probe p = first;
            if (p.timeline() == knownTimeline && p.epochTimeline() == knownTimeline) {
                adopt(p);
                return;
            }
            if (p.epochTimeline() == 0) {
                claim(c, p);
                return;
            }
            if (p.epochTimeline() == p.timeline()) {
                // decided already (by another engine, or an operator's recovery)
                if (knownTimeline != 0 && knownTimeline != p.timeline()) {
                    reassert(c);
                    log.warn("idgen engine '{}': the database moved from timeline {} to {} (failover); {}", engine,
                            knownTimeline, p.timeline(), p.epochReason());
                }
                serveOn(p.timeline());
                adopt(p);
                return;
            }
            boolean witnessed = knownTimeline != 0;
            boolean lossless = p.epochTimeline() < p.timeline() && (witnessed ? synchronous : p.epochSynchronous());
            String failover = "failover from timeline " + p.epochTimeline() + " to " + p.timeline();
            reassert(c);
            String[] decided = new String[2]; // state, reason
            Fence.Moved moved = null;
            if (lossless) {
                decide(c, p, "serving", failover + ": idgen's commits were replicated synchronously"
                        + (witnessed ? "" : " (as recorded before it)") + ", so nothing idgen handed out was lost", decided);
            } else if (p.epochTimeline() < p.timeline() && settings.margin() > 0) {
                String reason = failover + ": replication was not known to be synchronous, so every key was moved "
                        + settings.margin() + " ids forward and every worker promise " + settings.workerFenceMillis()
                        + " ms past the database clock (failover.margin)";
                Fence.Moved[] m = new Fence.Moved[1];
                m[0] = Fence.apply(db, c, settings.margin(), settings.workerFenceMillis(),
                        tx -> decideInTransaction(tx, p, "serving", reason, true, decided));
                moved = m[0];
            } else {
                String what = p.epochTimeline() > p.timeline()
                        ? "the database is on timeline " + p.timeline() + ", older than timeline " + p.epochTimeline()
                                + " on which idgen's rows were last complete (a restore, or an old primary back in service)"
                        : failover + ": idgen's commits were not known to be replicated synchronously, so the new primary "
                                + "may have lost idgen's last commits and ids handed out before could be handed out again";
                decide(c, p, "refused", what + ". " + recovery(), decided);
            }
            refuse("refused".equals(decided[0]) ? decided[1] : null);
            serveOn(p.timeline());
            synchronous = p.synchronousConfigured();
            if (refusedReason != null) {
                log.error("idgen engine '{}': {}", engine, refusedReason);
            } else {
                log.warn("idgen engine '{}': {}{}", engine, decided[1], moved == null ? "" : " (" + moved + ")");
            }
        }
    }

    /** Sets the timeline served on; a change is a decision ({@link #decisions()}). */
    private void serveOn(long timeline) {
        if (timeline != knownTimeline) {
            knownTimeline = timeline;
            decisions.incrementAndGet();
        }
    }

    /** Sets why the engine refuses ({@code null}: it serves); a change is a decision ({@link #decisions()}). */
    private void refuse(String reason) {
        if (!java.util.Objects.equals(reason, refusedReason)) {
            refusedReason = reason;
            decisions.incrementAndGet();
        }
    }

    /** First use of the epoch: record the timeline (and replication) idgen's rows are complete on. */
    private void claim(Connection c, Probe p) throws SQLException {
        try (PreparedStatement ps = db.prepare(c, "UPDATE " + db.tables().epoch() + " SET timeline = ?, synchronous = ?,"
                + " changed_at = " + db.sql().currentTimestamp() + " WHERE id = 1 AND timeline = 0")) {
            ps.setLong(1, p.timeline());
            ps.setBoolean(2, p.synchronousConfigured());
            ps.executeUpdate();
        }
        reconcile(c, probe(c, db.sql().replicationProbe(db.tables())));
    }

    private void decide(Connection c, Probe p, String state, String reason, String[] decided) throws SQLException {
        Statements.inTransaction(c, tx -> {
            db.durable(tx);
            decideInTransaction(tx, p, state, reason, false, decided);
            return null;
        });
    }

    /**
     * Under the epoch row's lock: adopt what another engine decided meanwhile, else write this decision.
     * {@code recovered}: the same transaction moved every key (the automatic recovery), which counts itself
     * ({@code recoveries + 1}), the only way the database's guard (migration V9) lets a refused epoch serve
     * again. Without it a refused epoch stays refused, for the reason it was refused: a lossless failover
     * does not bring back what was lost before it.
     */
    private void decideInTransaction(Connection tx, Probe p, String state, String reason, boolean recovered,
                                     String[] decided) throws SQLException {
        try (PreparedStatement ps = db.prepare(tx, "SELECT timeline, state, reason FROM " + db.tables().epoch()
                + " WHERE id = 1 FOR UPDATE"); ResultSet rs = ps.executeQuery()) {
            rs.next();
            if (rs.getLong(1) == p.timeline()) {
                decided[0] = rs.getString(2);
                decided[1] = rs.getString(3);
                if (recovered) { // the keys moved in this transaction: so does the floor, the state stays
                    RecoveryFloor.raise(db, tx, settings.margin(), settings.workerFenceMillis());
                }
                return;
            }
            if ("refused".equals(rs.getString(2)) && "serving".equals(state) && !recovered) {
                state = "refused";
                reason = reason + "; but the epoch was refused before it and still is: " + rs.getString(3);
            }
        }
        // a recovery raises the floor in the statement that counts it: the only form the guard (V14) lets serve
        try (PreparedStatement ps = db.prepare(tx, "UPDATE " + db.tables().epoch() + " SET timeline = ?, state = ?,"
                + (recovered ? " recoveries = recoveries + 1, " + RecoveryFloor.raising(db) + "," : "")
                + " synchronous = ?, reason = ?, changed_at = " + db.sql().currentTimestamp() + " WHERE id = 1")) {
            int i = 1;
            ps.setLong(i++, p.timeline());
            ps.setString(i++, state);
            if (recovered) {
                ps.setLong(i++, settings.margin());
                ps.setLong(i++, settings.workerFenceMillis());
            }
            ps.setBoolean(i++, p.synchronousConfigured());
            ps.setString(i, truncate(reason));
            ps.executeUpdate();
        }
        decided[0] = state;
        decided[1] = reason;
    }

    private void recordSynchronous(Connection c, long timeline, boolean sync) throws SQLException {
        try (PreparedStatement ps = db.prepare(c, "UPDATE " + db.tables().epoch() + " SET synchronous = ?, changed_at = "
                + db.sql().currentTimestamp() + " WHERE id = 1 AND timeline = ? AND state = 'serving'")) {
            ps.setBoolean(1, sync);
            ps.setLong(2, timeline);
            ps.executeUpdate();
        }
    }

    /** Every strategy raises its rows to this node's high-water marks, in one durable transaction. */
    private void reassert(Connection c) throws SQLException {
        if (reasserts.isEmpty()) {
            return;
        }
        Statements.inTransaction(c, tx -> {
            db.durable(tx);
            for (Reassert r : reasserts) {
                r.reassert(tx);
            }
            return null;
        });
    }

    private void describeReplication(Probe p) {
        String session = p.sessionSynchronousCommit();
        if (p.synchronousConfigured()) {
            log.info("idgen engine '{}': PostgreSQL timeline {}, synchronous replication (synchronous_standby_names set, "
                    + "{} standby(s) connected{}); idgen's commits wait for it (synchronous_commit = on for its "
                    + "statements, the session's default is '{}')", engine, p.timeline(), p.standbys(),
                    p.synchronousStandbys() == null ? "" : ", " + p.synchronousStandbys() + " synchronous", session);
            return;
        }
        String what = p.standbys() > 0
                ? p.standbys() + " standby(s) replicate asynchronously (synchronous_standby_names is empty)"
                : "no standby is connected";
        if (settings.requireSynchronous()) {
            throw new IdGenConfigurationException("idgen engine '" + engine + "' requires synchronous replication "
                    + "(failover.requireSynchronousReplication), but " + what + "; set synchronous_standby_names on the "
                    + "primary (or your HA manager's synchronous mode), or build the engine without requiring it");
        }
        if (p.standbys() > 0) {
            log.warn("idgen engine '{}': {}: a failover to one of them may lose idgen's last commits; idgen notices "
                    + "(a new timeline) and refuses to issue until an operator recovers (idgen failover recover), unless "
                    + "failover.margin is set. Synchronous replication makes failovers lose nothing", engine, what);
        }
    }

    private static String recovery() {
        return "Recover by moving every key past the ids that may have been handed out: 'idgen failover recover "
                + "--margin N' (FailoverAdmin.recover(N)), N at least the ids any key may have taken in the commits the "
                + "standby missed; engines serve again by themselves";
    }

    private static String truncate(String reason) {
        return reason.length() <= 1024 ? reason : reason.substring(0, 1021) + "...";
    }
}
