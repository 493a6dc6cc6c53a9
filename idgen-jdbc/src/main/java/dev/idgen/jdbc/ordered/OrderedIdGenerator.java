package dev.idgen.jdbc.ordered;

import dev.idgen.IdGenerator;

/**
 * An {@link IdGenerator} of the slow-ordered strategy for one (key, sub-key), with its statistics.
 *
 * <p>Invariants:
 * <ul>
 *   <li><b>Strict</b>: every id a call returns is greater than every id returned for the same
 *       (key, sub-key) anywhere — any thread, any JVM — by a call that ended before this call
 *       began. Calls that overlap in time may receive ids in either order.</li>
 *   <li><b>Unique and positive</b> across all nodes, restarts and crashes: the ids come from a
 *       committed, atomic {@code num += n} on the row of the (key, sub-key).</li>
 *   <li><b>Contiguous per call</b>: {@code nextIds(n)} returns {@code n} consecutive ids.</li>
 *   <li><b>Gaps</b>: only where a reservation failed or timed out after the database may have
 *       committed it, or its callers gave up: those ids are skipped, never handed out later.</li>
 *   <li><b>Crash</b>: nothing is held in memory between calls, so a crash loses nothing but the
 *       ids of calls in flight.</li>
 * </ul>
 * Every call waits for a database round trip (calls arriving together share one); a call waits at
 * most the engine's {@link dev.idgen.jdbc.EngineOptions#MAX_WAIT}.
 */
public interface OrderedIdGenerator extends IdGenerator {

    /** The key ("biz tag") this generator serves. */
    String key();

    /** The sub-key this generator serves, e.g. a chat room id. */
    String subKey();

    /** A snapshot of round trips, ids and calls. */
    OrderedStats stats();
}
