package dev.idgen.jdbc.failover;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.IdSourceUnavailableException;
import dev.idgen.LeaseLostException;
import dev.idgen.jdbc.IdGenEngineBuilder;
import dev.idgen.jdbc.failover.FailoverLoad.Failure;
import dev.idgen.jdbc.failover.FailoverLoad.Node;
import dev.idgen.jdbc.failover.FailoverLoad.Strategy;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * What the failover tests check and report the same way, whichever way the database fails over
 * (promoted by the test, or by an HA manager such as pg_auto_failover): no id handed out twice, and
 * the figures line each test prints.
 */
final class FailoverChecks {

    private FailoverChecks() {
    }

    /**
     * No id of any strategy the load used was handed out twice, within or across nodes, and each
     * caller's ids increase.
     */
    static void assertNoRepeats(FailoverLoad load) {
        for (Strategy s : load.strategies()) {
            assertThat(load.repeats(s)).as(s + " ids handed out twice (within or across nodes)").isEmpty();
        }
        for (FailoverLoad.Caller c : load.callers()) {
            int at = c.firstNonIncreasing();
            assertThat(at).as(c + ": each caller's ids increase; at " + at + (at < 0 ? "" : ": " + c.idAt(at - 1) + " then "
                    + c.idAt(at))).isEqualTo(-1);
        }
    }

    /**
     * Every failed call only gave up its wait for the database ({@code IdSourceUnavailableException}, after the full
     * default maxWait), or was a snowflake call whose lease outlived the outage ({@code LeaseLostException}).
     */
    static void assertOnlyWaitsFailed(FailoverLoad load) {
        for (Failure f : load.failures()) {
            if (f.strategy() == Strategy.SNOWFLAKE && f.error() instanceof LeaseLostException) {
                continue; // the documented answer when the database was out for longer than the lease lives
            }
            assertThat(f.error()).as("only a wait for the database may fail: " + f).isInstanceOf(IdSourceUnavailableException.class);
            assertThat(f.waitedNanos()).as("a caller gives up only after its full maxWait: " + f)
                    .isGreaterThanOrEqualTo(IdGenEngineBuilder.DEFAULT_MAX_WAIT.toNanos());
        }
    }

    /**
     * Prints an HA manager's figures {@code line} with the machine's cores and load appended, then
     * {@code managersView} (the manager's own report of the cluster), and appends the line to {@code file}.
     */
    static void recordFigures(Path file, String line, String managersView) throws IOException {
        String full = line + "; " + Runtime.getRuntime().availableProcessors() + " cores, load "
                + String.format("%.2f", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        System.out.println(full);
        System.out.println(managersView);
        Files.createDirectories(file.getParent());
        Files.writeString(file, Instant.now() + " " + full + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND);
    }

    /**
     * Prints (whatever the log level: the figures the docs quote) one line starting with
     * {@code FAILOVER FIGURES [scenario]}: when the standby accepted writes after the crash, the ids
     * per strategy, callers' longest waits, the errors by kind, and when each node first served each
     * strategy after {@code servingFrom}; then the first failure of each kind.
     */
    static void figures(String scenario, FailoverLoad load, long crash, long promoted, long servingFrom, List<Node> nodes) {
        StringBuilder b = new StringBuilder("FAILOVER FIGURES [").append(scenario).append("]: the standby accepted writes ")
                .append(TimeUnit.NANOSECONDS.toMillis(promoted - crash)).append(" ms after the crash; ids ")
                .append(load.counts()).append("; callers' longest wait (ms):");
        for (Strategy s : load.strategies()) {
            b.append(' ').append(s).append('=').append(load.maxWaitMillis(s));
        }
        Map<String, Integer> errors = new java.util.TreeMap<>();
        load.failures().forEach(f -> errors.merge(f.strategy() + ":" + f.error().getClass().getSimpleName(), 1, Integer::sum));
        b.append("; errors: ").append(errors);
        b.append("; first success after ").append(servingFrom == crash ? "the crash" : servingFrom == promoted
                ? "the promotion" : "the recovery").append(" (ms):");
        for (Node n : nodes) {
            for (Strategy s : load.strategies()) {
                b.append(' ').append(n.name()).append('/').append(s).append('=')
                        .append(load.servedAgainMillis(n.name(), s, servingFrom));
            }
        }
        System.out.println(b);
        load.failures().stream().map(f -> f.strategy() + ":" + f.error().getClass().getSimpleName()).distinct()
                .forEach(kind -> load.failures().stream()
                        .filter(f -> kind.equals(f.strategy() + ":" + f.error().getClass().getSimpleName())).findFirst()
                        .ifPresent(f -> System.out.println("FAILOVER FIGURES [" + scenario + "]: first " + kind + ": " + f)));
    }

    /** The highest id of {@code strategy} handed out in a call that ended before {@code nanos} (nanoTime). */
    static long maxHandedOutBefore(FailoverLoad load, Strategy strategy, long nanos) {
        long max = Long.MIN_VALUE;
        for (FailoverLoad.Caller c : load.callers()) {
            if (c.strategy == strategy) {
                max = Math.max(max, c.maxIdBefore(nanos));
            }
        }
        return max;
    }

    /**
     * Waits until the load was handed segment ids above {@code segment} and slow-ordered ids above
     * {@code ordered}, what the cut-off standby holds: the commits the standby misses, which the test
     * is about. A fixed pause is not enough: on a starved machine the primary has committed no
     * slow-ordered round trip for seconds after the cut.
     */
    static void awaitHandedOutPast(FailoverLoad load, long segment, long ordered) throws InterruptedException {
        await(() -> maxHandedOutSoFar(load, Strategy.SEGMENT) > segment
                && maxHandedOutSoFar(load, Strategy.SLOW_ORDERED) > ordered, "ids handed out past what the cut-off "
                + "standby holds (segment " + segment + ", slow-ordered " + ordered + ")");
    }

    /** The highest id of {@code strategy} handed out so far (readable while the load runs). */
    static long maxHandedOutSoFar(FailoverLoad load, Strategy strategy) {
        return load.callers().stream().filter(c -> c.strategy == strategy).mapToLong(FailoverLoad.Caller::maxIdSoFar)
                .max().orElse(Long.MIN_VALUE);
    }

    /** Waits (at most a minute) until every node served every strategy in a call that ended after {@code from}. */
    static void awaitServing(FailoverLoad load, List<Node> nodes, long from, String when) throws InterruptedException {
        for (Node n : nodes) {
            for (Strategy s : load.strategies()) {
                await(() -> load.firstSuccessAfter(n.name(), s, from) != Long.MAX_VALUE, 60, n.name() + " serves " + s
                        + " " + when + "; its callers' last failures: " + load.callers().stream()
                        .filter(c -> c.node.name().equals(n.name()) && c.strategy == s).map(c -> String.valueOf(c.lastFailure))
                        .toList());
            }
        }
    }

    /** When every node had served every strategy after {@code from}: the latest of their first successes (nanoTime). */
    static long everyNodeServing(FailoverLoad load, List<Node> nodes, long from) {
        long latest = from;
        for (Node n : nodes) {
            for (Strategy s : load.strategies()) {
                latest = Math.max(latest, load.firstSuccessAfter(n.name(), s, from));
            }
        }
        return latest;
    }

    /**
     * When every node had served every strategy in a call that <em>started</em> after {@code from} (a call the
     * killed server answered just before its SIGKILL took effect does not count): the latest of their first such
     * successes (nanoTime), or {@code Long.MAX_VALUE} if one never did.
     */
    static long everyNodeServingStartedAfter(FailoverLoad load, long from) {
        long latest = from;
        for (String node : load.callers().stream().map(c -> c.node.name()).distinct().toList()) {
            for (Strategy s : load.strategies()) {
                latest = Math.max(latest, load.callers().stream().filter(c -> c.node.name().equals(node) && c.strategy == s)
                        .mapToLong(c -> c.firstSuccessStartedAfter(from)).min().orElse(Long.MAX_VALUE));
            }
        }
        return latest;
    }

    /** The first success of {@code strategy}, on any node, in a call that started after {@code from}; or {@code Long.MAX_VALUE}. */
    static long firstSuccessStartedAfter(FailoverLoad load, Strategy strategy, long from) {
        return load.callers().stream().filter(c -> c.strategy == strategy).mapToLong(c -> c.firstSuccessStartedAfter(from))
                .min().orElse(Long.MAX_VALUE);
    }

    /** Polls {@code condition} every 20 ms; fails after 15 s. */
    static void await(BooleanSupplier condition, String what) throws InterruptedException {
        await(condition, 15, what);
    }

    /** Polls {@code condition} every 20 ms; fails after {@code seconds}. */
    static void await(BooleanSupplier condition, int seconds, String what) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("not within " + seconds + " s: " + what);
            }
            Thread.sleep(20);
        }
    }
}
