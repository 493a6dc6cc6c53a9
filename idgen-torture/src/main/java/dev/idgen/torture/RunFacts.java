package dev.idgen.torture;

import java.nio.file.Path;
import java.util.List;

/**
 * What the conductor knows about a run that the recordings do not say: when the load started and
 * stopped, which faults it injected when, which worker processes it started and how they ended,
 * and what the lease thieves did.
 *
 * @param goWallMillis   the machine's clock when the workers were told to go
 * @param stopWallMillis the machine's clock when they were told to stop
 * @param faults         every fault injected, in order
 * @param processes      every worker process started, in order
 * @param thefts         the result of every lease theft
 * @param setupMillis    from the start of the run until go (database, migrations, JVM starts)
 * @param loadMillis     from go until stop
 * @param stopMillis     from stop until every worker exited
 * @param failover       what happened to the replicated pair of a failover run; {@code null} in other runs
 */
public record RunFacts(long goWallMillis, long stopWallMillis, List<FaultRecord> faults, List<WorkerProcess> processes,
                       List<LeaseThief.Result> thefts, long setupMillis, long loadMillis, long stopMillis,
                       FailoverFacts failover) {

    /**
     * The failover of a failover run, by the machine's clock (0: did not happen).
     *
     * @param synchronous      whether the standby was synchronous
     * @param crashWallMillis  when the primary was crashed
     * @param promotedWallMillis when the promoted standby accepted writes
     * @param promoteMillis    how long the promotion took (from its order)
     * @param recoveredWallMillis when {@code FailoverAdmin.recover} committed (asynchronous pair), else 0
     * @param refusal          the epoch's reason while the engines refused (empty: never seen refusing)
     * @param standbyHighWater asynchronous pair: per {@code "<strategy> <key>"}, how far the key's row had
     *                         got on the standby just before the crash (segment max_id, slow-ordered number)
     * @param stalls           the spans {@code [from, to]} (machine clock, ms) in which a commit probe beside the
     *                         workers saw the database commit nothing (the crash and promotion included; on a
     *                         starved machine also stalls before the crash and of the new primary after it)
     */
    public record FailoverFacts(boolean synchronous, long crashWallMillis, long promotedWallMillis, long promoteMillis,
                                long recoveredWallMillis, String refusal, java.util.Map<String, Long> standbyHighWater,
                                List<long[]> stalls) {
        public FailoverFacts {
            standbyHighWater = java.util.Map.copyOf(standbyHighWater);
            stalls = List.copyOf(stalls);
        }
    }

    public RunFacts {
        faults = List.copyOf(faults);
        processes = List.copyOf(processes);
        thefts = List.copyOf(thefts);
    }

    /**
     * One injected fault.
     *
     * @param atMillis    when, from go
     * @param wallMillis  when, by the machine's clock
     * @param fault       what
     * @param targets     the workers it hit
     * @param detail      what the conductor saw doing it (e.g. the stolen worker id), or empty
     */
    public record FaultRecord(long atMillis, long wallMillis, FaultScript.Fault fault, List<Integer> targets,
                              String detail) {
    }

    /**
     * One worker process.
     *
     * @param worker      the worker index (its node identity)
     * @param incarnation 0 for the first process, then one more per restart
     * @param pid         the process id
     * @param killed      whether the conductor killed it with {@code kill -9}
     * @param exitCode    its exit code (137 or similar when killed)
     * @param dir         where it recorded
     * @param outputTail  the last lines of its output, for the report when it failed
     */
    public record WorkerProcess(int worker, int incarnation, long pid, boolean killed, int exitCode, Path dir,
                                String outputTail) {

        /** The node name it recorded under, e.g. {@code w1#0}. */
        public String node() {
            return "w" + worker + "#" + incarnation;
        }
    }
}
