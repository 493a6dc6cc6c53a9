package dev.idgen.torture;

import java.nio.file.Path;

/**
 * Runs a torture run by hand: {@code java -cp <idgen-torture's test classpath> dev.idgen.torture.TortureMain
 * [short|long|failover-sync|failover-async|failover-sync-long|failover-async-long] [runDir] [reportFile]}
 * (the failover modes need the PostgreSQL server programs, see {@code ReplicatedPostgres}). Defaults: {@code short}, {@code target/torture-run-<mode>},
 * {@code target/torture-report.md}. Prints the report; exits 0 when the run passed, 1 when not.
 * Under Maven the same run is {@code TortureTest} ({@value TortureReport#COMMAND}).
 */
public final class TortureMain {

    private TortureMain() {
    }

    public static void main(String[] args) {
        String mode = args.length > 0 ? args[0] : "short";
        TortureSettings settings = switch (mode) {
            case "short" -> TortureSettings.shortMode();
            case "long" -> TortureSettings.longMode();
            case "failover-sync" -> TortureSettings.failoverMode(true, false);
            case "failover-async" -> TortureSettings.failoverMode(false, false);
            case "failover-sync-long" -> TortureSettings.failoverMode(true, true);
            case "failover-async-long" -> TortureSettings.failoverMode(false, true);
            default -> throw new IllegalArgumentException("mode must be 'short', 'long', 'failover-sync', 'failover-async', "
                    + "'failover-sync-long' or 'failover-async-long', was '" + mode + "'");
        };
        Path runDir = Path.of(args.length > 1 ? args[1] : "target/torture-run-" + mode);
        Path report = Path.of(args.length > 2 ? args[2] : "target/torture-report.md");
        Conductor.Outcome outcome = Conductor.run(settings, runDir, System.out);
        TortureReport.write(outcome, report);
        System.out.println(TortureReport.markdown(outcome));
        System.out.println("report written to " + report.toAbsolutePath());
        System.exit(outcome.findings().passed() ? 0 : 1);
    }
}
