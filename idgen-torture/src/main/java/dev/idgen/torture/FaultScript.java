package dev.idgen.torture;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * When the conductor injects which fault into which worker. The script is a list of rounds; each
 * round plays every fault once, on workers chosen by rotation so that over several rounds every
 * worker gets every fault. Times are from the start of the load ({@code go}).
 *
 * <p>One round (worker roles A, B, C rotate by one per round):
 * <pre>
 *   3.0 s  cut the shared proxy: every worker loses the database     6.5 s  restore
 *   9.0 s  cut B's own proxy: B alone loses the database             12.5 s restore
 *   9.0 s  step C's clock back 1 s
 *  13.0 s  step A's clock back 10 s
 *  15.0 s  steal B's snowflake lease (a thief takes the row and issues ids with B's old worker id)
 *  16.0 s  C's application holds every connection of C's pool for 5 s
 *  24.0 s  A's and C's clocks back to the machine's (a forward step)
 *  26.0 s  kill -9 B                                                 27.0 s restart B (same node identity)
 * </pre>
 * In long mode rounds last longer and add, alternately: a black hole (B's proxy frozen, nothing
 * closed) for 3.5 s; A killed while its network is cut and restarted after; and from the fourth
 * round on, C killed while its clock is 1 s behind and restarted (its restart must wait for the
 * clock to pass its own promise).
 */
public final class FaultScript {

    /** A fault, or the end of one. */
    public sealed interface Fault permits CutAll, RestoreAll, CutOne, FreezeOne, RestoreOne, Clock, ClockGlitch, Steal,
            Exhaust, Kill, Restart, CutReplication, CrashPrimary, Promote, Recover {
        /** What it does, for the report. */
        String describe();
    }

    /** Every worker loses the database: the shared proxy resets every connection and every new one. */
    public record CutAll() implements Fault {
        public String describe() {
            return "database cut for all workers (shared proxy)";
        }
    }

    public record RestoreAll() implements Fault {
        public String describe() {
            return "database back for all workers";
        }
    }

    /** One worker loses the database: its own proxy resets its connections. */
    public record CutOne(int worker) implements Fault {
        public String describe() {
            return "database cut for w" + worker + " (its own proxy)";
        }
    }

    /** One worker's network becomes a black hole: nothing is closed, nothing is forwarded. */
    public record FreezeOne(int worker) implements Fault {
        public String describe() {
            return "network black hole for w" + worker + " (its own proxy frozen)";
        }
    }

    public record RestoreOne(int worker) implements Fault {
        public String describe() {
            return "network back for w" + worker;
        }
    }

    /** The worker's clock reads the machine's plus {@code offsetMillis}. */
    public record Clock(int worker, long offsetMillis) implements Fault {
        public String describe() {
            return offsetMillis == 0 ? "w" + worker + "'s clock back to the machine's (a forward step)"
                    : "w" + worker + "'s clock stepped to " + offsetMillis + " ms";
        }
    }

    /**
     * The worker's clock jumps {@code forwardMillis} ahead and, {@code holdMillis} later, back to the
     * machine's: an NTP step and its correction, or a VM clock hiccup.
     */
    public record ClockGlitch(int worker, long forwardMillis, long holdMillis) implements Fault {
        public String describe() {
            return "w" + worker + "'s clock jumps " + forwardMillis + " ms ahead and back " + holdMillis + " ms later";
        }
    }

    /** The conductor takes the worker's snowflake lease row and issues ids under its worker id for {@code thiefRuns}. */
    public record Steal(int worker, Duration thiefRuns) implements Fault {
        public String describe() {
            return "w" + worker + "'s snowflake lease stolen; the thief issues ids with that worker id";
        }
    }

    /** The worker's application holds every connection of the worker's pool for {@code holdFor}. */
    public record Exhaust(int worker, Duration holdFor) implements Fault {
        public String describe() {
            return "w" + worker + "'s pool exhausted by the application for " + holdFor.toMillis() + " ms";
        }
    }

    /** {@code kill -9} of the worker's process. */
    public record Kill(int worker) implements Fault {
        public String describe() {
            return "kill -9 w" + worker;
        }
    }

    /** A new process for the worker, with the same node identity. */
    public record Restart(int worker) implements Fault {
        public String describe() {
            return "restart w" + worker + " (same node identity)";
        }
    }

    /** Failover runs: the standby's WAL stream is reset and kept from reconnecting (it falls behind the primary). */
    public record CutReplication() implements Fault {
        public String describe() {
            return "replication to the standby cut (it misses the primary's commits from now on)";
        }
    }

    /**
     * Failover runs: the primary crashes (SIGKILL to every server process) under load. On an
     * asynchronous pair the conductor first reads, on the standby, how far idgen's rows got there.
     */
    public record CrashPrimary() implements Fault {
        public String describe() {
            return "primary crashed (SIGKILL)";
        }
    }

    /** Failover runs: the standby is promoted as an HA manager does; the workers' multi-host URL finds it. */
    public record Promote() implements Fault {
        public String describe() {
            return "standby promoted (new primary on a new timeline)";
        }
    }

    /**
     * Failover runs, asynchronous pair: once the engines refuse the new timeline (the epoch says so,
     * waited for up to 30 s), the operator's documented recovery: {@code FailoverAdmin.recover(margin,
     * DEFAULT_WORKER_FENCE)}.
     */
    public record Recover(long margin) implements Fault {
        public String describe() {
            return "FailoverAdmin.recover: every key " + margin + " ids forward, worker promises fenced";
        }
    }

    /** A fault at {@code at} after the start of the load. */
    public record Step(Duration at, Fault fault) {
    }

    private FaultScript() {
    }

    /** The steps of every round of {@code s}, in time order. */
    public static List<Step> of(TortureSettings s) {
        boolean longMode = "long".equals(s.mode());
        List<Step> steps = new ArrayList<>();
        if ("glitch".equals(s.mode())) {
            return glitch(s);
        }
        if (s.failover()) {
            return failover(s);
        }
        for (int round = 0; round < s.rounds(); round++) {
            long base = s.roundLength().toMillis() * round;
            int a = round % s.workers();
            int b = (round + 1) % s.workers();
            int c = (round + 2) % s.workers();
            add(steps, base, 3_000, new CutAll());
            add(steps, base, 6_500, new RestoreAll());
            add(steps, base, 9_000, new CutOne(b));
            add(steps, base, 9_000, new Clock(c, -1_000));
            add(steps, base, 12_500, new RestoreOne(b));
            add(steps, base, 13_000, new Clock(a, -10_000));
            add(steps, base, 15_000, new Steal(b, Duration.ofSeconds(3)));
            add(steps, base, 16_000, new Exhaust(c, Duration.ofSeconds(5)));
            add(steps, base, 24_000, new Clock(a, 0));
            add(steps, base, 24_000, new Clock(c, 0));
            add(steps, base, 26_000, new Kill(b));
            add(steps, base, 27_000, new Restart(b));
            if (longMode) {
                if (round % 2 == 1) {
                    add(steps, base, 30_000, new FreezeOne(b));
                    add(steps, base, 33_500, new RestoreOne(b));
                } else {
                    add(steps, base, 30_000, new CutOne(a));
                    add(steps, base, 30_500, new Kill(a));
                    add(steps, base, 33_000, new RestoreOne(a));
                    add(steps, base, 33_500, new Restart(a));
                }
                if (round >= 3) {
                    add(steps, base, 36_000, new Clock(c, -1_000));
                    add(steps, base, 36_500, new Kill(c));
                    add(steps, base, 37_500, new Restart(c));
                    add(steps, base, 41_000, new Clock(c, 0));
                }
            }
        }
        steps.sort(Comparator.comparing(Step::at));
        Duration last = steps.get(steps.size() - 1).at();
        if (last.compareTo(s.roundLength().multipliedBy(s.rounds())) >= 0) {
            throw new IllegalArgumentException("the fault script runs until " + last + ", past the end of the rounds ("
                    + s.roundLength().multipliedBy(s.rounds()) + "); make roundLength longer");
        }
        return steps;
    }

    /**
     * The scenario of {@link TortureSettings#glitchMode()}: worker 0 is cut off (so its heartbeat
     * cannot persist a new promise), its clock jumps 15 s ahead and back 100 ms later, then it is
     * killed and restarted with its node identity, taking its own worker id back. The restarted
     * worker must not issue, 15 s later, an id the killed one issued while its clock was ahead.
     */
    private static List<Step> glitch(TortureSettings s) {
        List<Step> steps = new ArrayList<>();
        add(steps, 0, 3_000, new CutOne(0));
        add(steps, 0, 3_500, new ClockGlitch(0, 15_000, 100));
        add(steps, 0, 4_500, new Kill(0));
        add(steps, 0, 5_000, new RestoreOne(0));
        add(steps, 0, 5_500, new Restart(0));
        return steps;
    }

    /** The margin of the recovery of an asynchronous failover: far more ids than any key takes in the seconds of lag. */
    public static final long RECOVERY_MARGIN = 100_000_000L;

    /**
     * The script of a failover run ({@link TortureSettings#failover()}): the workers reach a
     * replicated pair through per-worker proxies in front of both servers. Every fault of a normal
     * round except the lease theft (which needs a pool of the conductor's own on one server) can
     * play here; the failover itself happens once per run, as a promoted standby has no standby of
     * its own.
     *
     * <p>Short synchronous run (one round): w1 cut off alone 1.5–3.5 s; kill -9 w2 at 2 s, restarted
     * at 3 s; the primary crashes at 8 s and the standby is promoted 1 s later (the HA manager's
     * delay); kill -9 w0 at 17 s (once it had time to serve again), restarted at 18 s on the new primary.
     *
     * <p>Asynchronous run: the same, but replication is cut at 4 s, the crash comes at 8 s, the
     * promotion at 9 s, and the operator's recovery ({@link Recover}) once the engines refuse.
     *
     * <p>Long runs play the failover in the second of three rounds; every round also plays the normal
     * round's faults but the theft (cut of all, cut of one, clock steps, pool exhaustion, kill -9
     * and restart), so faults hit the workers before and after the failover.
     */
    private static List<Step> failover(TortureSettings s) {
        List<Step> steps = new ArrayList<>();
        boolean longRun = s.mode().endsWith("-long");
        for (int round = 0; round < s.rounds(); round++) {
            long base = s.roundLength().toMillis() * round;
            int a = round % s.workers();
            int b = (round + 1) % s.workers();
            int c = (round + 2) % s.workers();
            boolean failoverRound = round == (longRun ? 1 : 0);
            if (longRun) {
                add(steps, base, 3_000, new CutAll());
                add(steps, base, 6_500, new RestoreAll());
                add(steps, base, 9_000, new CutOne(b));
                add(steps, base, 9_000, new Clock(c, -1_000));
                add(steps, base, 12_500, new RestoreOne(b));
                add(steps, base, 13_000, new Clock(a, -10_000));
                add(steps, base, 16_000, new Exhaust(c, Duration.ofSeconds(5)));
                add(steps, base, 24_000, new Clock(a, 0));
                add(steps, base, 24_000, new Clock(c, 0));
                add(steps, base, 26_000, new Kill(b));
                add(steps, base, 27_000, new Restart(b));
                if (failoverRound) {
                    playFailover(steps, base + 30_000, s.synchronousStandby());
                }
            } else {
                add(steps, base, 1_500, new CutOne(b));
                add(steps, base, 3_500, new RestoreOne(b));
                add(steps, base, 2_000, new Kill(c));
                add(steps, base, 3_000, new Restart(c));
                playFailover(steps, base + 4_000, s.synchronousStandby());
                add(steps, base, 17_000, new Kill(a));
                add(steps, base, 18_000, new Restart(a));
            }
        }
        steps.sort(Comparator.comparing(Step::at));
        Duration last = steps.get(steps.size() - 1).at();
        if (last.compareTo(s.roundLength().multipliedBy(s.rounds())) >= 0) {
            throw new IllegalArgumentException("the failover script runs until " + last + ", past the end of the rounds ("
                    + s.roundLength().multipliedBy(s.rounds()) + "); make roundLength longer");
        }
        return steps;
    }

    /** From {@code base}: (asynchronous: replication cut), 4 s later the crash, 1 s later the promotion (and recovery). */
    private static void playFailover(List<Step> steps, long base, boolean synchronous) {
        if (!synchronous) {
            add(steps, base, 0, new CutReplication());
        }
        add(steps, base, 4_000, new CrashPrimary());
        add(steps, base, 5_000, new Promote());
        if (!synchronous) {
            add(steps, base, 5_001, new Recover(RECOVERY_MARGIN));
        }
    }

    private static void add(List<Step> steps, long baseMillis, long atMillis, Fault f) {
        steps.add(new Step(Duration.ofMillis(baseMillis + atMillis), f));
    }
}
