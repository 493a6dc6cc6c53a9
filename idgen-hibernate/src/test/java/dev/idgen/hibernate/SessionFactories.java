package dev.idgen.hibernate;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;

/**
 * Builds SessionFactories the way an application does (a service registry of its own per
 * factory, so each factory is one node), and closes every one of them at the end of a test.
 * Uses only bootstrap API that Hibernate 6.6 and 7.x share, so the same test classes run on both.
 */
final class SessionFactories implements AutoCloseable {

    /** JDBC batch size of every factory built here. */
    static final int BATCH_SIZE = 50;

    // synchronized: tests build factories on several threads at once (nodes starting together)
    private final List<SessionFactory> open = Collections.synchronizedList(new ArrayList<>());

    /** Settings of a factory on {@code dataSource}: entity tables created, batching on. */
    static Map<String, Object> settings(DataSource dataSource) {
        Map<String, Object> s = new HashMap<>();
        s.put("hibernate.connection.datasource", dataSource);
        s.put("hibernate.hbm2ddl.auto", "update");
        s.put("hibernate.jdbc.batch_size", BATCH_SIZE);
        s.put("hibernate.order_inserts", true);
        s.put("hibernate.generate_statistics", true);
        return s;
    }

    /** Builds a factory of {@code entities}; closed by {@link #close()}. */
    SessionFactory build(Map<String, Object> settings, Class<?>... entities) {
        SessionFactory sf = buildUntracked(settings, entities);
        open.add(sf);
        return sf;
    }

    /** Builds a factory the caller closes; the registry is destroyed if the build fails. */
    static SessionFactory buildUntracked(Map<String, Object> settings, Class<?>... entities) {
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder().applySettings(settings).build();
        try {
            MetadataSources sources = new MetadataSources(registry);
            for (Class<?> entity : entities) {
                sources.addAnnotatedClass(entity);
            }
            return sources.buildMetadata().buildSessionFactory();
        } catch (RuntimeException e) {
            StandardServiceRegistryBuilder.destroy(registry);
            throw e;
        }
    }

    @Override
    public void close() {
        for (SessionFactory sf : open) {
            if (sf.isOpen()) {
                sf.close();
            }
        }
        open.clear();
    }
}
