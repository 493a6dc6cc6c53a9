package dev.idgen;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The manifest of declared keys, {@value #RESOURCE}: written by {@code idgen-processor} into the
 * build output of every module that declares keys with {@link JooqIds}, read by
 * {@code IdGenMigrations} to register those keys before the first insert.
 *
 * <p>Format: a {@code .properties} file (readable by {@link java.util.Properties}) with one line per
 * key, sorted by key, {@code <key>=<strategy>[;step=<n>]}, e.g. {@code order=segment;step=500}.
 * The only character of the key alphabet that needs escaping is {@code :}, written {@code \:}.
 * Output is deterministic (no timestamp), so builds stay reproducible.
 *
 * <p>Reading is strict: a line that does not follow the format, an unknown attribute, or a key
 * declared twice in contradicting ways is an {@link IdGenConfigurationException} naming the
 * resource and the line, never skipped.
 */
public final class DeclaredKeys {

    /** Where the manifest lives in a jar or class output folder. */
    public static final String RESOURCE = "META-INF/idgen/keys.properties";

    private static final String STEP = "step=";

    private DeclaredKeys() {
    }

    /**
     * The manifest text of {@code keys}, one line per key, sorted, with a comment naming the writer.
     *
     * @throws IdGenConfigurationException when a key appears twice in contradicting ways
     */
    public static String format(Collection<DeclaredKey> keys, String writtenBy) {
        StringBuilder out = new StringBuilder();
        out.append("# Keys declared with @dev.idgen.JooqIds, written by ").append(writtenBy).append('\n');
        out.append("# <key>=<strategy>[;step=<n>]; IdGenMigrations.migrate registers the segment keys.\n");
        for (DeclaredKey key : merge(keys).values()) {
            out.append(key.key().replace(":", "\\:")).append('=').append(key.strategy().externalName());
            if (key.hasStep()) {
                out.append(';').append(STEP).append(key.step());
            }
            out.append('\n');
        }
        return out.toString();
    }

    /**
     * Reads one manifest.
     *
     * @param origin how the manifest is named in messages, e.g. its URL
     * @throws IdGenConfigurationException naming {@code origin} and the line when it is malformed
     */
    public static List<DeclaredKey> parse(Reader in, String origin) throws IOException {
        Objects.requireNonNull(origin, "origin");
        BufferedReader lines = new BufferedReader(in);
        Map<String, DeclaredKey> keys = new TreeMap<>();
        String line;
        int number = 0;
        while ((line = lines.readLine()) != null) {
            number++;
            String text = line.strip();
            if (text.isEmpty() || text.startsWith("#") || text.startsWith("!")) {
                continue;
            }
            DeclaredKey key = parseLine(text, origin, number);
            if (keys.putIfAbsent(key.key(), key) != null) {
                throw new IdGenConfigurationException(origin + " line " + number + ": key '" + key.key()
                        + "' appears twice");
            }
        }
        return new ArrayList<>(keys.values());
    }

    /**
     * Reads and merges every {@value #RESOURCE} visible to any of {@code loaders} (one per jar or
     * class folder that declares keys; a resource seen by several loaders counts once), sorted by key.
     *
     * @throws IdGenConfigurationException when a manifest is malformed or two of them declare a key
     *         in contradicting ways; names the resources
     * @throws UncheckedIOException when a manifest cannot be read
     */
    public static List<DeclaredKey> load(ClassLoader... loaders) {
        Map<String, URL> resources = new LinkedHashMap<>();
        for (ClassLoader loader : loaders) {
            Objects.requireNonNull(loader, "loader");
            try {
                Enumeration<URL> found = loader.getResources(RESOURCE);
                while (found.hasMoreElements()) {
                    URL url = found.nextElement();
                    resources.putIfAbsent(url.toString(), url);
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot list " + RESOURCE + " through " + loader + ": " + e.getMessage(), e);
            }
        }
        Map<String, DeclaredKey> merged = new TreeMap<>();
        Map<String, String> origins = new TreeMap<>();
        for (URL url : resources.values()) {
            List<DeclaredKey> keys;
            try {
                keys = read(url);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + url + ": " + e.getMessage(), e);
            }
            for (DeclaredKey key : keys) {
                DeclaredKey previous = merged.get(key.key());
                if (previous == null) {
                    merged.put(key.key(), key);
                    origins.put(key.key(), url.toString());
                    continue;
                }
                try {
                    merged.put(key.key(), previous.merge(key));
                } catch (IdGenConfigurationException e) {
                    throw new IdGenConfigurationException(e.getMessage() + " (in " + origins.get(key.key()) + " and "
                            + url + "); declare it the same way everywhere", e);
                }
            }
        }
        return new ArrayList<>(merged.values());
    }

    private static List<DeclaredKey> read(URL url) throws IOException {
        try (InputStream in = url.openStream()) {
            return parse(new InputStreamReader(in, StandardCharsets.UTF_8), url.toString());
        }
    }

    private static DeclaredKey parseLine(String text, String origin, int number) {
        int equals = text.indexOf('=');
        if (equals < 1) {
            throw malformed(origin, number, text, "expected <key>=<strategy>[;step=<n>]");
        }
        String key = text.substring(0, equals).strip().replace("\\:", ":");
        String[] parts = text.substring(equals + 1).strip().split(";", -1);
        try {
            Strategy strategy = Strategy.fromName(parts[0]);
            int step = DeclaredKey.NO_STEP;
            for (int i = 1; i < parts.length; i++) {
                String part = parts[i].strip();
                if (!part.startsWith(STEP)) {
                    throw malformed(origin, number, text, "unknown attribute '" + part + "' (a manifest of a newer idgen?)");
                }
                step = parseStep(part.substring(STEP.length()), origin, number, text);
            }
            return new DeclaredKey(key, strategy, step);
        } catch (InvalidIdRequestException e) {
            throw malformed(origin, number, text, e.getMessage());
        }
    }

    private static int parseStep(String value, String origin, int number, String text) {
        try {
            return Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw malformed(origin, number, text, "step '" + value + "' is not a whole number up to " + Integer.MAX_VALUE);
        }
    }

    private static Map<String, DeclaredKey> merge(Collection<DeclaredKey> keys) {
        Map<String, DeclaredKey> merged = new TreeMap<>();
        for (DeclaredKey key : keys) {
            merged.merge(key.key(), key, DeclaredKey::merge);
        }
        return merged;
    }

    private static IdGenConfigurationException malformed(String origin, int number, String text, String why) {
        return new IdGenConfigurationException(origin + " line " + number + " ('" + text + "'): " + why);
    }
}
