package dev.idgen.cli;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdGenerator;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.UnknownKeyException;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.IdGenEngine;
import java.io.PrintWriter;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code idgen next KEY [N]}: prints N new ids of KEY, one per line, nothing else on standard
 * output.
 *
 * <p>Guarantees: every id printed is unique for its key (and strategy) across every process that
 * uses the same database, as the library guarantees; all N come from one call ({@code nextIds(N)}).
 * Arguments are checked before the database is opened: a bad N, key, strategy or format writes
 * nothing. With {@code --strict} an unregistered segment key is refused and no row is created.
 */
@Command(name = "next", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Print N new ids of KEY, one per line (N from 1 to 100000, default 1).",
            "",
            "  idgen next order 5                          5 segment ids of key 'order'",
            "  idgen next --strategy snowflake default 3   snowflake ids; KEY is a namespace",
            "  idgen next --strategy daily invoice 2       today's serials (from 1, UTC days)",
            "  idgen next --strategy strict-daily invoice  today's serials, strictly increasing across nodes",
            "  idgen next order-no 2 --format 'ORD{date:yyyyMMdd}{serial:6}'",
            "",
            "Each run is a new node: segment keys reserve a fresh range per run, so consecutive runs skip ahead "
                    + "(gaps are normal, ids never repeat); a snowflake run leases a worker id and releases it when done.",
            ""})
final class NextCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "KEY",
            description = "Segment or daily key, or snowflake namespace: 1-128 letters, digits, '.', '_', '-', ':'.")
    String key;

    @Parameters(index = "1", arity = "0..1", paramLabel = "N", defaultValue = "1",
            description = "How many ids, 1 to " + IdGenerator.MAX_BATCH_SIZE + ". Default: 1.")
    int count;

    @Option(names = "--strategy", paramLabel = "STRATEGY", converter = StrategyChoice.Converter.class,
            completionCandidates = StrategyChoice.Names.class,
            description = "${COMPLETION-CANDIDATES}. Default: segment (with --format: daily if the pattern has a "
                    + "{date:...}, else segment). slow-ordered takes --sub-key (default 'default').")
    StrategyChoice strategy;

    @Option(names = "--sub-key", paramLabel = "SUBKEY", description = "Sub-key of a slow-ordered key.")
    String subKey;

    @Option(names = "--format", paramLabel = "PATTERN",
            description = "Print formatted ids, e.g. 'ORD{date:yyyyMMdd}{serial:6}': literal text, {date:PATTERN}, "
                    + "{serial:N}, {worker:N}, {part:NAME:N}. The serial restarts every period the date names (yyyy a "
                    + "year, yyyyMM a month, YYYYww an ISO week, yyyyMMdd a day); a date that could repeat a number (no "
                    + "year, yy, a time of day) is refused. A serial too large for its width is an error, never a wrap.")
    String format;

    @Option(names = "--worker", paramLabel = "NUMBER", description = "Value of {worker:N} in --format.")
    Long worker;

    @Option(names = "--part", paramLabel = "NAME=VALUE", description = "Value of {part:NAME:N} in --format; repeatable.")
    Map<String, String> parts = new LinkedHashMap<>();

    @Option(names = "--strict",
            description = "Refuse a segment key that is not registered in idgen_segment instead of creating it.")
    boolean strict;

    @Mixin
    EngineSettingsOptions engineSettings = new EngineSettingsOptions();

    @Mixin
    DatabaseOptions database = new DatabaseOptions();

    private final CliContext context;

    NextCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        Plan plan = plan();
        engineSettings.validate();
        DatabaseTarget target = database.resolve(context);
        String[] ids;
        try (Database db = Database.open(target)) {
            int created = db.requireSchema();
            if (db.embedded() && created > 0) {
                spec.commandLine().getErr().println("idgen next: created the " + db.describe()
                        + " (pass --jdbc-url to use your own database)");
            }
            try (IdGenEngine engine = db.engine(engineSettings.applyTo(db.builder(strict, plan.snowflake())))) {
                ids = plan.generate(engine);
            } catch (UnknownKeyException e) {
                throw CliFailure.runtime("key '" + key + "' is not registered in idgen_segment and --strict refuses "
                        + "unknown keys; register it (INSERT INTO idgen_segment (biz_tag, step) VALUES ('" + key
                        + "', 1000)) or drop --strict to create it on first use", e);
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        StringBuilder b = new StringBuilder(ids.length * 20);
        for (String id : ids) {
            b.append(id).append(System.lineSeparator());
        }
        out.print(b);
        out.flush();
        return ExitCodes.OK;
    }

    /** What to generate, decided and checked before anything is opened. */
    private interface Plan {
        String[] generate(IdGenEngine engine);

        /** Whether the plan leases a snowflake worker id. */
        default boolean snowflake() {
            return false;
        }
    }

    private Plan plan() {
        if (count < 1 || count > IdGenerator.MAX_BATCH_SIZE) {
            throw CliFailure.usage("N must be between 1 and " + IdGenerator.MAX_BATCH_SIZE
                    + " (IdGenerator.MAX_BATCH_SIZE), was " + count + "; for more ids run next again");
        }
        if (format == null && (worker != null || !parts.isEmpty())) {
            throw CliFailure.usage("--worker and --part fill placeholders of --format; add --format PATTERN");
        }
        StrategyChoice chosen = strategy;
        IdFormat f = null;
        if (format != null) {
            f = parseFormat();
            boolean dated = f.hasDate();
            if (chosen == StrategyChoice.SNOWFLAKE || chosen == StrategyChoice.SLOW_ORDERED) {
                throw CliFailure.usage("--format takes its serial from a segment or daily key, not from --strategy "
                        + chosen + "; use --strategy segment, daily or strict-daily, or drop --format");
            }
            if ((chosen == StrategyChoice.DAILY || chosen == StrategyChoice.STRICT_DAILY) && !dated) {
                throw CliFailure.usage("--strategy " + chosen + " restarts the serial every period the format's date names "
                        + "(a year, month, ISO week or day), so the format '" + format + "' needs a {date:...} part to keep "
                        + "ids unique; add one, or use --strategy segment");
            }
            if (chosen == null) {
                chosen = dated ? StrategyChoice.DAILY : StrategyChoice.SEGMENT;
            }
        }
        if (chosen == null) {
            chosen = StrategyChoice.SEGMENT;
        }
        chosen.checkArguments(key, subKey); // key is a required parameter: never null here
        if (strict && chosen != StrategyChoice.SEGMENT) {
            throw CliFailure.usage("--strict checks segment keys registered in idgen_segment; " + chosen
                    + (chosen == StrategyChoice.SNOWFLAKE ? " namespaces" : " keys") + " have no registry. Drop --strict");
        }
        StrategyChoice s = chosen;
        int n = count;
        if (f == null) {
            return new Plan() {
                @Override
                public String[] generate(IdGenEngine engine) {
                    return toStrings(s.open(engine, key, subKey).nextIds(n));
                }

                @Override
                public boolean snowflake() {
                    return s == StrategyChoice.SNOWFLAKE;
                }
            };
        }
        IdFormat pattern = f;
        Consumer<IdFormat.Values> callerParts = callerParts();
        if (s == StrategyChoice.DAILY || s == StrategyChoice.STRICT_DAILY) {
            boolean strictDaily = s == StrategyChoice.STRICT_DAILY;
            return engine -> engine.formatted(key, pattern, strictDaily).nextIds(n, callerParts);
        }
        if (!pattern.hasDate()) {
            return engine -> engine.formatted(key, pattern).nextIds(n, callerParts);
        }
        // segment serial in a dated pattern: the date is today's (UTC), the serial never restarts
        return engine -> {
            long[] serials = engine.segment(key).nextIds(n);
            LocalDate today = LocalDate.now(context.clock());
            String[] out = new String[n];
            for (int i = 0; i < n; i++) {
                IdFormat.Values v = IdFormat.values().date(today).serial(serials[i]);
                callerParts.accept(v);
                out[i] = pattern.format(v);
            }
            return out;
        };
    }

    private IdFormat parseFormat() {
        IdFormat f;
        try {
            f = IdFormat.parse(format);
        } catch (IdGenConfigurationException e) {
            throw CliFailure.usage("bad --format: " + Messages.of(e), e);
        }
        if (f.maxSerial() < 0) {
            throw CliFailure.usage("--format '" + format + "' has no {serial:N}; without a serial its ids would not be "
                    + "unique. Add one, e.g. {serial:6}");
        }
        try { // a trial id: missing or oversized --worker/--part values fail here, before any database work
            IdFormat.Values v = IdFormat.values().date(LocalDate.now(context.clock())).serial(0);
            callerParts().accept(v);
            f.format(v);
        } catch (InvalidIdRequestException e) {
            throw CliFailure.usage(Messages.of(e) + "; give it with --worker NUMBER or --part NAME=VALUE", e);
        }
        return f;
    }

    private Consumer<IdFormat.Values> callerParts() {
        Long w = worker;
        Map<String, String> p = Map.copyOf(parts);
        return v -> {
            if (w != null) {
                v.worker(w);
            }
            p.forEach(v::part);
        };
    }

    private static String[] toStrings(long[] ids) {
        String[] out = new String[ids.length];
        for (int i = 0; i < ids.length; i++) {
            out[i] = Long.toString(ids[i]);
        }
        return out;
    }
}
