package dev.idgen.jdbc.multijvm;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.document.DocumentNumbers;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.util.concurrent.TimeUnit;

/**
 * A node killed mid-transaction: takes a document number and stores its document in an open transaction, prints
 * {@code TAKEN <number>}, then waits to be killed (it never commits). Args: jdbcUrl user password.
 */
public final class DocumentHolderChild {

    private DocumentHolderChild() {
    }

    public static void main(String[] args) throws Exception {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(args[0]);
        config.setUsername(args[1]);
        config.setPassword(args[2]);
        config.setMaximumPoolSize(2);
        try (HikariDataSource ds = new HikariDataSource(config); IdGenEngine engine = IdGenEngine.builder(ds).build();
             Connection c = DriverManager.getConnection(args[0], args[1], args[2])) {
            DocumentNumbers invoices = engine.documents("invoice", IdFormat.parse("F{serial:6}"));
            c.setAutoCommit(false);
            String number = invoices.next(c);
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO killed_invoice (number) VALUES (?)")) {
                ps.setString(1, number);
                ps.executeUpdate();
            }
            System.out.println("TAKEN " + number);
            System.out.flush();
            TimeUnit.MINUTES.sleep(5); // killed long before: the transaction never ends by itself
        }
    }
}
