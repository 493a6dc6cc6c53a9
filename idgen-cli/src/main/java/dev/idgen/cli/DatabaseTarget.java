package dev.idgen.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A database to open: a server named by a JDBC URL, or the embedded H2 file database.
 *
 * @param url      the JDBC URL
 * @param user     login, or {@code null} to let the driver decide
 * @param password password, or {@code null}
 * @param dataDir  the embedded database's directory; {@code null} for a server
 * @param display  how the database is named in output: {@code ./.idgen/idgen} or the URL without password
 * @param schema   the schema idgen's tables are in, or {@code null} for the connection's default
 */
record DatabaseTarget(String url, String user, String password, Path dataDir, String display, String schema) {

    /** The file name of the embedded database in its directory (H2 adds {@code .mv.db}). */
    static final String EMBEDDED_NAME = "idgen";

    /**
     * The embedded H2 database in {@code dataDir}. {@code AUTO_SERVER=TRUE} lets several idgen
     * processes share it (the first one serves the others over localhost), e.g. {@code idgen bench}
     * in one terminal and {@code idgen workers} in another.
     */
    static DatabaseTarget embedded(Path dataDir, Path workingDir) {
        Path file = dataDir.resolve(EMBEDDED_NAME);
        String shown = file.startsWith(workingDir) ? "./" + workingDir.relativize(file) : file.toString();
        return new DatabaseTarget("jdbc:h2:file:" + file + ";AUTO_SERVER=TRUE", "sa", "", dataDir, shown, null);
    }

    static DatabaseTarget server(String url, String user, String password) {
        return new DatabaseTarget(url, user, password, null, Messages.oneLine(url), null);
    }

    /** The same database with idgen's tables in {@code schema} ({@code null}: the default). */
    DatabaseTarget inSchema(String schema) {
        return new DatabaseTarget(url, user, password, dataDir, display, schema);
    }

    boolean embedded() {
        return dataDir != null;
    }

    /** Whether the embedded database's file exists already (always {@code true} for a server). */
    boolean exists() {
        return !embedded() || Files.exists(dataDir.resolve(EMBEDDED_NAME + ".mv.db"));
    }
}
