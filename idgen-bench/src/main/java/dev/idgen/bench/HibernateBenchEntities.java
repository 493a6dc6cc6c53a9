package dev.idgen.bench;

import dev.idgen.hibernate.IdGen;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;

/**
 * The entities {@link HibernateLoadHarness} persists: the same shape (a {@code long} id and two
 * short strings) in one table each, differing only in how the id is made.
 */
final class HibernateBenchEntities {

    private HibernateBenchEntities() {
    }

    /** The two short strings every entity carries. */
    @MappedSuperclass
    abstract static class Row {
        @Column(length = 16)
        String name;

        @Column(length = 16)
        String note;

        void fill(int i) {
            this.name = "name-" + i;
            this.note = "note";
        }
    }

    /** idgen segment: ids from memory, ranges reserved in the background on idgen's own connections. */
    @Entity(name = "BenchIdgenSegment")
    @Table(name = "bench_idgen_segment")
    static class IdgenSegment extends Row {
        @Id
        @IdGen(key = "bench.hibernate")
        long id;
    }

    /** A database sequence read once per 50 ids (pooled optimizer), on the session's connection. */
    @Entity(name = "BenchPooled50")
    @Table(name = "bench_pooled_50")
    static class Pooled50 extends Row {
        @Id
        @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "bench_pooled_50_seq")
        @SequenceGenerator(name = "bench_pooled_50_seq", sequenceName = "bench_pooled_50_seq", allocationSize = 50)
        long id;
    }

    /** A database sequence read once per 1000 ids (pooled optimizer). */
    @Entity(name = "BenchPooled1000")
    @Table(name = "bench_pooled_1000")
    static class Pooled1000 extends Row {
        @Id
        @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "bench_pooled_1000_seq")
        @SequenceGenerator(name = "bench_pooled_1000_seq", sequenceName = "bench_pooled_1000_seq", allocationSize = 1000)
        long id;
    }

    /** IDENTITY: the database makes the id during the INSERT, so Hibernate cannot batch. */
    @Entity(name = "BenchIdentity")
    @Table(name = "bench_identity")
    static class Identity extends Row {
        @Id
        @GeneratedValue(strategy = GenerationType.IDENTITY)
        long id;
    }

    /** No generator: the id is set before {@code persist}, the insert path alone (its physical limit). */
    @Entity(name = "BenchAssigned")
    @Table(name = "bench_assigned")
    static class Assigned extends Row {
        @Id
        long id;
    }

    /**
     * A generator that costs nothing (an {@code AtomicLong} in memory), through the same
     * {@code @IdGeneratorType} path as {@code @IdGen}: what Hibernate's generated-id path costs
     * apart from any generator, to tell idgen's share of a gap to pre-assigned ids from Hibernate's.
     */
    @org.hibernate.annotations.IdGeneratorType(CounterGenerator.class)
    @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
    @java.lang.annotation.Target({java.lang.annotation.ElementType.FIELD, java.lang.annotation.ElementType.METHOD})
    @interface CounterId {
    }

    /** The generator of {@link CounterId}: one {@code incrementAndGet} per id. */
    public static final class CounterGenerator implements org.hibernate.generator.BeforeExecutionGenerator {
        private static final java.util.concurrent.atomic.AtomicLong NEXT = new java.util.concurrent.atomic.AtomicLong();

        @Override
        public Object generate(org.hibernate.engine.spi.SharedSessionContractImplementor session, Object owner,
                               Object currentValue, org.hibernate.generator.EventType eventType) {
            return NEXT.incrementAndGet();
        }

        @Override
        public java.util.EnumSet<org.hibernate.generator.EventType> getEventTypes() {
            return org.hibernate.generator.EventTypeSets.INSERT_ONLY;
        }
    }

    /** Ids from {@link CounterGenerator}: Hibernate's generator path with a generator that costs nothing. */
    @Entity(name = "BenchCounter")
    @Table(name = "bench_counter")
    static class Counter extends Row {
        @Id
        @CounterId
        long id;
    }
}
