package dev.idgen.cli;

import dev.idgen.IdGenerator;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.admin.KeyAdmin.NewKey;
import dev.idgen.jdbc.admin.KeyAdmin;
import dev.idgen.jdbc.daily.DailySequence;
import dev.idgen.jdbc.daily.DailySerial;
import dev.idgen.jdbc.daily.FormattedIdGenerator;
import dev.idgen.jdbc.segment.SegmentIdGenerator;
import dev.idgen.jdbc.segment.SegmentStats;
import dev.idgen.jdbc.snowflake.SnowflakeIdGenerator;
import dev.idgen.migrations.IdGenMigrations;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code idgen demo}: idgen on a real database in a few seconds. Migrates, registers two sample
 * keys, takes ids with every strategy this build has (segment, snowflake, daily, formatted), times
 * a million of each on one thread, and shows the keys and worker leases it used.
 *
 * <p>Guarantees: writes only idgen's tables (creating them if missing) and only keys and a
 * namespace starting with {@code demo}; every id taken is checked (strictly increasing on one
 * thread, hence no duplicate). Hibernate and jOOQ persistence are not part of the demo.
 */
@Command(name = "demo", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Run idgen for real in a few seconds: migrate, register sample keys, take ids with every strategy "
                    + "(segment, snowflake, daily, formatted), time them, show keys and worker leases.",
            "Uses the embedded H2 database in ./.idgen unless --jdbc-url is given; there it creates idgen's tables "
                    + "if missing and writes only keys and a namespace starting with 'demo'.",
            ""})
final class DemoCommand implements Callable<Integer> {

    static final String ORDER = "demo.order";
    static final String CUSTOMER = "demo.customer";
    static final String INVOICE = "demo.invoice";
    static final String ORDER_NO = "demo.order-no";
    static final String NAMESPACE = "demo";
    static final String ORDER_NO_FORMAT = "ORD{date:yyyyMMdd}{serial:8}";
    /** max_step of the demo's day rows: a fixed-width serial must not jump by the rate-driven step. */
    static final int DAY_MAX_STEP = 1000;
    private static final int MAX_IDS = 10_000_000;

    @Spec
    CommandSpec spec;

    @Option(names = "--ids", paramLabel = "N", defaultValue = "1000000",
            description = "Ids per strategy in the speed run, 1 to " + MAX_IDS + ". Default: 1,000,000.")
    int ids;

    @Mixin
    DatabaseOptions database = new DatabaseOptions();

    private final CliContext context;

    DemoCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws SQLException {
        if (ids < 1 || ids > MAX_IDS) {
            throw CliFailure.usage("--ids must be between 1 and " + Text.count(MAX_IDS) + ", was " + ids);
        }
        PrintWriter out = spec.commandLine().getOut();
        long start = System.nanoTime();
        out.println("idgen demo: unique 64-bit ids from tables in your database, every strategy, a few seconds");
        out.println();
        DatabaseTarget target = database.resolve(context);
        long t0 = System.nanoTime();
        try (Database db = Database.open(target)) {
            row(out, "database", db.describe() + (db.embedded() ? (db.created() ? ", created now" : "")
                    + " (--jdbc-url for your PostgreSQL or MariaDB)" : ""), sinceMillis(t0));
            t0 = System.nanoTime();
            int applied = db.migrate(true); // the demo tries every strategy, slow-ordered too
            row(out, "migrations", (applied == 0 ? "up to date" : Text.plural(applied, "migration") + " applied")
                    + " (history table " + IdGenMigrations.HISTORY_TABLE + ")", sinceMillis(t0));
            KeyAdmin keys = db.keyAdmin();
            boolean order = keys.createIfAbsent(new NewKey(ORDER, 1, 1000, null, null, "sample key of idgen demo"));
            boolean customer = keys.createIfAbsent(new NewKey(CUSTOMER, 1, 100, null, null, "sample key of idgen demo"));
            row(out, "sample keys", ORDER + " (step 1000), " + CUSTOMER + " (step 100): "
                    + (order || customer ? "registered in idgen_segment" : "registered already"), -1);
            t0 = System.nanoTime();
            try (IdGenEngine engine = db.engine(db.builder(false, true).dailyMaxStep(DAY_MAX_STEP))) {
                DailySequence invoices = engine.daily(INVOICE);
                DailySequence orderDays = engine.daily(ORDER_NO);
                row(out, "day rows", "today's rows of daily keys " + INVOICE + " and " + ORDER_NO + " get max_step "
                        + DAY_MAX_STEP + ": serials stay small (unbounded, the step grows with the rate)", -1);
                out.println();
                row(out, "engine", "started: " + engine.dialect() + " dialect", sinceMillis(t0));
                List<Speed> speeds = tour(out, engine, invoices, orderDays);
                out.println();
                out.println("speed: on one thread, every id checked against the one before (strictly increasing, so no "
                        + "duplicate)");
                out.println();
                Table t = new Table().left("strategy").left("key").right("ids").right("time").right("ids/s")
                        .left("database round trips").right("duplicates");
                for (Speed s : speeds) {
                    t.row(s.strategy, s.key, Text.count(s.ids), Text.nanos(s.nanos), Text.rate(s.ids / (s.nanos / 1e9)),
                            s.roundTrips, s.duplicates);
                }
                t.print(out, "  ");
                long duplicates = speeds.stream().mapToLong(s -> s.duplicates).sum();
                if (duplicates > 0) {
                    throw CliFailure.runtime(Text.count(duplicates) + " ids were not above the one before: this is a bug "
                            + "in idgen; please report it with this output");
                }
                out.println();
                out.println("segment keys (ids/s and runway as measured in this process):");
                out.println();
                List<SegmentStats> stats = engine.segmentStats();
                KeysTable.print(out, "  ", keys.list().stream().filter(k -> k.key().startsWith("demo.")).toList(), stats,
                        context.clock().instant(), OptionalLong.empty());
                out.println("  max id is where the next range starts. A process reserves ranges ahead, sized to its rate "
                        + "(~15 min of ids, at most max step: default 100,000,000),");
                out.println("  and skips what it did not use when it exits: gaps, never repeats.");
                out.println();
                out.println("worker leases of namespace '" + NAMESPACE + "' (released when this demo ends):");
                out.println();
                WorkersTable.print(out, "  ", db.workerAdmin().list(NAMESPACE));
            }
        }
        out.println();
        out.println("done in " + Text.nanos(System.nanoTime() - start) + ". Next:");
        String db = target.embedded() ? "" : " --jdbc-url ...";
        next(out, "idgen next " + ORDER + " 5" + db, "more ids (each run reserves a range of its own)");
        next(out, "idgen keys" + db, "keys, their ranges and steps");
        next(out, "idgen workers" + db, "snowflake worker leases");
        next(out, "idgen decode ID", "take a snowflake id apart");
        next(out, "idgen bench --seconds 5" + db, "a load with a progress bar, latencies and a duplicate check");
        out.println("Not in this demo yet: Hibernate and jOOQ persistence (see docs/hibernate.md and docs/jooq.md).");
        out.flush();
        return ExitCodes.OK;
    }

    /** One line per strategy: what its ids look like. Returns the timed runs. */
    private List<Speed> tour(PrintWriter out, IdGenEngine engine, DailySequence invoices, DailySequence orderDays) {
        SegmentIdGenerator orders = engine.segment(ORDER);
        long first = orders.nextId();
        long[] batch = orders.nextIds(5);
        long firstCustomer = engine.segment(CUSTOMER).nextId();
        row(out, "segment", ORDER + ": " + first + ", then a batch of 5: " + join(batch) + "; " + CUSTOMER + ": "
                + firstCustomer + " (each key counts on its own)", -1);

        long t0 = System.nanoTime();
        SnowflakeIdGenerator flakes = engine.snowflake(NAMESPACE);
        long leaseMillis = sinceMillis(t0);
        long flake = flakes.nextId();
        row(out, "snowflake", "namespace " + NAMESPACE + ", worker " + flakes.workerId() + " leased; "
                + flakes.decode(flake) + " (try: idgen decode " + flake + ")", leaseMillis);

        DailySerial[] serials = invoices.next(3);
        row(out, "daily", INVOICE + ": " + Arrays.stream(serials).map(s -> String.valueOf(s.serial()))
                .collect(Collectors.joining(" ")) + " on " + serials[0].day() + " (UTC); back to 1 tomorrow", -1);

        FormattedIdGenerator orderNumbers = engine.formatted(ORDER_NO, IdFormat.parse(ORDER_NO_FORMAT));
        String[] numbers = orderNumbers.nextIds(3, v -> { });
        row(out, "formatted", ORDER_NO + ": " + String.join(" ", numbers) + " (" + ORDER_NO_FORMAT + ")", -1);
        long chatStarted = System.nanoTime();
        long[] chat = engine.slowOrdered("demo.chat", "room-42").nextIds(3);
        row(out, "slow-ordered", "demo.chat / room-42: " + Arrays.stream(chat).mapToObj(String::valueOf)
                .collect(Collectors.joining(" ")) + " (strictly increasing across the cluster; one round trip per call)",
                java.util.concurrent.TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - chatStarted));

        Speed segment = time("segment", ORDER, orders, ids);
        segment.roundTrips = Text.plural(orders.stats().reservations(), "range reservation") + " in all";
        Speed snowflake = time("snowflake", NAMESPACE, flakes, ids);
        snowflake.roundTrips = "none per id (lease + heartbeats)";
        IdGenerator dailySerials = StrategyChoice.DAILY.open(engine, INVOICE, null);
        Speed daily = time("daily", INVOICE, dailySerials, Math.max(1, ids / 10));
        daily.roundTrips = reservations(invoices);
        Speed formatted = timeFormatted(orderNumbers);
        formatted.roundTrips = reservations(orderDays);
        return List.of(segment, snowflake, daily, formatted);
    }

    /** Range reservations of the days of {@code daily} in memory, e.g. {@code 3 range reservations in all}. */
    private static String reservations(DailySequence daily) {
        List<SegmentStats> days = daily.stats().stream().filter(SegmentStats.class::isInstance)
                .map(SegmentStats.class::cast).toList();
        return days.isEmpty() ? "-"
                : Text.plural(days.stream().mapToLong(SegmentStats::reservations).sum(), "range reservation") + " in all";
    }

    private static Speed time(String strategy, String key, IdGenerator generator, int n) {
        long previous = Long.MIN_VALUE;
        long duplicates = 0;
        long t0 = System.nanoTime();
        for (int i = 0; i < n; i++) {
            long id = generator.nextId();
            if (id <= previous) {
                duplicates++;
            }
            previous = id;
        }
        return new Speed(strategy, key, n, System.nanoTime() - t0, duplicates);
    }

    private Speed timeFormatted(FormattedIdGenerator generator) {
        int n = Math.max(1, ids / 100); // a fixed-width serial: a few, to see the rate without using up the day
        String previous = "";
        long duplicates = 0;
        long t0 = System.nanoTime();
        for (int i = 0; i < n; i++) {
            String id = generator.nextId();
            if (id.compareTo(previous) <= 0) { // fixed width: string order is number order
                duplicates++;
            }
            previous = id;
        }
        return new Speed("formatted", ORDER_NO, n, System.nanoTime() - t0, duplicates);
    }

    private static void row(PrintWriter out, String what, String text, long millis) {
        out.printf("  %-13s %s%s%n", what, text, millis < 0 ? "" : " [" + Text.millis(millis) + "]");
        out.flush();
    }

    private static void next(PrintWriter out, String command, String what) {
        out.printf("  %-38s %s%n", command, what);
    }

    private static String join(long[] values) {
        return Arrays.stream(values).mapToObj(Long::toString).collect(Collectors.joining(" "));
    }

    private static long sinceMillis(long t0) {
        return (System.nanoTime() - t0) / 1_000_000;
    }

    /** One timed run of the speed table. */
    private static final class Speed {
        final String strategy;
        final String key;
        final long ids;
        final long nanos;
        final long duplicates;
        String roundTrips = "-";

        Speed(String strategy, String key, long ids, long nanos, long duplicates) {
            this.strategy = strategy;
            this.key = key;
            this.ids = ids;
            this.nanos = Math.max(1, nanos);
            this.duplicates = duplicates;
        }
    }
}
