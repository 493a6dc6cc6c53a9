package dev.idgen.torture;

import dev.idgen.torture.TortureFindings.FaultEffect;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * What each injected fault visibly did, for the report: the failed calls of its targets in the
 * next few seconds by strategy and exception; for a restart, when the new process leased a
 * snowflake worker id; for a theft, when the victim stopped and what the thief issued.
 */
final class FaultEffects {

    private static final long EFFECT_WINDOW_MILLIS = 6_000;

    private final RunFacts facts;
    private final List<Journal.Entry> journal;

    private FaultEffects(RunFacts facts, List<Journal.Entry> journal) {
        this.facts = facts;
        this.journal = journal;
    }

    static List<FaultEffect> of(RunFacts facts, List<Journal.Entry> journal) {
        return new FaultEffects(facts, journal).all();
    }

    private List<FaultEffect> all() {
        List<FaultEffect> out = new ArrayList<>();
        for (RunFacts.FaultRecord f : facts.faults()) {
            FaultScript.Fault fault = f.fault();
            String effect;
            if (fault instanceof FaultScript.Kill) {
                effect = f.detail();
            } else if (fault instanceof FaultScript.Restart) {
                effect = restartEffect(f);
            } else if (fault instanceof FaultScript.Steal) {
                effect = stealEffect(f);
            } else if (fault instanceof FaultScript.RestoreAll || fault instanceof FaultScript.RestoreOne) {
                effect = f.detail();
            } else {
                effect = errorsAfter(f);
            }
            out.add(new FaultEffect(f.atMillis(), f.fault().describe(), effect));
        }
        return out;
    }

    /** Failed calls of the targets in the few seconds after the fault, by strategy and kind. */
    private String errorsAfter(RunFacts.FaultRecord f) {
        Map<String, Integer> kinds = new TreeMap<>();
        for (Journal.Entry j : journal) {
            if (j.type() == Journal.Type.ERROR && targets(f, j.node()) && j.wallMillis() >= f.wallMillis()
                    && j.wallMillis() < f.wallMillis() + EFFECT_WINDOW_MILLIS) {
                kinds.merge(j.strategy() + " " + j.errorKind(), 1, Integer::sum);
            }
        }
        String errors = kinds.isEmpty() ? "no failed call" : kinds.entrySet().stream()
                .map(e -> e.getValue() + " " + e.getKey()).collect(Collectors.joining(", "));
        String detail = f.detail().isEmpty() ? "" : f.detail() + "; ";
        return detail + errors + " in the next " + EFFECT_WINDOW_MILLIS / 1000 + " s";
    }

    private String restartEffect(RunFacts.FaultRecord f) {
        int worker = f.targets().get(0);
        for (Journal.Entry j : journal) {
            if (j.leased() && j.node().startsWith("w" + worker + "#") && j.wallMillis() >= f.wallMillis()) {
                return f.detail() + "; snowflake " + j.message() + " leased " + (j.wallMillis() - f.wallMillis())
                        + " ms after the restart (start-up took " + TimeUnit.NANOSECONDS.toMillis(j.durationNanos()) + " ms)";
            }
        }
        return f.detail() + "; no snowflake lease after the restart";
    }

    private String stealEffect(RunFacts.FaultRecord f) {
        int victim = f.targets().get(0);
        long noticed = victimNoticedMillis(journal, f, victim);
        String thief = "";
        int index = 0;
        for (RunFacts.FaultRecord other : facts.faults()) {
            if (other == f) {
                break;
            }
            if (other.fault() instanceof FaultScript.Steal) {
                index++;
            }
        }
        if (index < facts.thefts().size()) {
            LeaseThief.Result t = facts.thefts().get(index);
            thief = t.failure() != null ? "; the thief failed: " + t.failure()
                    : "; the thief issued " + t.ids() + " ids after waiting " + t.leaseMillis()
                            + " ms for the victim's promise";
        }
        return f.detail() + "; " + (noticed < 0 ? "the victim did not report the lost lease"
                : "the victim's generator stopped " + noticed + " ms later") + thief;
    }

    /** How long after the theft {@code f} its victim reported its generator stopped, or -1. */
    static long victimNoticedMillis(List<Journal.Entry> journal, RunFacts.FaultRecord f, int victim) {
        for (Journal.Entry j : journal) {
            if (j.type() == Journal.Type.EVENT && j.node().startsWith("w" + victim + "#") && j.wallMillis() >= f.wallMillis()
                    && j.message().startsWith("snowflake worker") && j.message().contains(" stopped: ")) {
                return j.wallMillis() - f.wallMillis();
            }
        }
        return -1;
    }

    private static boolean targets(RunFacts.FaultRecord f, String node) {
        for (int w : f.targets()) {
            if (node.startsWith("w" + w + "#")) {
                return true;
            }
        }
        return false;
    }
}
