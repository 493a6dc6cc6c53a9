package dev.idgen.jdbc.ordered;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.jdbc.ordered.StrictOrderCheck.Call;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The checker itself: it must see what it is there to see. */
class StrictOrderCheckTest {

    @Test
    void overlappingCallsMayReceiveIdsInEitherOrder() {
        assertThat(StrictOrderCheck.violations(List.of(
                new Call(0, 10, 5, 1, "a"),
                new Call(5, 15, 4, 1, "b")))).isEmpty();
    }

    @Test
    void aCallThatEndedBeforeAnotherBeganMustHaveTheSmallerIds() {
        assertThat(StrictOrderCheck.violations(List.of(
                new Call(0, 10, 5, 3, "a"),      // ids 5..7
                new Call(11, 20, 4, 1, "b"))))   // began after a ended, yet id 4 is below a's ids
                .singleElement().asString().contains("ended before");
    }

    @Test
    void duplicatesAndNonPositiveIdsAreReported() {
        assertThat(StrictOrderCheck.violations(List.of(
                new Call(0, 10, 1, 2, "a"),
                new Call(5, 15, 2, 1, "b"))))
                .singleElement().asString().contains("twice");
        assertThat(StrictOrderCheck.violations(List.of(new Call(0, 1, 0, 1, "a"))))
                .singleElement().asString().contains("not positive");
    }
}
