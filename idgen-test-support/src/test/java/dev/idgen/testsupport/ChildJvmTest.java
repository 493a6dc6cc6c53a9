package dev.idgen.testsupport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChildJvmTest {

    @Test
    void runsAMainClassOfTheTestClasspathAndReportsOutputAndExitCode() {
        try (ChildJvm child = ChildJvm.start(ChildJvmMain.class, List.of("hello", "err=oops", "exit=3"))) {
            assertThat(child.pid()).isPositive();
            assertThat(child.waitFor(Duration.ofSeconds(30))).isEqualTo(3);
            assertThat(child.output()).contains("hello").contains("oops");
            assertThat(child.isAlive()).isFalse();
        }
    }

    @Test
    void nanoTimeIsOneClockForParentAndChild() {
        long before = System.nanoTime();
        try (ChildJvm child = ChildJvm.start(ChildJvmMain.class, List.of("nanoTime"))) {
            assertThat(child.waitFor(Duration.ofSeconds(30))).isZero();
            long after = System.nanoTime();
            String line = child.output().lines().filter(l -> l.startsWith("nanoTime=")).findFirst().orElseThrow();
            long childNanos = Long.parseLong(line.substring("nanoTime=".length()));
            assertThat(childNanos).isBetween(before, after);
        }
    }

    @Test
    void killStopsAChildAtOnce() {
        try (ChildJvm child = ChildJvm.start(ChildJvmMain.class, List.of("started", "sleep"))) {
            child.kill();
            assertThat(child.waitFor(Duration.ofSeconds(10))).isNotZero();
            assertThat(child.isAlive()).isFalse();
        }
    }

    @Test
    void aChildThatDoesNotExitInTimeIsKilledAndNamed() {
        try (ChildJvm child = ChildJvm.start(ChildJvmMain.class, List.of("sleep"))) {
            assertThatThrownBy(() -> child.waitFor(Duration.ofMillis(300)))
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining(ChildJvmMain.class.getName())
                    .hasMessageContaining("pid " + child.pid())
                    .hasMessageContaining("did not exit within");
            assertThat(child.isAlive()).isFalse();
        }
    }

    @Test
    void closeKillsARunningChild() {
        ChildJvm child = ChildJvm.start(ChildJvmMain.class, List.of("sleep"));
        child.close();
        assertThat(child.isAlive()).isFalse();
        child.close(); // idempotent
    }
}
