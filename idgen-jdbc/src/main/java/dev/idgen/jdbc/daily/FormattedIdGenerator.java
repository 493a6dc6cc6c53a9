package dev.idgen.jdbc.daily;

import dev.idgen.format.FormattedId;
import dev.idgen.format.IdFormat;
import java.util.function.Consumer;

/**
 * Fixed-length string ids such as {@code ORD20261121030000123}: an {@link IdFormat} filled with a
 * serial from a {@link DailySequence} (when the format has a date, the serial restarts every
 * {@link IdFormat#serialPeriod()} the date names — year, month, ISO week or day — and the date is
 * the period's) or from a segment key (no date: one sequence for ever). Obtain it with
 * {@code engine.formatted(key, format)}.
 *
 * <p>Unique as the (period, serial) pair or the segment serial is: every day of a period formats to
 * the same date text, and {@link IdFormat#parse} refuses a date that two periods could share. A
 * serial past the format's width is an {@link dev.idgen.IdExhaustedException} — widen the serial or
 * shorten the period; never a wrap.
 */
public interface FormattedIdGenerator {

    IdFormat format();

    /** The next id; the format must need nothing from the caller. */
    String nextId();

    /**
     * The next id, with the caller's parts (e.g. {@code v -> v.part("region", "EU").worker(3)}).
     *
     * @throws dev.idgen.InvalidIdRequestException when a part the format needs is missing or does not fit
     */
    String nextId(Consumer<IdFormat.Values> callerParts);

    /**
     * {@code count} ids from one reservation, all of the same period.
     *
     * @throws dev.idgen.InvalidIdRequestException when count is not from 1 to
     *         {@link dev.idgen.IdGenerator#MAX_BATCH_SIZE}, before anything is reserved
     */
    String[] nextIds(int count, Consumer<IdFormat.Values> callerParts);

    /** Takes an id of this generator's format apart. */
    default FormattedId read(String id) {
        return format().read(id);
    }
}
