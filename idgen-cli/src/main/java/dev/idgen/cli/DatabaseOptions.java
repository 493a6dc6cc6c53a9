package dev.idgen.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * Which database a command works on: {@code --jdbc-url} (or {@code IDGEN_JDBC_URL}) for your own
 * PostgreSQL, MariaDB/MySQL or H2; otherwise the embedded H2 file database in {@code ./.idgen}.
 * Options win over environment variables. Every inconsistency is a usage error, found before
 * anything is opened.
 */
final class DatabaseOptions {

    static final String ENV_URL = "IDGEN_JDBC_URL";
    static final String ENV_USER = "IDGEN_USER";
    static final String ENV_PASSWORD = "IDGEN_PASSWORD";
    static final String ENV_DATA_DIR = "IDGEN_DATA_DIR";
    static final String ENV_SCHEMA = "IDGEN_SCHEMA";
    private static final java.util.regex.Pattern PLAIN_NAME = java.util.regex.Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,62}");
    /** The embedded database's directory, under the working directory. */
    static final String DEFAULT_DATA_DIR = ".idgen";

    @Option(names = "--jdbc-url", paramLabel = "URL", order = 100,
            description = {"Your database, e.g. jdbc:postgresql://HOST:5432/DB or jdbc:mariadb://HOST:3306/DB "
                    + "(env " + ENV_URL + "). Default: the embedded H2 database in ./.idgen."})
    String jdbcUrl;

    @Option(names = "--user", paramLabel = "USER", order = 101,
            description = "Database user (env " + ENV_USER + ").")
    String user;

    @Option(names = "--password", paramLabel = "PASSWORD", order = 102, interactive = true, arity = "0..1",
            description = "Database password (env " + ENV_PASSWORD + ", which stays out of shell history); "
                    + "--password alone prompts for it.")
    char[] password;

    @Option(names = "--data-dir", paramLabel = "DIR", order = 103,
            description = "Directory of the embedded database when there is no --jdbc-url (env " + ENV_DATA_DIR
                    + "). Default: " + DEFAULT_DATA_DIR + " in the working directory.")
    Path dataDir;

    @Option(names = "--schema", paramLabel = "SCHEMA", order = 104,
            description = "The schema idgen's tables are in (env " + ENV_SCHEMA + "); idgen migrate creates it. "
                    + "Default: the connection's default schema.")
    String schema;

    /**
     * The database these options and the environment name; nothing is opened.
     *
     * @throws CliFailure (usage) for contradictions such as {@code --user} without a URL
     */
    DatabaseTarget resolve(CliContext context) {
        String inSchema = schema != null ? schema : context.env(ENV_SCHEMA);
        if (inSchema != null && !PLAIN_NAME.matcher(inSchema).matches()) {
            throw CliFailure.usage("--schema '" + Messages.oneLine(inSchema) + "' is not a plain SQL name: a letter or '_', "
                    + "then letters, digits or '_', at most 63 characters (quoted names are not accepted)");
        }
        return target(context).inSchema(inSchema);
    }

    private DatabaseTarget target(CliContext context) {
        String url = jdbcUrl != null ? jdbcUrl : context.env(ENV_URL);
        String login = user != null ? user : context.env(ENV_USER);
        String secret = password != null ? new String(password) : context.env(ENV_PASSWORD);
        if (url == null) {
            if (user != null || password != null) {
                throw CliFailure.usage("--user and --password are for --jdbc-url; the embedded database has its own "
                        + "login. Add --jdbc-url URL (or set " + ENV_URL + ")");
            }
            if (login != null || secret != null) {
                throw CliFailure.usage((login != null ? ENV_USER : ENV_PASSWORD) + " is set but neither --jdbc-url nor "
                        + ENV_URL + " is: set " + ENV_URL + " too, or unset " + ENV_USER + " and " + ENV_PASSWORD
                        + " to use the embedded database");
            }
            Path dir = dataDir != null ? dataDir : context.env(ENV_DATA_DIR) != null
                    ? Path.of(context.env(ENV_DATA_DIR)) : Path.of(DEFAULT_DATA_DIR);
            return DatabaseTarget.embedded(context.workingDir().resolve(dir).normalize(), context.workingDir());
        }
        if (dataDir != null) {
            throw CliFailure.usage("--data-dir is the embedded database's directory; it has no meaning with --jdbc-url "
                    + Messages.oneLine(url) + ". Drop one of them");
        }
        if (!url.startsWith("jdbc:")) {
            throw CliFailure.usage("--jdbc-url '" + Messages.oneLine(url) + "' is not a JDBC URL; write e.g. "
                    + "jdbc:postgresql://HOST:5432/DB or jdbc:mariadb://HOST:3306/DB");
        }
        return DatabaseTarget.server(url, login, secret);
    }
}
