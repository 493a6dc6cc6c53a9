package dev.idgen.jdbc.failover;

import static dev.idgen.jdbc.failover.FailoverChecks.everyNodeServing;
import static dev.idgen.jdbc.failover.FailoverChecks.recordFigures;

import dev.idgen.jdbc.failover.FailoverLoad.Node;
import dev.idgen.testsupport.PgAutoFailoverCluster;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * idgen under pg_auto_failover: a monitor and two data nodes ({@link PgAutoFailoverCluster}), two
 * idgen nodes on the multi-host URL under load with every strategy (segment, slow-ordered, snowflake,
 * daily), the primary's {@code pg_autoctl} and PostgreSQL killed, and pg_auto_failover promoting the
 * secondary by itself. No id is ever handed out twice.
 *
 * <p>Run only when asked for ({@code -Didgen.test.pgautofailover=true}; {@code .ci/run} does), as it
 * needs {@code pg_autoctl} on the machine and takes about a minute; without the property every test
 * shows as skipped. With it, a machine without {@code pg_autoctl} fails the tests.
 *
 * <p>The figures (kill to promotion, kill to every node serving) are printed on lines starting with
 * {@code FAILOVER FIGURES} and appended to {@code target/pg-auto-failover-figures.txt}.
 */
class PgAutoFailoverTest extends AbstractFailoverManagerTest<PgAutoFailoverCluster, PgAutoFailoverTest.Promoted> {

    /** The system property that runs this class. */
    static final String PROPERTY = "idgen.test.pgautofailover";

    private static final Path FIGURES = Path.of("target", "pg-auto-failover-figures.txt");

    /** pg_auto_failover's promotion: the secondary commits a write, then the monitor reports it {@code wait_primary}. */
    record Promoted(long kill, long writable, long reported) implements Promotion {
        @Override
        public long servingFrom() {
            return writable;
        }
    }

    PgAutoFailoverTest() {
        super(PROPERTY, "pg_auto_failover tests run with -D" + PROPERTY + "=true (.ci/run does; they need pg_autoctl: "
                + "apt-get install postgresql-15-auto-failover)", "pg-auto-failover-test", 8200, "secondary");
    }

    /**
     * pg_auto_failover's default, synchronous formation: the secondary has every commit, so the
     * engines serve on after the promotion without anyone's help (the epoch records a lossless
     * failover), no id repeats, and a call fails only by giving up its wait for the database
     * ({@code IdSourceUnavailableException}; a snowflake call also when its lease outlived the outage).
     */
    @Test
    void synchronousFormationFailsOverByItselfAndNoIdRepeats() throws Exception {
        cluster = PgAutoFailoverCluster.synchronous().start();
        failsOverByItself("pg_auto_failover, synchronous", "synchronous (default formation)");
    }

    /**
     * The secondary out of the write quorum and cut off from the primary's WAL before the kill:
     * pg_auto_failover promotes it all the same (it lags by less than
     * {@code pgautofailover.promote_wal_log_threshold}), without the reservations ids were handed out
     * from. Engines refuse what the new primary would hand out ({@code DatabaseFailoverException})
     * until {@code FailoverAdmin.recover}, the documented recovery, then serve again; no id repeats.
     */
    @Test
    void asynchronousFormationLosingCommitsIsRefusedUntilRecoveredAndNoIdRepeats() throws Exception {
        cluster = PgAutoFailoverCluster.asynchronous().start();
        isRefusedUntilRecovered("pg_auto_failover, asynchronous, refused until FailoverAdmin.recover",
                "asynchronous (replication-quorum false), WAL cut");
    }

    /**
     * The same asynchronous loss with {@code failover.margin}: the engines move every key forward by
     * themselves and serve on; nobody is refused and no id repeats.
     */
    @Test
    void asynchronousFormationWithAMarginServesOnByItself() throws Exception {
        cluster = PgAutoFailoverCluster.asynchronous().start();
        List<Node> nodes = nodes(b -> b.segment(o -> o.maxStep(20_000)).failover(o -> o.margin(10_000_000L)));
        servesOnWithAMargin(nodes, startLoad(nodes, "before the cut"), 10_000_000L,
                "pg_auto_failover, asynchronous, failover.margin", "asynchronous (replication-quorum false), WAL cut, failover.margin");
    }

    // ---- what is pg_auto_failover's -------------------------------------------------------------

    @Override
    long standbyLong(String sql) {
        return Long.parseLong(cluster.queryString(cluster.nodeUrl(PgAutoFailoverCluster.SECOND), sql));
    }

    /** Kills the primary's pg_autoctl and PostgreSQL; waits until the secondary commits a write and the monitor reports it. */
    @Override
    Promoted killAndAwaitPromotion() {
        long kill = System.nanoTime();
        cluster.killPrimary();
        long writable = cluster.awaitWritable(PgAutoFailoverCluster.SECOND, FAILOVER_LIMIT);
        long reported = cluster.awaitReportedState(PgAutoFailoverCluster.SECOND, FAILOVER_LIMIT, "wait_primary", "primary");
        return new Promoted(kill, writable, reported);
    }

    /** Prints the scenario's figures and appends them to {@link #FIGURES}, with the monitor's view of the formation. */
    @Override
    void record(String scenario, FailoverLoad load, List<Node> nodes, Promoted p, long servingFrom) throws IOException {
        long everyNodeServing = everyNodeServing(load, nodes, servingFrom);
        recordFigures(FIGURES, "FAILOVER FIGURES [pg_auto_failover, " + scenario + "]: kill to promotion (the secondary "
                + "commits a write) " + TimeUnit.NANOSECONDS.toMillis(p.writable() - p.kill()) + " ms, to the monitor "
                + "reporting it " + TimeUnit.NANOSECONDS.toMillis(p.reported() - p.kill()) + " ms, to every node serving "
                + "every strategy " + TimeUnit.NANOSECONDS.toMillis(everyNodeServing - p.kill()) + " ms; monitor settings "
                + PgAutoFailoverCluster.MONITOR_SETTINGS, cluster.state());
    }
}
