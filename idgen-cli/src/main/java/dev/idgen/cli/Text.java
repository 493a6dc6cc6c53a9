package dev.idgen.cli;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Locale;

/** How numbers, durations and moments look in idgen's output: one style everywhere. */
final class Text {

    private Text() {
    }

    /** {@code 1234567 -> "1,234,567"}. */
    static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /** Ids per second, whole: {@code "4,081,632"}; {@code "-"} when unknown. */
    static String rate(double perSecond) {
        if (Double.isNaN(perSecond) || Double.isInfinite(perSecond)) {
            return "-";
        }
        return String.format(Locale.ROOT, "%,.0f", perSecond);
    }

    /** A short duration from nanoseconds: {@code 85 ns}, {@code 1.2 us}, {@code 3.4 ms}, {@code 1.25 s}. */
    static String nanos(long nanos) {
        if (nanos < 1_000) {
            return nanos + " ns";
        }
        if (nanos < 1_000_000) {
            return String.format(Locale.ROOT, "%.1f us", nanos / 1e3);
        }
        if (nanos < 1_000_000_000) {
            return String.format(Locale.ROOT, "%.1f ms", nanos / 1e6);
        }
        return String.format(Locale.ROOT, "%.2f s", nanos / 1e9);
    }

    /** Milliseconds for timings of whole steps: {@code "52 ms"}, {@code "1.3 s"}. */
    static String millis(long millis) {
        return millis < 10_000 ? millis + " ms" : String.format(Locale.ROOT, "%.1f s", millis / 1e3);
    }

    /** A length of time for people: {@code 12 s}, {@code 3 min}, {@code 5 h}, {@code 2 d}. */
    static String span(long millis) {
        long m = Math.abs(millis);
        if (m < 1_000) {
            return m + " ms";
        }
        if (m < 120_000) {
            return (m / 1_000) + " s";
        }
        if (m < 120 * 60_000L) {
            return (m / 60_000) + " min";
        }
        if (m < 48 * 3_600_000L) {
            return (m / 3_600_000) + " h";
        }
        return (m / 86_400_000L) + " d";
    }

    /** {@code "in 12 s"} for a moment {@code deltaMillis} ahead, {@code "3 min ago"} for one behind. */
    static String relative(long deltaMillis) {
        return deltaMillis >= 0 ? "in " + span(deltaMillis) : span(deltaMillis) + " ago";
    }

    /** When a lease ends, seen from now: {@code "in 12 s"} or {@code "expired 3 min ago"}. */
    static String expiry(long deltaMillis) {
        return deltaMillis > 0 ? "in " + span(deltaMillis) : "expired " + span(deltaMillis) + " ago";
    }

    /** ISO-8601 in UTC, to the millisecond: {@code 2026-11-21T09:30:00.123Z}. */
    static String iso(Instant instant) {
        return instant.truncatedTo(ChronoUnit.MILLIS).toString();
    }

    /** ISO-8601 in UTC, to the second: {@code 2026-11-21T09:30:00Z}. */
    static String isoSeconds(Instant instant) {
        return instant.truncatedTo(ChronoUnit.SECONDS).toString();
    }

    /** {@code s} cut to {@code max} characters with an ellipsis. */
    static String abbreviate(String s, int max) {
        if (s == null) {
            return "";
        }
        return s.length() <= max ? s : s.substring(0, max - 3) + "...";
    }

    /** {@code "1 migration"}, {@code "2 migrations"}. */
    static String plural(long n, String noun) {
        return count(n) + " " + noun + (n == 1 ? "" : "s");
    }
}
