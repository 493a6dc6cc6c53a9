package dev.idgen.spring.boot;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.segment.SegmentStats;
import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

/**
 * What the {@code idgen} info contributor shows: version, dialect, strategies, keys. Bounded: the keys
 * of {@code idgen.keys} and those the engine served, at most {@link IdGenHealth#MAX_LISTED} of the latter
 * (keys created on the fly, one per tenant say, would grow it forever), the rest counted in
 * {@code moreKeys}. Slow-ordered sub-keys are never listed.
 */
public final class IdGenInfo {

    private IdGenInfo() {
    }

    public static Map<String, Object> of(IdGenEngine engine, IdGenProperties properties) {
        Map<String, Object> info = new LinkedHashMap<>();
        info.put("version", version());
        info.put("engine", engine.name());
        info.put("dialect", engine.dialect().name().toLowerCase(Locale.ROOT));
        info.put("strategies", engine.strategies());
        Map<String, Object> keys = new LinkedHashMap<>();
        properties.getKeys().forEach((key, k) -> {
            Map<String, Object> d = new LinkedHashMap<>();
            d.put("strategy", k.getStrategy());
            if (k.getAdoptFrom() != null) {
                d.put("adoptFrom", k.getAdoptFrom());
            }
            keys.put(key, d);
        });
        int served = 0;
        int unlisted = 0;
        if (!engine.isClosed()) {
            for (SegmentStats s : engine.segmentStats()) {
                if (keys.containsKey(s.key())) {
                    continue;
                }
                if (served++ < IdGenHealth.MAX_LISTED) {
                    keys.put(s.key(), Map.of("strategy", s.generator().substring(0, s.generator().indexOf(':'))));
                } else {
                    unlisted++;
                }
            }
        }
        info.put("keys", keys);
        if (unlisted > 0) {
            info.put("moreKeys", unlisted);
        }
        return info;
    }

    /** idgen's version from the jar's Maven metadata, or from its manifest. */
    static String version() {
        try (InputStream in = IdGenEngine.class.getResourceAsStream("/META-INF/maven/dev.idgen/idgen-jdbc/pom.properties")) {
            if (in != null) {
                Properties p = new Properties();
                p.load(in);
                return p.getProperty("version");
            }
        } catch (IOException e) {
            return "unknown (" + e.getMessage() + ")";
        }
        String v = IdGenEngine.class.getPackage().getImplementationVersion();
        return v != null ? v : "unknown (idgen-jdbc not from a jar)";
    }
}
