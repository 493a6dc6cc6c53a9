package dev.idgen.format;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Map;

/**
 * A formatted id taken apart by {@link IdFormat#read(String)}.
 *
 * @param id       the id as read
 * @param date     its date, or {@code null} when the format has no (complete) date
 * @param dateTime its date and time, when the date pattern has hours; otherwise {@code null}
 * @param worker   its worker/token number, or -1 when the format has none
 * @param serial   its serial, or -1 when the format has none
 * @param parts    the caller-supplied parts by name
 */
public record FormattedId(String id, LocalDate date, LocalDateTime dateTime, long worker, long serial,
                          Map<String, String> parts) {
}
