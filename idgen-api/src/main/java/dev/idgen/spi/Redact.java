package dev.idgen.spi;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.regex.Pattern;
import javax.sql.DataSource;

/**
 * Names a data source or a JDBC URL in a message without its credentials. Every idgen module builds
 * its messages with it, and a strategy or plugin of your own can too.
 *
 * <p>Why: {@code DataSource.toString()} is the data source's own business — HikariCP prints its pool
 * name, but a {@code DriverManagerDataSource} or a hand-written one may print the password — and JDBC
 * URLs may carry credentials ({@code jdbc:postgresql://app:secret@db/shop},
 * {@code ?password=secret}, {@code ;PASSWORD=secret}, Oracle's {@code app/secret@db}). Exceptions and
 * logs end up in log aggregators, issue trackers and health endpoints.
 *
 * <p>What is kept: the user name and everything else (host, port, database, other parameters), so the
 * message still says which database. What is masked as {@code ***}: the password of
 * {@code user:password@}, Oracle's {@code user/password@}, and the value of every parameter whose name
 * contains {@code password}, {@code passwd}, {@code pwd}, {@code secret} or {@code token}, whatever its
 * case ({@code password}, {@code sslpassword}, {@code trustStorePassword}, {@code PASSWORD}, ...).
 */
public final class Redact {

    /** What a masked value is replaced with. */
    public static final String MASK = "***";

    /** {@code //user:password@host}: the password of a URL's authority (user info has no '/' or '@'). */
    private static final Pattern USER_INFO = Pattern.compile("(//[^/@\\s:?;]*):[^@/\\s]*@");
    /** Oracle's {@code jdbc:oracle:thin:user/password@host}. */
    private static final Pattern ORACLE_LOGIN = Pattern.compile("(?i)(jdbc:oracle:[a-z0-9]+:[^/@\\s:]+)/[^@\\s]*@");
    /** {@code password=...}, {@code sslpassword=...}, {@code apiToken = ...}: the value up to the next separator. */
    private static final Pattern SECRET_PARAMETER = Pattern.compile(
            "(?i)([a-z0-9_.-]*(?:password|passwd|pwd|secret|token)[a-z0-9_.-]*\\s*=\\s*)[^&;,)\\s]*");

    private Redact() {
    }

    /**
     * {@code url} with its credentials masked; {@code null} stays {@code null}.
     * E.g. {@code jdbc:mysql://app:s3cret@db:3306/shop?sslMode=REQUIRED&password=s3cret} becomes
     * {@code jdbc:mysql://app:***@db:3306/shop?sslMode=REQUIRED&password=***}.
     */
    public static String jdbcUrl(String url) {
        return text(url);
    }

    /**
     * {@code text} (a message that may contain URLs, such as a driver's exception message) with the
     * credentials of every URL and every password-like parameter masked; {@code null} stays {@code null}.
     */
    public static String text(String text) {
        if (text == null) {
            return null;
        }
        String out = USER_INFO.matcher(text).replaceAll("$1:" + MASK + "@");
        out = ORACLE_LOGIN.matcher(out).replaceAll("$1/" + MASK + "@");
        return SECRET_PARAMETER.matcher(out).replaceAll("$1" + MASK);
    }

    /**
     * How messages name {@code dataSource}: its class's simple name and, when it has a public
     * {@code getJdbcUrl()}, {@code getUrl()} or {@code getURL()} (HikariCP, Spring's
     * {@code DriverManagerDataSource}, the drivers' own data sources), its URL with credentials
     * masked. Never {@code toString()}, which may print the password. A getter that fails is named
     * with its exception's class, so the description says why the URL is missing.
     */
    public static String dataSource(DataSource dataSource) {
        if (dataSource == null) {
            return "no data source (null)";
        }
        Class<?> type = dataSource.getClass();
        String name = type.getSimpleName().isEmpty() ? type.getName() : type.getSimpleName();
        for (String getter : new String[] {"getJdbcUrl", "getUrl", "getURL"}) {
            Method m = publicGetter(type, getter);
            if (m == null) {
                continue;
            }
            try {
                Object url = m.invoke(dataSource);
                return url == null ? name + " (no URL set)" : name + " " + text(url.toString());
            } catch (ReflectiveOperationException | RuntimeException e) {
                return name + " (URL unreadable: " + e.getClass().getSimpleName() + ")";
            }
        }
        return name + "@" + Integer.toHexString(System.identityHashCode(dataSource));
    }

    /** {@code name()} returning a String, public and declared on a public class or interface; else {@code null}. */
    private static Method publicGetter(Class<?> type, String name) {
        for (Method m : type.getMethods()) {
            if (m.getName().equals(name) && m.getParameterCount() == 0 && m.getReturnType() == String.class
                    && !Modifier.isStatic(m.getModifiers()) && Modifier.isPublic(m.getDeclaringClass().getModifiers())) {
                return m;
            }
        }
        return null;
    }
}
