package dev.idgen.testsupport;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.function.BooleanSupplier;

/** Polls with a deadline instead of sleeping a fixed time. */
final class Await {

    private Await() {
    }

    /** Calls {@code attempt} every 50 ms until it returns without throwing; fails with the last error after {@code timeout}. */
    static <T> T success(String what, Duration timeout, Callable<T> attempt) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            try {
                return attempt.call();
            } catch (Exception e) {
                if (System.nanoTime() > deadline) {
                    throw new AssertionError("timed out after " + timeout + " waiting for " + what, e);
                }
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted while waiting for " + what, e);
            }
        }
    }

    /** Polls {@code condition} every 10 ms until it holds; fails after 5 s. */
    static void isTrue(String what, BooleanSupplier condition) {
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out after 5 s waiting until " + what);
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted while waiting until " + what, e);
            }
        }
    }
}
