package dev.idgen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class IdTallyTest {

    private static final IdTally.DenseIndex FROM_1000 = id -> id - 1000;

    @Test
    void countsDuplicatesWithinAndAcrossThreadsExactly() {
        AtomicLong budget = new AtomicLong(Long.MAX_VALUE);
        IdTally a = new IdTally(FROM_1000, budget);
        IdTally b = new IdTally(FROM_1000, budget);
        for (long id = 1000; id < 1000 + 10_000; id += 2) {
            a.add(id); // even
            b.add(id + 1); // odd
        }
        assertThat(IdTally.duplicates(List.of(a, b))).isZero();

        IdTally c = new IdTally(FROM_1000, budget);
        IdTally d = new IdTally(FROM_1000, budget);
        c.add(5000);
        c.add(5000); // within a thread
        d.add(5000); // across threads
        d.add(1000 + (1L << 22) + 7); // another page
        c.add(1000 + (1L << 22) + 7);
        assertThat(IdTally.duplicates(List.of(c, d))).isEqualTo(3);
        assertThat(c.count() + d.count()).isEqualTo(5);
    }

    @Test
    void idsOutsideTheDenseRangeAreCheckedToo() {
        AtomicLong budget = new AtomicLong(Long.MAX_VALUE);
        IdTally a = new IdTally(FROM_1000, budget);
        IdTally b = new IdTally(FROM_1000, budget);
        a.add(7); // negative index
        b.add(7);
        a.add(Long.MAX_VALUE); // beyond Integer.MAX_VALUE
        b.add(Long.MAX_VALUE - 1);
        assertThat(IdTally.duplicates(List.of(a, b))).isEqualTo(1);
    }

    @Test
    void stopsRecordingWhenTheBudgetIsSpent() {
        AtomicLong budget = new AtomicLong(600 * 1024); // one page of 512 KiB fits, two do not
        IdTally a = new IdTally(FROM_1000, budget);
        assertThat(a.add(1000)).isTrue();
        assertThat(a.add(1000 + (1L << 22))).isFalse();
        assertThat(a.count()).isEqualTo(1);
    }
}
