package dev.idgen.spi;

import dev.idgen.Dialect;
import dev.idgen.TimeSource;
import javax.sql.DataSource;

/** What an engine offers a strategy of your own. */
public interface StrategyContext {

    /** The engine's DataSource: use a connection of your own, in autocommit, never the caller's transaction. */
    DataSource dataSource();

    Dialect dialect();

    TimeSource time();

    String engineName();
}
