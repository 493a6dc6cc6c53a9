package dev.idgen.jdbc.internal;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdGenerator;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.daily.DailySequence;
import dev.idgen.jdbc.daily.DailySerial;
import dev.idgen.jdbc.daily.FormattedIdGenerator;
import java.util.function.Consumer;

/**
 * {@link FormattedIdGenerator} over the sequence of the format's {@link IdFormat#serialPeriod()}
 * (formats with a date; the id's date is the first day of the serial's period, which formats to the
 * same text as every day of that period) or one plain sequence (no date).
 */
final class FormattedIds implements FormattedIdGenerator {

    private final IdFormat format;
    private final DailySequence daily;
    private final IdGenerator plain;

    /** Serials from the sequence of the format's period; the id's date is the first day of the serial's period. */
    static FormattedIds daily(IdFormat format, DailySequence daily) {
        return new FormattedIds(format, daily, null);
    }

    /** Serials from one sequence ({@code plain}, a segment key); the format has no date. */
    public static FormattedIds plain(IdFormat format, IdGenerator plain) {
        return new FormattedIds(format, null, plain);
    }

    private FormattedIds(IdFormat format, DailySequence daily, IdGenerator plain) {
        if (format.maxSerial() < 0) {
            throw new IdGenConfigurationException("id format '" + format + "' has no {serial:N}: without a "
                    + "serial its ids would not be unique");
        }
        if (daily != null && daily.period() != format.serialPeriod()) { // the period is the row's identity
            throw new IllegalArgumentException("id format '" + format + "' restarts its serial every "
                    + format.serialPeriod() + ", not every " + daily.period() + " as " + daily + " does");
        }
        this.format = format;
        this.daily = daily;
        this.plain = plain;
    }

    @Override
    public IdFormat format() {
        return format;
    }

    @Override
    public String nextId() {
        return nextId(v -> { });
    }

    @Override
    public String nextId(Consumer<IdFormat.Values> callerParts) {
        IdFormat.Values v = IdFormat.values();
        callerParts.accept(v);
        if (daily != null) {
            DailySerial s = daily.next();
            v.date(s.day()).serial(s.serial());
        } else {
            v.serial(plain.nextId());
        }
        return format.format(v);
    }

    @Override
    public String[] nextIds(int count, Consumer<IdFormat.Values> callerParts) {
        IdGenerator.checkBatchSize(count); // before the array and before any serial is reserved
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
            for (int i = 0; i < count; i++) {
                IdFormat.Values v = IdFormat.values();
                callerParts.accept(v);
                out[i] = format.format(v.serial(serials[i]));
            }
        }
        return out;
    }

    @Override
    public String toString() {
        return "formatted ids '" + format + "' from " + (daily != null ? daily : plain);
    }
}
