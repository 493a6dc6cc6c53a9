package dev.idgen.jdbc.snowflake;

import dev.idgen.IdGenerator;
import dev.idgen.SnowflakeLayout;

/**
 * An {@link IdGenerator} of the snowflake strategy: time + worker (+ datacenter) + sequence bits,
 * the worker id leased from {@code idgen_worker}. No database round trip per id.
 *
 * <p>Invariants: unique across every node of the namespace, as long as each node's lease is
 * respected; strictly increasing per generator; ordered by millisecond across nodes (within a
 * millisecond, by worker). Never a timestamp at or before the one promised by the worker's
 * previous holder. Stops (throws {@link dev.idgen.LeaseLostException}) when its lease is lost.
 */
public interface SnowflakeIdGenerator extends IdGenerator {

    SnowflakeLayout layout();

    String namespace();

    int datacenterId();

    int workerId();

    /** Decodes an id of this generator's layout (a convenience for {@code layout().decode(id)}). */
    default dev.idgen.SnowflakeId decode(long id) {
        return layout().decode(id);
    }

    SnowflakeStats stats();
}
