package dev.idgen.spring.boot.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.spring.boot.it.datajdbc.DataJdbcApplication.Event;
import dev.idgen.spring.boot.it.datajdbc.DataJdbcApplication.Events;
import dev.idgen.spring.boot.it.datajdbc.DataJdbcApplication.Parcel;
import dev.idgen.spring.boot.it.datajdbc.DataJdbcApplication.Parcels;
import dev.idgen.spring.boot.it.datajdbc.DataJdbcApplication.Receipt;
import dev.idgen.spring.boot.it.datajdbc.DataJdbcApplication.Receipts;
import dev.idgen.spring.boot.it.datajdbc.DataJdbcApplication.Ticket;
import dev.idgen.spring.boot.it.datajdbc.DataJdbcApplication.Tickets;
import dev.idgen.spring.boot.it.datajdbc.DataJdbcApplication.Visit;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.data.jdbc.core.JdbcAggregateTemplate;

/**
 * Spring Data JDBC repositories with the starter and nothing else: aggregates whose {@code @Id} carries
 * {@code @GeneratedId} get idgen ids before insert (records through their {@code with...} methods, a
 * mutable class in place, an Integer column, a formatted String id, snowflake), in batches too, and an
 * aggregate whose id is set is updated, not given another id. An aggregate without {@code @Table} over seeded
 * rows starts above them.
 */
abstract class AbstractDataJdbcApplicationTest {

    @Autowired Parcels parcels;
    @Autowired Tickets tickets;
    @Autowired Receipts receipts;
    @Autowired Events events;
    @Autowired JdbcAggregateTemplate aggregates;

    @Test
    void keysStartAboveTheRowsTheirTablesHoldWithOrWithoutTable() {
        assertThat(aggregates.save(new Visit(null, "first through idgen")).id())
                .as("no @Table: above the 10 seeded rows, with only the starter and @GeneratedId").isEqualTo(11);
        assertThat(aggregates.count(Visit.class)).isEqualTo(11);
        assertThat(parcels.save(new Parcel(null, "after the seeded ones")).id())
                .as("@Table: above the 3 seeded rows, started at start-up").isGreaterThan(3);
    }

    @Test
    void aggregatesGetIdgenIdsBeforeInsert() {
        Parcel saved = parcels.save(new Parcel(null, "first"));
        assertThat(saved.id()).as("a segment id, assigned through withId").isPositive();
        assertThat(parcels.findById(saved.id())).get().extracting(Parcel::label).isEqualTo("first");

        Ticket ticket = tickets.save(new Ticket("help"));
        Ticket next = tickets.save(new Ticket("more help"));
        assertThat(next.getId()).as("slow-ordered ids in an Integer column, in order").isGreaterThan(ticket.getId());

        Receipt receipt = receipts.save(new Receipt(null, 1299));
        assertThat(receipt.number()).matches("R\\d{8}-\\d{6}");
        assertThat(receipts.findById(receipt.number())).isPresent();

        Event event = events.save(new Event(null, "started"));
        assertThat(event.id()).as("a snowflake id").isGreaterThan(1L << 40);
    }

    @Test
    void batchesGetDistinctIdsAndASetIdIsLeftAlone() {
        List<Parcel> batch = new ArrayList<>();
        for (int i = 0; i < 120; i++) {
            batch.add(new Parcel(null, "parcel-" + i));
        }
        List<Long> ids = StreamSupport.stream(parcels.saveAll(batch).spliterator(), false).map(Parcel::id).toList();
        assertThat(ids).hasSize(120).doesNotHaveDuplicates().doesNotContainNull();

        Parcel first = parcels.findById(ids.get(0)).orElseThrow();
        long before = parcels.count();
        Parcel renamed = parcels.save(new Parcel(first.id(), "renamed"));
        assertThat(renamed.id()).as("an aggregate with an id is updated, keeping it").isEqualTo(first.id());
        assertThat(parcels.findById(first.id())).get().extracting(Parcel::label).isEqualTo("renamed");
        assertThat(parcels.count()).as("updated, not inserted again").isEqualTo(before);
    }

}
