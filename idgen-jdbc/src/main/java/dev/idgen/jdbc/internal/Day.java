package dev.idgen.jdbc.internal;

import dev.idgen.IdGenerator;
import dev.idgen.jdbc.GeneratorStats;
import java.sql.Connection;
import java.sql.SQLException;

/** One day of a daily sequence in memory: the generator of its row, behind the engine's door. */
interface Day {

    /** The day's serials. */
    IdGenerator generator();

    GeneratorStats stats();

    /** After a failover: raise the day's row to what this node handed out (see {@code StrategyRuntime.reassert}). */
    void reassert(Connection c) throws SQLException;

    /** The engine closes: wake every waiting caller. */
    void close();
}
