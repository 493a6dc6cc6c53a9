package dev.idgen.examples.docs;

import dev.idgen.IdGenerator;
import dev.idgen.SnowflakeLayout;
import dev.idgen.format.CrockfordBase32;
import dev.idgen.format.FeistelObfuscator;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.Region;
import dev.idgen.jdbc.admin.KeyAdmin;
import dev.idgen.jdbc.admin.OrderedKeyAdmin;
import dev.idgen.jdbc.daily.DailySequence;
import dev.idgen.jdbc.daily.DailySerial;
import dev.idgen.jdbc.daily.FormattedIdGenerator;
import dev.idgen.jdbc.document.DocumentNumbers;
import dev.idgen.jdbc.metrics.JmxMetrics;
import dev.idgen.jdbc.metrics.MetricsPlugin;
import dev.idgen.jdbc.metrics.MicrometerMetrics;
import dev.idgen.jdbc.ordered.OrderedIdGenerator;
import dev.idgen.jdbc.snowflake.SnowflakeIdGenerator;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.spi.HistoryPlugin;
import dev.idgen.spi.IdStrategy;
import dev.idgen.spi.ObfuscatingPlugin;
import io.micrometer.core.instrument.MeterRegistry;
import java.sql.Connection;
import java.sql.PreparedStatement;
import javax.sql.DataSource;

/**
 * The Java snippets of README.md and docs/ that use the plain API, as regions ({@code // tag::name[]}) that
 * {@code DocsSnippetsTest} holds the docs to. Compiled with the module's tests; {@link ApiSnippetsTest} runs
 * the quick start on H2.
 */
@SuppressWarnings("unused")
final class ApiSnippets {

    private ApiSnippets() {
    }

    static void readmeQuickStart(DataSource dataSource) {
        // tag::readme-quick-start[]
        IdGenMigrations.with(dataSource).slowOrdered(true).migrate();   // idempotent; once per start is fine

        try (IdGenEngine engine = IdGenEngine.builder(dataSource).build()) {   // fails fast if the tables are missing
            long order = engine.segment("order").nextId();
            long[] batch = engine.segment("order").nextIds(500);            // for bulk inserts
            long message = engine.slowOrdered("im.message", "room-42").nextId();   // strictly increasing per room
            long event = engine.snowflake().nextId();                      // leases a worker id
            String invoice = engine.formatted("invoice", IdFormat.parse("INV{date:yyyy}-{serial:6}")).nextId();
        }
        // end::readme-quick-start[]
    }

    static void gettingStarted(DataSource dataSource) {
        // tag::getting-started[]
        // once: create or upgrade idgen's tables (idempotent, safe when many nodes start at once);
        // slowOrdered(true) adds the slow-ordered strategy's tables, IdGenMigrations.migrate(dataSource) is without them
        IdGenMigrations.with(dataSource).slowOrdered(true).migrate();

        try (IdGenEngine engine = IdGenEngine.builder(dataSource).build()) {  // fails fast if the tables are missing
            IdGenerator orders = engine.segment("order");
            long id = orders.nextId();
            long[] batch = orders.nextIds(500);   // for bulk inserts; 1 to IdGenerator.MAX_BATCH_SIZE (100 000)

            IdGenerator chat = engine.slowOrdered("im.message", "room-42");   // key + sub-key: strictly increasing
            SnowflakeIdGenerator flakes = engine.snowflake();   // leases a worker id; engine.snowflake("payments") for another namespace
            long t = flakes.nextId();
            System.out.println(flakes.decode(t));               // 123456789 = 2026-11-21T09:30:00.123Z dc 0 worker 3 seq 42
        }
        // end::getting-started[]
    }

    static void businessNumbers(IdGenEngine engine) {
        // tag::business-numbers[]
        DailySequence orders = engine.daily("order");            // restarts at 1 every day, in dailyZone (UTC by default)
        DailySerial s = orders.next();                           // DailySerial[day=2026-11-21, serial=1]

        FormattedIdGenerator numbers = engine.formatted("order", IdFormat.parse("ORD{date:yyyyMMdd}{serial:7}"));
        String id = numbers.nextId();                            // "ORD202611210000001", always 18 characters
        numbers.read(id);                                        // FormattedId[date=2026-11-21, serial=1, ...]
        String eu = engine.formatted("invoice", IdFormat.parse("INV{part:region:2}{date:yyyy}{serial:6}"))
                .nextId(v -> v.part("region", "EU"));             // "INVEU2026000001": yearly, with a caller's part
        // end::business-numbers[]
    }

    interface Alarms {
        void raise(String generator, Exception cause);
    }

    static void extending(DataSource dataSource, IdStrategy myStrategy, long secretKey, Alarms alarms,
            MeterRegistry meterRegistry) {
        MetricsPlugin metrics;
        // tag::extending[]
        IdGenEngine engine = IdGenEngine.builder(dataSource)
                .strategy(myStrategy)                           // or list it in META-INF/services/dev.idgen.spi.IdStrategy
                .plugin(new HistoryPlugin(10_000))              // audit: last ranges issued, per generator
                .plugin(metrics = new MetricsPlugin())          // ids issued, rejections, rate
                .plugin(new ObfuscatingPlugin(new FeistelObfuscator(secretKey)))
                .rejectionHandler((generator, e) -> alarms.raise(generator, e))
                .build();
        IdGenerator mine = engine.generator("my-strategy", "order");   // built-ins too: generator("segment", "order")
        JmxMetrics.register(engine, metrics);                    // dev.idgen:type=IdGenEngine,name=...
        MicrometerMetrics.bind(meterRegistry, engine, metrics);  // if you use Micrometer
        // end::extending[]
    }

    static void slowOrdered(IdGenEngine engine) {
        // tag::slow-ordered[]
        OrderedIdGenerator chat = engine.slowOrdered("im.message", "room-42");  // key + sub-key
        long id = chat.nextId();        // greater than every id of (im.message, room-42) returned anywhere before this call began
        long[] ten = chat.nextIds(10);  // 10 consecutive ids, one reservation
        // end::slow-ordered[]
    }

    static void obfuscation(long id, long secretKey) {
        // tag::obfuscation[]
        FeistelObfuscator hide = new FeistelObfuscator(secretKey);   // all positive longs; new FeistelObfuscator(key, 40) for 40-bit ids
        long pub = hide.encode(id);                                  // scattered, unique, hide.decode(pub) == id
        String text = CrockfordBase32.encode(pub);                   // "3G7ZK2M9Q1XY" — at most 13 characters, case-insensitive
        // end::obfuscation[]
    }

    static void keyAdmin(DataSource dataSource) {
        // tag::key-admin[]
        KeyAdmin admin = KeyAdmin.on(dataSource);
        admin.create(new KeyAdmin.NewKey("order", 1, 1000, 100, 1_000_000, "order numbers")); // key, first id, step, min/max step, description
        admin.update("order", null, 500, null, "orders, all regions");                         // null leaves a value as it is
        admin.show("order");                  // Optional<KeyInfo>: next id, step, bounds, description, created, updated
        admin.list();
        admin.moveNextIdTo("order", 1_000_000);   // forward only: moving a key back is refused, ids never go back
        // end::key-admin[]
    }

    static void orderedKeyAdmin(DataSource dataSource) {
        // tag::ordered-key-admin[]
        OrderedKeyAdmin rows = OrderedKeyAdmin.on(dataSource);            // or on(dataSource, schema)
        rows.create("chat", "room-42", 1_000);                              // first id 1000; an existing row is an error
        rows.adoptFromColumn("chat", "room-7", "message", "id", 0);         // next id MAX(message.id) + 1 (+ headroom)
        rows.adoptFromSequence("chat", "room-8", "message_id_seq", 0);      // PostgreSQL
        rows.moveNextIdTo("chat", "room-42", 5_000);                        // forward only
        rows.show("chat", "room-42");                                       // next id, shard table, created, updated
        rows.list("chat");                                                  // every row whose key starts with "chat"
        // end::ordered-key-admin[]
    }

    static void documents(IdGenEngine engine, DataSource dataSource, String invoiceJson) throws java.sql.SQLException {
        // tag::document-numbers[]
        DocumentNumbers invoices = engine.documents("invoice", IdFormat.parse("F{date:yyyy}-{serial:6}"));  // yearly
        try (Connection c = dataSource.getConnection()) {
            c.setAutoCommit(false);                       // the number commits or rolls back with the document
            String number = invoices.next(c);             // "F2026-000001"; invoices.next(c, "shop-7") per shop
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO invoice (number, body) VALUES (?, ?)")) {
                ps.setString(1, number);
                ps.setString(2, invoiceJson);
                ps.executeUpdate();
            }
            c.commit();                                   // the series' row stays locked until here: commit soon
        }
        // end::document-numbers[]
    }

    static void existingRows(IdGenEngine engine) {
        // tag::existing-rows[]
        engine.startAbove("segment", "order", null, "orders", "id");              // or "slow-ordered", key, sub-key
        IdGenerator orders = engine.segment("order");                              // above every id orders holds
        // end::existing-rows[]
    }

    static void regions(DataSource regionDatabase) {
        // tag::regions[]
        // region 1 of 3 (regions 0, 1, 2), on region 1's own database; every node of region 1 says the same
        IdGenEngine engine = IdGenEngine.builder(regionDatabase)
                .region(1, 3)                                                  // idgen.region.index=1, idgen.region.count=3
                .snowflakeLayout(SnowflakeLayout.parse("41/2/8/12"))           // 2 datacenter bits: up to 4 regions
                .build();                                                      // records or checks idgen_region
        long order = engine.segment("order").nextId();                       // 2, 5, 8, ...: ids ≡ 2 (mod 3)
        long flake = engine.snowflake().nextId();                              // datacenter bits = 1
        int issuedBy = Region.indexOf(order, 3);                               // 1: which region issued a counter id
        DocumentNumbers invoices = engine.documents("invoice",
                IdFormat.parse("F{date:yyyy}-{part:region:1}-{serial:6}"));    // F2026-1-000001: 1..N per region
        // end::regions[]
    }
}
