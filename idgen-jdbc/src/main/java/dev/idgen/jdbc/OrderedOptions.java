package dev.idgen.jdbc;

import dev.idgen.jdbc.ordered.OrderedShards;

/**
 * Options of the slow-ordered strategy ({@code engine.slowOrdered(key, subKey)}). Set them on the
 * engine builder, {@code builder.slowOrdered(o -> o.roundTripsInFlight(2))} or the builder's
 * shortcuts; each value is checked when set.
 */
public final class OrderedOptions {

    /** Default of {@link #shards(int)}: the shard tables created by migration V3. */
    public static final int DEFAULT_SHARDS = EngineOptions.SLOW_ORDERED_SHARDS.defaultValue().orElseThrow();
    /**
     * Default of {@link #roundTripsInFlight(int)}: 1, because a second round trip in flight makes
     * batches smaller (more statements on the row); when it pays is measured in docs/speed.md.
     */
    public static final int DEFAULT_ROUND_TRIPS_IN_FLIGHT =
            EngineOptions.SLOW_ORDERED_ROUND_TRIPS_IN_FLIGHT.defaultValue().orElseThrow();
    /** The most {@link #roundTripsInFlight(int)} accepts. */
    public static final int MAX_ROUND_TRIPS_IN_FLIGHT = EngineOptions.MAX_ROUND_TRIPS_IN_FLIGHT;


    private final OptionValues values;

    OrderedOptions(OptionValues values) {
        this.values = values;
    }

    /**
     * How many shard tables ({@code idgen_ordered_00} ..) the slow-ordered rows are spread over:
     * 1 to {@value OrderedShards#MAX_COUNT}, and it must equal the {@code shard_count} that the
     * schema records in {@code idgen_ordered_config}, checked at the first slow-ordered generator
     * (a disagreement would map one sub-key to two rows on two nodes). Default
     * {@link #DEFAULT_SHARDS} (64), as migrated.
     */
    public OrderedOptions shards(int shards) {
        values.set(EngineOptions.SLOW_ORDERED_SHARDS, shards);
        return this;
    }

    /**
     * How many round trips of one (key, sub-key) may be on their way to the database at once: 1 to
     * {@value #MAX_ROUND_TRIPS_IN_FLIGHT}, default {@link #DEFAULT_ROUND_TRIPS_IN_FLIGHT} (1). With 2, the
     * next combined batch is sent while the last is still out, so it waits at the row instead of in
     * this JVM: it pays when round trips are slow (a network between the node and the database)
     * and callers many, at the price of smaller batches (docs/speed.md has the figures). Each
     * round trip in flight holds a connection and an engine thread ({@code executorThreads}). Order
     * stays strict with any value: two batches in flight were asked for by calls that overlap in time.
     */
    public OrderedOptions roundTripsInFlight(int roundTrips) {
        values.set(EngineOptions.SLOW_ORDERED_ROUND_TRIPS_IN_FLIGHT, roundTrips);
        return this;
    }

    /**
     * Declares that the application needs slow-ordered ids ordered across every node of every region, not only
     * within one. Default {@code false}. With one region (the default) the two are the same and this changes
     * nothing; with {@code region.count} above 1 the engine refuses to build: regions share nothing, so nothing
     * orders one region's ids against another's (docs/regions.md). Order within a region stays strict.
     */
    public OrderedOptions globalOrder(boolean required) {
        values.set(EngineOptions.SLOW_ORDERED_GLOBAL_ORDER, required);
        return this;
    }

    boolean globalOrder() {
        return values.get(EngineOptions.SLOW_ORDERED_GLOBAL_ORDER);
    }

    int shards() {
        return values.get(EngineOptions.SLOW_ORDERED_SHARDS);
    }

    int roundTripsInFlight() {
        return values.get(EngineOptions.SLOW_ORDERED_ROUND_TRIPS_IN_FLIGHT);
    }
}
