package dev.idgen.jdbc.daily;

import dev.idgen.IdGenerator;
import dev.idgen.format.FormattedId;
import dev.idgen.format.IdFormat;
import java.time.LocalDate;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Fixed-length string ids such as {@code ORD20261121030000123}: an {@link IdFormat} filled with a
 * serial from a {@link DailySequence} (when the format has a date, the serial restarts each day and
 * the date is the serial's day) or from a segment key (no date: one sequence for ever).
 *
 * <p>Unique as the (day, serial) pair or the segment serial is. A serial past the format's width is
 * an {@link dev.idgen.IdExhaustedException} — widen the serial or shorten the period; never a wrap.
 */
public final class FormattedIdGenerator {

    private final IdFormat format;
    private final DailySequence daily;
    private final IdGenerator plain;
    private final Supplier<LocalDate> today;

    /** Serials from a daily sequence; the id's date is the serial's day. */
    public static FormattedIdGenerator daily(IdFormat format, DailySequence daily) {
        return new FormattedIdGenerator(format, daily, null, null);
    }

    /** Serials from one sequence ({@code plain}); a date in the format is today's, from {@code today}. */
    public static FormattedIdGenerator plain(IdFormat format, IdGenerator plain, Supplier<LocalDate> today) {
        return new FormattedIdGenerator(format, null, plain, today);
    }

    private FormattedIdGenerator(IdFormat format, DailySequence daily, IdGenerator plain, Supplier<LocalDate> today) {
        if (format.maxSerial() < 0) {
            throw new dev.idgen.IdGenConfigurationException("id format '" + format + "' has no {serial:N}: without a "
                    + "serial its ids would not be unique");
        }
        this.format = format;
        this.daily = daily;
        this.plain = plain;
        this.today = today;
    }

    public IdFormat format() {
        return format;
    }

    /** The next id; the format must need nothing from the caller. */
    public String nextId() {
        return nextId(v -> { });
    }

    /**
     * The next id, with the caller's parts (e.g. {@code v -> v.part("region", "EU").worker(3)}).
     *
     * @throws dev.idgen.InvalidIdRequestException when a part the format needs is missing or does not fit
     */
    public String nextId(Consumer<IdFormat.Values> callerParts) {
        IdFormat.Values v = IdFormat.values();
        callerParts.accept(v);
        if (daily != null) {
            DailySerial s = daily.next();
            v.date(s.day()).serial(s.serial());
        } else {
            v.date(today.get()).serial(plain.nextId());
        }
        return format.format(v);
    }

    /** {@code count} ids from one reservation, all of the same day. */
    public String[] nextIds(int count, Consumer<IdFormat.Values> callerParts) {
        String[] out = new String[count];
        if (daily != null) {
            DailySerial[] serials = daily.next(count);
            for (int i = 0; i < count; i++) {
                IdFormat.Values v = IdFormat.values();
                callerParts.accept(v);
                out[i] = format.format(v.date(serials[i].day()).serial(serials[i].serial()));
            }
        } else {
            long[] serials = plain.nextIds(count);
            LocalDate day = today.get();
            for (int i = 0; i < count; i++) {
                IdFormat.Values v = IdFormat.values();
                callerParts.accept(v);
                out[i] = format.format(v.date(day).serial(serials[i]));
            }
        }
        return out;
    }

    /** Takes an id of this generator's format apart. */
    public FormattedId read(String id) {
        return format.read(id);
    }
}
