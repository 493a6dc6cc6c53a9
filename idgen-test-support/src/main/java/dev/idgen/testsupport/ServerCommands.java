package dev.idgen.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.UserPrincipal;
import java.nio.file.attribute.UserPrincipalLookupService;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.stream.Stream;

/**
 * Runs the database servers' own programs ({@code initdb}, {@code pg_ctl}, {@code pgbouncer}) for
 * fixtures that start servers of their own: as the {@code postgres} OS user when this JVM runs as
 * root (PostgreSQL refuses to run as root), else as this JVM's user.
 *
 * <p>Guarantees: a command either exits 0 within its time limit, or {@link #run} throws an
 * {@link IllegalStateException} naming the command, its exit code (or the time limit) and its
 * output, plus whatever context the caller adds (a server log's tail). A command still running at
 * its time limit is killed. An interrupt kills the command and is kept (the exception says so).
 */
final class ServerCommands {

    /** The OS user servers run as when this JVM is root. */
    static final String SERVER_USER = "postgres";

    private ServerCommands() {
    }

    /** Whether this JVM runs as root, so servers must run as {@link #SERVER_USER}. */
    static boolean runningAsRoot() {
        return "root".equals(System.getProperty("user.name"));
    }

    /**
     * The directory of PostgreSQL's server programs: {@code PG_BIN} if set, else the newest
     * {@code /usr/lib/postgresql/<version>/bin} (Debian, Ubuntu), else {@code /usr/pgsql-<version>/bin}
     * (RHEL), each only if it holds {@code initdb}, {@code pg_ctl} and {@code pg_basebackup}.
     */
    static Optional<Path> postgresBin() {
        String env = System.getenv("PG_BIN");
        if (env != null && !env.isBlank()) {
            Path bin = Path.of(env);
            if (!hasServerPrograms(bin)) {
                throw new IllegalStateException("PG_BIN=" + env + " does not hold initdb, pg_ctl and pg_basebackup");
            }
            return Optional.of(bin);
        }
        List<Path> candidates = new ArrayList<>();
        candidates.addAll(versioned(Path.of("/usr/lib/postgresql"), ""));
        candidates.addAll(versioned(Path.of("/usr"), "pgsql-"));
        return candidates.stream().filter(ServerCommands::hasServerPrograms).findFirst();
    }

    /** {@code <root>/<prefix><version>/bin}, newest version first. */
    private static List<Path> versioned(Path root, String prefix) {
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        try (Stream<Path> dirs = Files.list(root)) {
            return dirs.map(p -> p.getFileName().toString()).filter(n -> n.startsWith(prefix))
                    .map(n -> n.substring(prefix.length())).filter(v -> v.matches("\\d+(\\.\\d+)?"))
                    .sorted(Comparator.comparingDouble(Double::parseDouble).reversed())
                    .map(v -> root.resolve(prefix + v).resolve("bin")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + root, e);
        }
    }

    private static boolean hasServerPrograms(Path bin) {
        return Stream.of("initdb", "pg_ctl", "pg_basebackup").allMatch(p -> Files.isExecutable(bin.resolve(p)));
    }

    /**
     * The executable {@code name} first found on this machine's {@code PATH}.
     *
     * @throws IllegalStateException "no {@code name} on this machine's PATH: {@code howToInstall}" when there is none
     */
    static Path onPath(String name, String howToInstall) {
        return Stream.of(System.getenv().getOrDefault("PATH", "/usr/bin").split(java.io.File.pathSeparator))
                .map(d -> Path.of(d, name)).filter(Files::isExecutable).findFirst()
                .orElseThrow(() -> new IllegalStateException("no " + name + " on this machine's PATH: " + howToInstall));
    }

    /** A new temporary directory owned by the user servers run as. */
    static Path serverDirectory(String prefix) {
        try {
            Path dir = Files.createTempDirectory(prefix);
            giveToServerUser(dir);
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a temporary directory " + prefix + "*", e);
        }
    }

    /** Makes {@code path} owned by {@link #SERVER_USER} when this JVM is root (nothing otherwise). */
    static void giveToServerUser(Path path) throws IOException {
        if (!runningAsRoot()) {
            return;
        }
        UserPrincipalLookupService users = path.getFileSystem().getUserPrincipalLookupService();
        UserPrincipal user;
        GroupPrincipal group;
        try {
            user = users.lookupPrincipalByName(SERVER_USER);
            group = users.lookupPrincipalByGroupName(SERVER_USER);
        } catch (IOException e) {
            throw new IOException("this JVM runs as root, so the database servers must run as the OS user '" + SERVER_USER
                    + "', which does not exist (" + e.getMessage() + "); install PostgreSQL's packages, which create it", e);
        }
        PosixFileAttributeView view = Files.getFileAttributeView(path, PosixFileAttributeView.class);
        view.setOwner(user);
        view.setGroup(group);
    }

    /**
     * Ends a fixture's close: deletes {@code base} (a failure to is added to {@code failures}), then throws the first
     * of {@code failures} with the others suppressed; returns when there is none.
     */
    static void deleteThenThrow(Path base, List<RuntimeException> failures) {
        try {
            deleteRecursively(base);
        } catch (IOException e) {
            failures.add(new UncheckedIOException("cannot delete " + base, e));
        }
        if (!failures.isEmpty()) {
            RuntimeException first = failures.get(0);
            failures.subList(1, failures.size()).forEach(first::addSuppressed);
            throw first;
        }
    }

    /**
     * Stops each of {@code running} (by name) with {@code stop}, {@code last} after all the others (what they report
     * to, etcd or a monitor: a node whose coordinator is gone only retries); returns what failed, having stopped the rest.
     */
    static List<RuntimeException> stopEach(Map<String, Process> running, String last, BiConsumer<String, Process> stop) {
        List<RuntimeException> failures = new ArrayList<>();
        List<String> order = new ArrayList<>(running.keySet());
        if (order.remove(last)) {
            order.add(last);
        }
        for (String name : order) {
            try {
                stop.accept(name, running.get(name));
            } catch (RuntimeException e) {
                failures.add(e);
            }
        }
        return failures;
    }

    /** Takes back a closed fixture's shutdown hook; in a JVM already shutting down the hook runs (or ran) and finds it closed. */
    static void removeShutdownHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the JVM is shutting down: the hook runs (or ran) and finds everything closed
        }
    }

    /** Deletes {@code dir} and everything in it; a missing directory is fine. */
    static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.deleteIfExists(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
                if (e instanceof NoSuchFileException) {
                    return FileVisitResult.CONTINUE; // a server removed it meanwhile (a pid file)
                }
                throw e;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path d, IOException e) throws IOException {
                if (e != null) {
                    throw e;
                }
                Files.deleteIfExists(d);
                return FileVisitResult.CONTINUE;
            }
        });
    }

    /**
     * SIGKILL to {@code processes} at once, as a crash stops them, and to every process still working in
     * {@code workingDir}; returns once all have exited, with how many were killed.
     *
     * <p>A process forked in the instant of the kill (a backend) is not among those listed before it, and
     * until it exits it keeps the postmaster's listening socket open (connections accepted, never
     * answered): every process working in the data directory is part of the crash.
     *
     * @throws IllegalStateException when some are still alive after {@code limit}, or on an interrupt (kept)
     */
    static int killAll(List<ProcessHandle> processes, Path workingDir, Duration limit) {
        List<ProcessHandle> all = new ArrayList<>(processes);
        all.forEach(ProcessHandle::destroyForcibly);
        long deadline = System.nanoTime() + limit.toNanos();
        List<ProcessHandle> late;
        while (!(late = processesIn(workingDir)).isEmpty() || !all.stream().allMatch(ServerCommands::exited)) {
            late.forEach(ProcessHandle::destroyForcibly);
            late.stream().filter(p -> !all.contains(p)).forEach(all::add);
            if (System.nanoTime() - deadline > 0) {
                throw new IllegalStateException("processes still alive " + limit.toSeconds() + " s after SIGKILL: "
                        + all.stream().filter(h -> !exited(h)).map(h -> String.valueOf(h.pid())).toList());
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while killing " + all.size() + " processes in " + workingDir
                        + " (the interrupt is kept)", e);
            }
        }
        return all.size();
    }

    /**
     * Kills a server program started as {@code service} (a manager such as Patroni or {@code pg_autoctl}) as a crash
     * would: SIGKILL at once to it, its descendants, its PostgreSQL's {@code postmaster} (if it runs) and the
     * postmaster's descendants, then {@link #killAll} with {@code pgdata}; returns how many processes were killed.
     */
    static int killWithPostgres(Process service, Optional<ProcessHandle> postmaster, Path pgdata, Duration limit) {
        List<ProcessHandle> all = new ArrayList<>(service.descendants().toList());
        all.add(service.toHandle());
        postmaster.ifPresent(pm -> {
            all.add(pm);
            all.addAll(pm.descendants().toList());
        });
        return killAll(all, pgdata, limit);
    }

    /**
     * Puts a rule first in {@code hba} that rejects replication connections of {@code role} ({@code all} for every
     * role) from 127.0.0.1: the WAL cut of the failover fixtures, which then reload the server and end its walsenders.
     */
    static void rejectReplication(Path hba, String role) {
        try {
            String rules = Files.readString(hba, StandardCharsets.UTF_8);
            Files.writeString(hba, "host replication " + role + " 127.0.0.1/32 reject # idgen test: WAL cut\n" + rules,
                    StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot put the WAL cut into " + hba, e);
        }
    }

    /**
     * Stops a server program started (through {@link #asServerUser}) as {@code service}: SIGTERM to the program
     * (the child of {@code runuser}, or {@code service} itself), up to 20 s for the whole tree to exit, then
     * SIGKILL ({@link #killAll}) to what is left, to {@code postmaster} if it still runs (read after the wait: a
     * server that stopped cleanly removed its pid file) and to every process working in {@code workingDir}.
     * An interrupt ends the wait early and is kept.
     */
    static void stop(Process service, Path workingDir, java.util.function.Supplier<Optional<ProcessHandle>> postmaster,
                     Duration limit) {
        List<ProcessHandle> tree = new ArrayList<>(service.descendants().toList());
        tree.add(service.toHandle());
        List<ProcessHandle> programs = tree.stream().filter(p -> p.parent().map(pp -> pp.pid() == service.pid())
                .orElse(false)).toList();
        (programs.isEmpty() ? List.of(service.toHandle()) : programs).forEach(ProcessHandle::destroy);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!tree.stream().allMatch(ServerCommands::exited) && System.nanoTime() - deadline < 0) {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break; // kept; what is left is killed below
            }
        }
        postmaster.get().ifPresent(tree::add);
        killAll(tree, workingDir, limit);
    }

    /** The process of PostgreSQL's {@code postmaster.pid} in {@code pgdata}, if that file exists and names one. */
    static Optional<ProcessHandle> postmaster(Path pgdata) {
        Path pidFile = pgdata.resolve("postmaster.pid");
        try {
            return ProcessHandle.of(Long.parseLong(Files.readAllLines(pidFile, StandardCharsets.UTF_8).get(0).trim()));
        } catch (IOException | RuntimeException e) {
            return Optional.empty(); // not running: nothing to kill
        }
    }

    /** The live, not yet exited processes whose working directory is {@code dir} (PostgreSQL's chdir to their data directory). */
    static List<ProcessHandle> processesIn(Path dir) {
        Path real;
        try {
            real = dir.toRealPath();
        } catch (IOException e) {
            return List.of(); // no such directory: nothing can work in it
        }
        return ProcessHandle.allProcesses().filter(p -> p.pid() != ProcessHandle.current().pid()).filter(p -> {
            try {
                return Files.readSymbolicLink(Path.of("/proc", String.valueOf(p.pid()), "cwd")).equals(real);
            } catch (IOException | UnsupportedOperationException | SecurityException e) {
                return false; // gone meanwhile, not ours to read, or not Linux: only the listed processes are waited for
            }
        }).filter(p -> !exited(p)).toList();
    }

    /**
     * Whether a process has exited: gone, or a zombie its new parent has not reaped yet (its
     * sockets are closed; the container's init reaps orphans only every few seconds).
     */
    static boolean exited(ProcessHandle process) {
        if (!process.isAlive()) {
            return true;
        }
        try {
            String stat = Files.readString(Path.of("/proc", String.valueOf(process.pid()), "stat"));
            char state = stat.charAt(stat.lastIndexOf(')') + 2); // "pid (comm) S ..."
            return state == 'Z' || state == 'X';
        } catch (IOException e) {
            return !process.isAlive(); // no /proc entry: gone meanwhile (or not Linux: as the JDK sees it)
        }
    }

    /** {@code count} different TCP ports on 127.0.0.1, each free a moment ago. */
    static List<Integer> freePorts(int count) {
        List<Integer> taken = new ArrayList<>();
        while (taken.size() < count) {
            int p = freePort();
            if (!taken.contains(p)) {
                taken.add(p);
            }
        }
        return taken;
    }

    /** A TCP port on 127.0.0.1 that was free a moment ago. */
    static int freePort() {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            s.setReuseAddress(true);
            return s.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot find a free port on 127.0.0.1", e);
        }
    }

    /** The last {@code lines} lines of {@code file}, or a sentence saying why there are none. */
    static String tail(Path file, int lines) {
        try {
            List<String> all = Files.readAllLines(file, StandardCharsets.UTF_8);
            return String.join("\n", all.subList(Math.max(0, all.size() - lines), all.size()));
        } catch (NoSuchFileException e) {
            return "(no " + file + ")";
        } catch (IOException e) {
            return "(cannot read " + file + ": " + e + ")";
        }
    }

    /** {@code command} prefixed to run as {@link #SERVER_USER} when this JVM is root ({@code runuser}), else as is. */
    static List<String> asServerUser(List<String> command) {
        List<String> full = new ArrayList<>();
        if (runningAsRoot()) {
            full.addAll(List.of("runuser", "-u", SERVER_USER, "--"));
        }
        full.addAll(command);
        return full;
    }

    /** Starts {@code command} as the server user in {@code dir}, its output (and errors) appended to {@code log}. */
    static Process startLogged(List<String> command, Path dir, Path log) throws IOException {
        return new ProcessBuilder(asServerUser(command)).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
    }

    /**
     * Runs {@code command} as the server user, in {@code workDir}, within {@code limit}.
     *
     * @param context what to add to a failure's message (e.g. a log tail), computed only on failure
     * @return the command's output (standard output and error, merged)
     * @throws IllegalStateException when it cannot start, exits non-zero, times out or is interrupted
     */
    static String run(List<String> command, Path workDir, Duration limit, java.util.function.Supplier<String> context) {
        return runAsIs(asServerUser(command), workDir, limit, context);
    }

    /** {@link #run} as this JVM's user: for servers that drop to their own user themselves ({@code mariadbd --user}). */
    static String runAsIs(List<String> full, Path workDir, Duration limit, java.util.function.Supplier<String> context) {
        Path out;
        Process p;
        try {
            out = Files.createTempFile("idgen-cmd-", ".out");
            p = new ProcessBuilder(full).directory(workDir.toFile()).redirectErrorStream(true)
                    .redirectOutput(out.toFile()).start();
        } catch (IOException e) {
            throw new IllegalStateException("cannot run " + String.join(" ", full) + ": " + e.getMessage(), e);
        }
        try {
            boolean done;
            try {
                done = p.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                p.destroyForcibly();
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while running " + String.join(" ", full)
                        + " (killed it; the interrupt is kept)", e);
            }
            String output = readQuietly(out);
            if (!done) {
                p.destroyForcibly();
                throw new IllegalStateException(String.join(" ", full) + " did not finish within " + limit
                        + " (killed); its output:\n" + output + "\n" + context.get());
            }
            if (p.exitValue() != 0) {
                throw new IllegalStateException(String.join(" ", full) + " failed with exit code " + p.exitValue()
                        + "; its output:\n" + output + "\n" + context.get());
            }
            return output;
        } finally {
            try {
                Files.deleteIfExists(out);
            } catch (IOException e) {
                // a temp file left behind is not worth failing a fixture for; say so
                System.err.println("idgen test fixture: cannot delete " + out + ": " + e);
            }
        }
    }

    private static String readQuietly(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(cannot read the output: " + e + ")";
        }
    }

    /**
     * A HikariCP pool as an application node would have one on a test server: at most
     * {@code maxPoolSize} connections, none opened before asked for, 2 s to get one, and a start that
     * does not wait for the server ({@code initializationFailTimeout -1}).
     */
    static com.zaxxer.hikari.HikariDataSource nodePool(String name, String url, String user, int maxPoolSize) {
        return nodePool(name, url, user, maxPoolSize, java.time.Duration.ofSeconds(2));
    }

    /** {@link #nodePool(String, String, String, int)} with {@code connectionTimeout} to get a connection. */
    static com.zaxxer.hikari.HikariDataSource nodePool(String name, String url, String user, int maxPoolSize,
                                                       java.time.Duration connectionTimeout) {
        com.zaxxer.hikari.HikariConfig config = new com.zaxxer.hikari.HikariConfig();
        config.setJdbcUrl(url);
        config.setUsername(user);
        config.setPassword("");
        config.setPoolName(name);
        config.setMaximumPoolSize(maxPoolSize);
        config.setMinimumIdle(0);
        config.setConnectionTimeout(connectionTimeout.toMillis());
        config.setValidationTimeout(500);
        config.setInitializationFailTimeout(-1);
        PoolIsolation.nameTheDefault(config, url);
        return new com.zaxxer.hikari.HikariDataSource(config);
    }

    /** What a fixture makes of a failed statement (its name, its logs), for {@link #queryString} and {@link #execute}. */
    @FunctionalInterface
    interface SqlFailure {
        RuntimeException of(String what, java.sql.SQLException e);
    }

    /** The first column of the first row of {@code sql}, on a connection of its own to {@code url} as {@code postgres}. */
    static String queryString(String url, String sql, SqlFailure failed) {
        try (java.sql.Connection c = java.sql.DriverManager.getConnection(url, "postgres", "");
                java.sql.Statement s = c.createStatement(); java.sql.ResultSet rs = s.executeQuery(sql)) {
            if (!rs.next()) {
                throw new IllegalStateException(sql + " on " + url + " returned no row");
            }
            return rs.getString(1);
        } catch (java.sql.SQLException e) {
            throw failed.of(sql + " on " + url, e);
        }
    }

    /** Runs {@code statements} in autocommit, on a connection of its own to {@code url} as {@code postgres}. */
    static void execute(String url, String what, SqlFailure failed, String... statements) {
        try (java.sql.Connection c = java.sql.DriverManager.getConnection(url, "postgres", "");
                java.sql.Statement s = c.createStatement()) {
            for (String sql : statements) {
                s.execute(sql);
            }
        } catch (java.sql.SQLException e) {
            throw failed.of(what + " on " + url, e);
        }
    }

    /** A fixture whose servers are started by {@code start}: closed (whatever it started stopped) when the start fails. */
    static <T extends AutoCloseable> T startedOrClosed(T fixture, Runnable start) {
        try {
            start.run();
        } catch (RuntimeException e) {
            try {
                fixture.close();
            } catch (Exception closing) {
                e.addSuppressed(closing);
            }
            throw e;
        }
        return fixture;
    }
}
