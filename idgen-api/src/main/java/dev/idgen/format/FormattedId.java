package dev.idgen.format;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Map;

/**
 * A formatted id taken apart by {@link IdFormat#read(String)}.
 *
 * @param id       the id as read
 * @param date     its date, or {@code null} when the format's date does not name a day (no date, or a
 *                 yearly, monthly or weekly one)
 * @param dateTime always {@code null}: a format's date has no time of day (refused at parse since the
 *                 serial restarts per calendar period); kept so code that reads it still compiles
 * @param worker   its worker/token number, or -1 when the format has none
 * @param serial   its serial, or -1 when the format has none
 * @param parts    the caller-supplied parts by name
 */
public record FormattedId(String id, LocalDate date, LocalDateTime dateTime, long worker, long serial,
                          Map<String, String> parts) {
}
