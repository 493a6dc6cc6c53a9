package dev.idgen.spring.boot.it.datajdbc;

import dev.idgen.GeneratedId;
import dev.idgen.Strategy;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.data.annotation.Id;
import org.springframework.data.jdbc.repository.config.EnableJdbcRepositories;
import org.springframework.data.relational.core.mapping.Table;
import org.springframework.data.repository.CrudRepository;

/** A Spring Data JDBC application: no idgen code, only {@code @GeneratedId} on the aggregates' ids. */
@SpringBootApplication
@EnableJdbcRepositories(considerNestedRepositories = true) // the repositories are nested below
public class DataJdbcApplication {

    /** An immutable aggregate with a Long id from a segment key. */
    @Table("jdbc_parcel")
    public record Parcel(@Id @GeneratedId(key = "parcel") Long id, String label) {
        public Parcel withId(Long id) {
            return new Parcel(id, label);
        }
    }

    /** A mutable aggregate with an Integer id (an INT column) from a slow-ordered key. */
    @Table("jdbc_ticket")
    public static class Ticket {
        @Id @GeneratedId(key = "ticket", strategy = Strategy.SLOW_ORDERED)
        Integer id;
        String title;

        public Ticket() {
        }

        public Ticket(String title) {
            this.title = title;
        }

        public Integer getId() {
            return id;
        }
    }

    /** A business number as the id: a String with a yearly format. */
    @Table("jdbc_receipt")
    public record Receipt(@Id @GeneratedId(key = "receipt", format = "R{date:yyyyMMdd}-{serial:6}") String number,
                          long cents) {
        public Receipt withNumber(String number) {
            return new Receipt(number, cents);
        }
    }

    /** Snowflake ids. */
    @Table("jdbc_event")
    public record Event(@Id @GeneratedId(strategy = Strategy.SNOWFLAKE) Long id, String name) {
        public Event withId(Long id) {
            return new Event(id, name);
        }
    }

    /**
     * No {@code @Table}: Spring Data JDBC names the table {@code visit} by its naming strategy. Its table holds
     * seeded rows (1 to 10, from the schema script): the key starts above them by itself. Saved through
     * {@code JdbcAggregateTemplate}: this module also has Spring Data JPA, and with two Spring Data stores on the
     * class path Spring Data creates repositories only for aggregates that carry their store's annotation
     * ({@code @Table}) — a JDBC-only application (PetClinic) has repositories for such aggregates as well.
     */
    public record Visit(@Id @GeneratedId(key = "visit") Long id, String note) {
        public Visit withId(Long id) {
            return new Visit(id, note);
        }
    }

    public interface Parcels extends CrudRepository<Parcel, Long> {
    }

    public interface Tickets extends CrudRepository<Ticket, Integer> {
    }

    public interface Receipts extends CrudRepository<Receipt, String> {
    }

    public interface Events extends CrudRepository<Event, Long> {
    }
}
