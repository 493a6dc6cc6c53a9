package dev.idgen.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** {@code idgen --version}: the project version written into the jar at build time, and the JVM. */
final class VersionProvider implements IVersionProvider {

    @Override
    public String[] getVersion() throws IOException {
        Properties p = new Properties();
        try (InputStream in = VersionProvider.class.getResourceAsStream("version.properties")) {
            if (in == null) {
                throw new IOException("version.properties is missing from the idgen jar; rebuild it");
            }
            p.load(in);
        }
        return new String[] {
            "idgen " + p.getProperty("version", "unknown"),
            "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")",
        };
    }
}
