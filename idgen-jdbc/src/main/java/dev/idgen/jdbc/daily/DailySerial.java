package dev.idgen.jdbc.daily;

import java.time.LocalDate;

/**
 * One number of a daily sequence: {@code serial} is unique for its key, period and {@code day},
 * and the pair is unique for the key and period. A serial alone is not an id: it restarts at 1
 * every period. {@code day} is the first day of the serial's period: the day itself for a daily
 * sequence, January 1st for a yearly one, the 1st for a monthly one, the Monday for a weekly one.
 */
public record DailySerial(LocalDate day, long serial) {
}
