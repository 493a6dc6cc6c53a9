package dev.idgen.jdbc.daily;

import java.time.LocalDate;

/**
 * One number of a daily sequence: {@code serial} is unique for its key and {@code day}, and the
 * pair is unique for the key. A serial alone is not an id: it restarts at 1 every day.
 */
public record DailySerial(LocalDate day, long serial) {
}
