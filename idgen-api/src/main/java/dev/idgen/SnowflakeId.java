package dev.idgen;

import java.time.Instant;

/**
 * A snowflake id taken apart by {@link SnowflakeLayout#decode(long)}.
 *
 * @param id         the id
 * @param time       the millisecond it was made in
 * @param datacenter datacenter id (0 when the layout has no datacenter bits)
 * @param worker     worker id
 * @param sequence   number within its millisecond and worker
 */
public record SnowflakeId(long id, Instant time, int datacenter, int worker, long sequence) {

    /** For people: {@code 123456789 = 2026-11-21T09:30:00.123Z dc 0 worker 7 seq 42}. */
    @Override
    public String toString() {
        return id + " = " + time + " dc " + datacenter + " worker " + worker + " seq " + sequence;
    }
}
