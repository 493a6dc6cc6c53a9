package dev.idgen.testsupport;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;

/**
 * A network JDBC URL of the form {@code jdbc:<driver>://host[:port][,host2...]/database[?k=v&...]}
 * (PostgreSQL, MariaDB, MySQL), split into parts that can be replaced. Parameters keep their
 * order and are kept as written (not decoded), so {@link #toString()} reproduces a parsed URL
 * (with a {@code /} added when it named no database). Immutable.
 */
final class JdbcUrl {

    private final String original;
    private final String prefix;
    private final String hosts;
    private final String database;
    private final Map<String, String> params;
    private final int defaultPort;

    private JdbcUrl(String original, String prefix, String hosts, String database, Map<String, String> params,
            int defaultPort) {
        this.original = original;
        this.prefix = prefix;
        this.hosts = hosts;
        this.database = database;
        this.params = params;
        this.defaultPort = defaultPort;
    }

    /**
     * Parses {@code url}; {@code defaultPort} is the port when the URL names none.
     *
     * @throws IllegalArgumentException naming the URL if it is not of the supported form
     */
    static JdbcUrl parse(String url, int defaultPort) {
        int schemeEnd = url == null ? -1 : url.indexOf("://");
        if (schemeEnd < 0 || !url.startsWith("jdbc:")) {
            throw new IllegalArgumentException("unsupported JDBC URL '" + url
                    + "'; expected jdbc:<driver>://host[:port]/database[?params]");
        }
        String prefix = url.substring(0, schemeEnd + 3);
        String rest = url.substring(schemeEnd + 3);
        int query = rest.indexOf('?');
        String path = query < 0 ? rest : rest.substring(0, query);
        int slash = path.indexOf('/');
        String hosts = slash < 0 ? path : path.substring(0, slash);
        String database = slash < 0 ? "" : path.substring(slash + 1);
        if (hosts.isEmpty()) {
            throw new IllegalArgumentException("JDBC URL '" + url + "' names no host");
        }
        Map<String, String> params = new LinkedHashMap<>();
        if (query >= 0) {
            for (String pair : rest.substring(query + 1).split("&")) {
                if (!pair.isEmpty()) {
                    int eq = pair.indexOf('=');
                    params.put(eq < 0 ? pair : pair.substring(0, eq), eq < 0 ? null : pair.substring(eq + 1));
                }
            }
        }
        JdbcUrl parsed = new JdbcUrl(url, prefix, hosts, database, params, defaultPort);
        parsed.port(); // validates the port now, with the URL in the message
        return parsed;
    }

    /** The first host of the URL, without brackets for IPv6 literals. */
    String host() {
        String first = firstHost();
        if (first.startsWith("[")) {
            int close = first.indexOf(']');
            return close < 0 ? first : first.substring(1, close);
        }
        int colon = first.indexOf(':');
        return colon < 0 ? first : first.substring(0, colon);
    }

    /** The port of the first host, or the default port when the URL names none. */
    int port() {
        String first = firstHost();
        int colon = first.lastIndexOf(':');
        if (colon < 0 || first.lastIndexOf(']') > colon) {
            return defaultPort;
        }
        try {
            return Integer.parseInt(first.substring(colon + 1));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("JDBC URL '" + original + "' has an invalid port in '" + first + "'", e);
        }
    }

    /** The database name (empty when the URL names none). */
    String database() {
        return database;
    }

    /** The same URL naming another database. */
    JdbcUrl withDatabase(String newDatabase) {
        return new JdbcUrl(original, prefix, hosts, newDatabase, params, defaultPort);
    }

    /** The same URL with a single host, {@code host:port}. */
    JdbcUrl withHostAndPort(String host, int port) {
        String hostPart = host.contains(":") ? "[" + host + "]" : host;
        return new JdbcUrl(original, prefix, hostPart + ":" + port, database, params, defaultPort);
    }

    /** The same URL with each of {@code defaults} added unless the URL already sets that parameter. */
    JdbcUrl withDefaultParams(Map<String, String> defaults) {
        Map<String, String> merged = new LinkedHashMap<>(params);
        new TreeMap<>(defaults).forEach(merged::putIfAbsent); // sorted: the same URL every run
        return new JdbcUrl(original, prefix, hosts, database, merged, defaultPort);
    }

    /** The same URL with each of {@code values} set, replacing what the URL sets for that parameter. */
    JdbcUrl withParams(Map<String, String> values) {
        Map<String, String> merged = new LinkedHashMap<>(params);
        new TreeMap<>(values).forEach(merged::put); // sorted: the same URL every run
        return new JdbcUrl(original, prefix, hosts, database, merged, defaultPort);
    }

    private String firstHost() {
        int comma = hosts.indexOf(',');
        return comma < 0 ? hosts : hosts.substring(0, comma);
    }

    @Override
    public String toString() {
        StringBuilder url = new StringBuilder(prefix).append(hosts).append('/').append(database);
        if (!params.isEmpty()) {
            StringJoiner query = new StringJoiner("&", "?", "");
            params.forEach((k, v) -> query.add(v == null ? k : k + "=" + v));
            url.append(query);
        }
        return url.toString();
    }
}
