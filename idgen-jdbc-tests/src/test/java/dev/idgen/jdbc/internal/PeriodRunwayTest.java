package dev.idgen.jdbc.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.format.IdFormat;
import dev.idgen.format.SerialPeriod;
import dev.idgen.jdbc.Region;
import dev.idgen.testsupport.SettableTimeSource;
import java.time.LocalDate;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/**
 * A daily key's runway per period (issue #38 item 5 for daily/formatted keys): the serials left are bounded by the
 * format's {@code {serial:N}} and, for numbers in a numeric column, by what fits in it on the period's date; the
 * WARN fires when they run out before the period ends, however far the horizon; a bound refuses nothing.
 */
class PeriodRunwayTest {

    private static final LocalDate DAY = LocalDate.of(2026, 11, 21);
    private static final long DAY_START = DAY.atStartOfDay(ZoneOffset.UTC).toInstant().toEpochMilli();

    private final SettableTimeSource time = new SettableTimeSource(DAY_START + 3_600_000); // 01:00, 23 h left
    private final PeriodRunway runway = new PeriodRunway(ZoneOffset.UTC, Region.alone());

    @Test
    void theFormatsSerialWidthBoundsThePeriodsIdsLeftWithoutCappingOrRefusing() {
        runway.format("invoice", IdFormat.parse("INV-{date:yyyyMMdd}-{serial:3}"));
        IdSpace space = new IdSpace();
        runway.apply(space, "invoice", SerialPeriod.DAY, DAY);
        assertThat(space.column()).isEqualTo("serial of format 'INV-{date:yyyyMMdd}-{serial:3}'");
        assertThat(space.columnMax()).isEqualTo(999);
        assertThat(space.idsLeft(101, 0)).as("100 serials reserved of 999").isEqualTo(899);
        assertThat(space.capped()).as("ranges are not capped by a format").isFalse();
        assertThat(space.limit()).as("nothing refused: the format refuses a serial past its width").isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void theNarrowestOfSeveralFormatsCountsAndAnotherPeriodsFormatsDoNot() {
        runway.format("invoice", IdFormat.parse("INV-{date:yyyyMMdd}-{serial:4}"));
        runway.format("invoice", IdFormat.parse("I{date:yyyyMMdd}{serial:2}"));
        runway.format("invoice", IdFormat.parse("M{date:yyyyMM}-{serial:1}")); // the month's sequence, another row
        IdSpace space = new IdSpace();
        runway.apply(space, "invoice", SerialPeriod.DAY, DAY);
        assertThat(space.columnMax()).isEqualTo(99);
        assertThat(space.column()).isEqualTo("serial of format 'I{date:yyyyMMdd}{serial:2}'");
    }

    @Test
    void aNumericColumnBoundsTheSerialsWhoseNumberFitsOnThePeriodsDate() {
        IdFormat format = IdFormat.parse("{date:yyyyMMdd}{serial:2}");
        runway.column("invoice", format, "invoices.number", 2_026_112_149L);
        IdSpace space = new IdSpace();
        runway.apply(space, "invoice", SerialPeriod.DAY, DAY); // 20261121NN: up to 2026112149
        assertThat(space.columnMax()).isEqualTo(49);
        assertThat(space.column()).isEqualTo("serial of format '{date:yyyyMMdd}{serial:2}' stored in column invoices.number");

        IdSpace later = new IdSpace();
        runway.apply(later, "invoice", SerialPeriod.DAY, DAY.plusDays(7)); // 20261128NN: none fits
        assertThat(later.columnMax()).isZero();
        assertThat(later.idsLeft(1, 0)).isZero();
    }

    @Test
    void serialsThatRunOutBeforeThePeriodEndsAreWarnedOnceWhateverTheHorizon() {
        runway.format("invoice", IdFormat.parse("INV-{date:yyyyMMdd}-{serial:6}"));
        IdSpace space = new IdSpace();
        runway.apply(space, "invoice", SerialPeriod.DAY, DAY);
        double horizon = 1; // seconds: far under any runway here
        space.check("daily key 'invoice' day " + DAY, 1, 1, 0, horizon, time); // 999 999 s: after the day's end
        assertThat(space.warnings()).isZero();
        space.check("daily key 'invoice' day " + DAY, 20, 1, 0, horizon, time); // 50 000 s: before 23 h pass
        assertThat(space.warnings()).isEqualTo(1);
        space.check("daily key 'invoice' day " + DAY, 30, 1, 0, horizon, time);
        assertThat(space.warnings()).as("still under: no second WARN").isEqualTo(1);
    }

    @Test
    void aPeriodEndsOnTheFirstDayOfTheNext() {
        assertThat(SerialPeriod.DAY.nextStart(DAY)).isEqualTo(DAY.plusDays(1));
        assertThat(SerialPeriod.WEEK.nextStart(LocalDate.of(2026, 11, 18))).isEqualTo(LocalDate.of(2026, 11, 23));
        assertThat(SerialPeriod.MONTH.nextStart(LocalDate.of(2026, 11, 1))).isEqualTo(LocalDate.of(2026, 12, 1));
        assertThat(SerialPeriod.YEAR.nextStart(LocalDate.of(2026, 6, 30))).isEqualTo(LocalDate.of(2027, 1, 1));
    }
}
