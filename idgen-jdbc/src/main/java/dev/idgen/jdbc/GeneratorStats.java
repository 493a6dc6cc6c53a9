package dev.idgen.jdbc;

/**
 * What every generator's statistics have in common. Each strategy's record adds its own figures:
 * {@link dev.idgen.jdbc.segment.SegmentStats}, {@link dev.idgen.jdbc.ordered.OrderedStats},
 * {@link dev.idgen.jdbc.snowflake.SnowflakeStats}.
 */
public interface GeneratorStats {

    /**
     * The generator's name as plugins and metrics see it: {@code segment:order},
     * {@code slow-ordered:chat/room-42}, {@code snowflake:default}, {@code daily:invoice}.
     */
    String generator();
}
