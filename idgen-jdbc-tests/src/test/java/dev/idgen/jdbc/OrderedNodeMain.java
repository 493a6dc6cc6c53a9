package dev.idgen.jdbc;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.IdGenerator;
import dev.idgen.jdbc.ordered.StrictOrderCheck.Call;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * One strictly ordered node (slow-ordered or strict-daily) in a JVM of its own, for
 * {@link OrderedMultiJvmPostgresTest}: builds an
 * engine on the database, prints {@code READY}, waits for the go file, takes ids on several threads
 * for a while recording every call ({@link System#nanoTime()} before and after, ids), writes the
 * history to a file and exits 0 (1 on any failure, with the stack trace on its output).
 *
 * <p>Arguments: jdbcUrl user password strategy key subKey threads goFile runMillis historyFile
 * roundTripsInFlight dailyZone ({@code subKey} "-" for strict-daily)
 */
public final class OrderedNodeMain {

    private OrderedNodeMain() {
    }

    public static void main(String[] args) throws Exception {
        String url = args[0];
        String user = args[1];
        String password = args[2];
        String strategy = args[3];
        String key = args[4];
        String subKey = args[5];
        int threads = Integer.parseInt(args[6]);
        Path go = Path.of(args[7]);
        long runMillis = Long.parseLong(args[8]);
        Path historyFile = Path.of(args[9]);
        int inFlight = Integer.parseInt(args[10]);
        ZoneId zone = ZoneId.of(args[11]);
        String who = "pid-" + ProcessHandle.current().pid();

        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(url);
        config.setUsername(user);
        config.setPassword(password);
        config.setMaximumPoolSize(4);
        config.setPoolName(who);
        try (HikariDataSource ds = new HikariDataSource(config);
                IdGenEngine engine = IdGenEngine.builder(ds).name("node-" + ProcessHandle.current().pid())
                        .orderedRoundTripsInFlight(inFlight).daily(o -> o.zone(zone)).build()) {
            IdGenerator g = open(engine, strategy, key, subKey);
            System.out.println("READY " + who);
            System.out.flush();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!Files.exists(go)) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException("no go file " + go + " within 60 s");
                }
                Thread.sleep(1);
            }
            List<Call> history = run(g, threads, runMillis, who);
            write(history, historyFile);
            System.out.println("DONE " + who + " calls=" + history.size() + " " + engine.stats());
        } catch (Throwable t) {
            t.printStackTrace(System.out);
            System.out.flush();
            System.exit(1);
        }
        System.exit(0);
    }

    /** The generator under test: {@code subKey} "-" means the strategy takes none. */
    static IdGenerator open(IdGenEngine engine, String strategy, String key, String subKey) {
        return subKey.equals("-") ? engine.generator(strategy, key) : engine.generator(strategy, key, subKey);
    }

    /** Takes ids on {@code threads} threads for {@code runMillis}; every 10th call asks for 3 ids. */
    static List<Call> run(IdGenerator g, int threads, long runMillis, String who) throws Exception {
        List<Call> history = Collections.synchronizedList(new ArrayList<>());
        List<Throwable> failures = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch done = new CountDownLatch(threads);
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(runMillis);
        for (int t = 0; t < threads; t++) {
            String name = who + "/t" + t;
            Thread th = new Thread(() -> {
                try {
                    List<Call> mine = new ArrayList<>();
                    for (int i = 0; System.nanoTime() < end; i++) {
                        int n = i % 10 == 0 ? 3 : 1;
                        long start = System.nanoTime();
                        long first = n == 1 ? g.nextId() : g.nextIds(n)[0];
                        mine.add(new Call(start, System.nanoTime(), first, n, name));
                    }
                    history.addAll(mine);
                } catch (Throwable e) {
                    failures.add(e);
                } finally {
                    done.countDown();
                }
            }, name);
            th.start();
        }
        if (!done.await(runMillis + 60_000, TimeUnit.MILLISECONDS)) {
            throw new IllegalStateException(who + ": threads did not finish");
        }
        if (!failures.isEmpty()) {
            IllegalStateException e = new IllegalStateException(who + ": " + failures.size() + " thread(s) failed");
            failures.forEach(e::addSuppressed);
            throw e;
        }
        return history;
    }

    static void write(List<Call> history, Path file) throws IOException {
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file)))) {
            out.writeInt(history.size());
            for (Call c : history) {
                out.writeLong(c.start());
                out.writeLong(c.end());
                out.writeLong(c.first());
                out.writeInt(c.count());
            }
        }
    }

    static List<Call> read(Path file, String who) throws IOException {
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
            int n = in.readInt();
            List<Call> out = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                out.add(new Call(in.readLong(), in.readLong(), in.readLong(), in.readInt(), who));
            }
            return out;
        }
    }
}
