package dev.idgen.format;

import dev.idgen.IdExhaustedException;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.InvalidIdRequestException;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.IsoFields;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A fixed-length string id built from fixed-width parts, e.g. order numbers:
 *
 * <pre>
 *   IdFormat.parse("ORD{date:yyyyMMdd}{worker:2}{serial:7}")
 *       .format(IdFormat.values().date(day).worker(3).serial(123))   →  "ORD20261121030000123"
 * </pre>
 *
 * <p>Parts: literal text (no braces); {@code {date:PATTERN}} a {@link DateTimeFormatter} pattern of
 * fixed width made of {@code yyyy} (or {@code uuuu}), {@code MM}, {@code dd}, {@code DDD}, or the ISO
 * week-based year and week {@code YYYY} with {@code ww}, plus separators; {@code {worker:N}} and
 * {@code {serial:N}} zero-padded decimals of N digits (serial up to 18); {@code {part:NAME:N}} a
 * caller-supplied value of exactly N ASCII letters or digits. The pattern is parsed and validated once.
 *
 * <p>Never a repeated number: the serial restarts every {@link #serialPeriod()} — the calendar
 * period the date names completely (year, month, ISO week, day; never without a date) — and a date
 * that could give two periods the same text is refused at parse, naming the field and the fix: a
 * date without a year ({@code MMdd}), a two-digit year ({@code yy}: 2024 and 2124 meet), the
 * week-based year without the week ({@code YYYYMMdd}: 2021-12-26 and 2022-12-26 meet), a week
 * without its week-based year, time-of-day, era, zone and text fields.
 *
 * <p>A value that does not fit its width is an error, never truncated or wrapped: a serial past
 * {@code 10^N - 1} is an {@link IdExhaustedException}. {@link #read(String)} turns a formatted id
 * back into its parts.
 */
public final class IdFormat {

    private enum Kind { LITERAL, DATE, WORKER, SERIAL, PART }

    private record Part(Kind kind, String text, int width, DateTimeFormatter formatter, String name,
                        Set<DatePattern.DateField> named) {
    }

    private final String pattern;
    private final List<Part> parts;
    private final int length;
    private final SerialPeriod serialPeriod;

    private IdFormat(String pattern, List<Part> parts, SerialPeriod serialPeriod) {
        this.pattern = pattern;
        this.parts = parts;
        this.length = parts.stream().mapToInt(Part::width).sum();
        this.serialPeriod = serialPeriod;
    }

    /**
     * Parses and validates a pattern.
     *
     * @throws IdGenConfigurationException naming the pattern, the position and the rule
     */
    public static IdFormat parse(String pattern) {
        if (pattern == null || pattern.isEmpty()) {
            throw new IdGenConfigurationException("an id format pattern must not be empty");
        }
        List<Part> parts = new ArrayList<>();
        Set<DatePattern.DateField> named = DatePattern.none();
        int firstDate = -1;
        boolean serial = false;
        int i = 0;
        while (i < pattern.length()) {
            char c = pattern.charAt(i);
            if (c == '}') {
                throw bad(pattern, i, "'}' without '{'");
            }
            if (c != '{') {
                int end = i;
                while (end < pattern.length() && pattern.charAt(end) != '{' && pattern.charAt(end) != '}') {
                    end++;
                }
                String literal = pattern.substring(i, end);
                parts.add(new Part(Kind.LITERAL, literal, literal.length(), null, null, null));
                i = end;
                continue;
            }
            int close = pattern.indexOf('}', i);
            if (close < 0) {
                throw bad(pattern, i, "'{' is never closed");
            }
            Part p = placeholder(pattern, i, pattern.substring(i + 1, close));
            if (p.kind() == Kind.SERIAL) {
                if (serial) {
                    throw bad(pattern, i, "only one {serial:N} is allowed");
                }
                serial = true;
            }
            if (p.kind() == Kind.DATE) {
                named.addAll(p.named());
                firstDate = firstDate < 0 ? i : firstDate;
            }
            parts.add(p);
            i = close + 1;
        }
        int at = firstDate;
        SerialPeriod period = firstDate < 0 ? SerialPeriod.NEVER : DatePattern.period(named, why -> bad(pattern, at, why));
        return new IdFormat(pattern, List.copyOf(parts), period);
    }

    private static Part placeholder(String pattern, int at, String body) {
        String[] f = body.split(":", -1);
        switch (f[0]) {
            case "date": {
                if (f.length != 2 || f[1].isEmpty()) {
                    throw bad(pattern, at, "write a date as {date:PATTERN}, e.g. {date:yyyyMMdd}");
                }
                Set<DatePattern.DateField> named = DatePattern.none();
                DateTimeFormatter formatter = DatePattern.formatter(f[1], named, why -> bad(pattern, at, why));
                int w1 = width(formatter, LocalDate.of(2001, 1, 1), pattern, at);
                int w2 = width(formatter, LocalDate.of(2099, 12, 31), pattern, at);
                if (w1 != w2) {
                    throw bad(pattern, at, "date pattern '" + f[1] + "' is not of fixed width (" + w1 + " and " + w2
                            + " characters); use numeric fields such as yyyy, MM, dd");
                }
                return new Part(Kind.DATE, f[1], w1, formatter, null, named);
            }
            case "worker":
            case "serial": {
                int max = f[0].equals("serial") ? 18 : 9;
                int w = f.length == 2 ? number(f[1], pattern, at) : -1;
                if (w < 1 || w > max) {
                    throw bad(pattern, at, "write {" + f[0] + ":N} with N from 1 to " + max);
                }
                return new Part(f[0].equals("serial") ? Kind.SERIAL : Kind.WORKER, null, w, null, f[0], null);
            }
            case "part": {
                int w = f.length == 3 ? number(f[2], pattern, at) : -1;
                if (f.length != 3 || f[1].isEmpty() || !ascii(f[1]) || w < 1 || w > 64) {
                    throw bad(pattern, at, "write a caller's part as {part:NAME:N}, NAME ASCII letters or digits (A-Z, a-z, "
                            + "0-9), N from 1 to 64");
                }
                return new Part(Kind.PART, null, w, null, f[1], null);
            }
            default:
                throw bad(pattern, at, "unknown placeholder {" + body + "}; expected date, worker, serial or part");
        }
    }

    /** Whether {@code s} is ASCII letters and digits only (not any Unicode letter: one byte each). */
    private static boolean ascii(String s) {
        return s.chars().allMatch(c -> c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9');
    }

    private static int width(DateTimeFormatter f, LocalDate sample, String pattern, int at) {
        try {
            String text = f.format(sample);
            if (text.chars().anyMatch(Character::isLetter)) {
                throw bad(pattern, at, "date pattern gives '" + text + "', which has letters; use numeric fields such as "
                        + "yyyy, MM, dd so every id has the same length in every locale");
            }
            return text.length();
        } catch (IdGenConfigurationException e) {
            throw e;
        } catch (RuntimeException e) {
            throw bad(pattern, at, "date pattern cannot format a date: " + e.getMessage());
        }
    }

    private static int number(String s, String pattern, int at) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw bad(pattern, at, "'" + s + "' is not a number");
        }
    }

    private static IdGenConfigurationException bad(String pattern, int at, String why) {
        return new IdGenConfigurationException("id format '" + pattern + "' at index " + at + ": " + why);
    }

    /** Every formatted id has exactly this many characters. */
    public int length() {
        return length;
    }

    /** The largest serial this format can hold: {@code 10^N - 1}, or -1 without a serial. */
    public long maxSerial() {
        for (Part p : parts) {
            if (p.kind() == Kind.SERIAL) {
                return pow10(p.width()) - 1;
            }
        }
        return -1;
    }

    /**
     * Whether the format has a {@code {date:..}}: its serials then restart every
     * {@link #serialPeriod()}; without one they come from one sequence for ever.
     */
    public boolean hasDate() {
        return serialPeriod != SerialPeriod.NEVER;
    }

    /**
     * How often the serial restarts: the calendar period the format's date names completely
     * ({@code yyyy} a year, {@code yyyyMM} a month, {@code YYYYww} an ISO week, {@code yyyyMMdd} or
     * {@code yyyyDDD} a day), or {@link SerialPeriod#NEVER} without a date. Every day of one period
     * formats to the same date text, so (period, serial) unique per key makes the ids unique.
     */
    public SerialPeriod serialPeriod() {
        return serialPeriod;
    }

    /**
     * What the caller must supply for each id: {@code worker} and {@code part 'NAME'} for every
     * {@code {worker:N}} and {@code {part:NAME:N}}; empty when the engine fills every part.
     */
    public List<String> callerParts() {
        List<String> out = new java.util.ArrayList<>();
        for (Part p : parts) {
            if (p.kind() == Kind.WORKER) {
                out.add("worker");
            } else if (p.kind() == Kind.PART) {
                out.add("part '" + p.name() + "'");
            }
        }
        return List.copyOf(out);
    }

    /**
     * The width of the caller part {@code {part:NAME:N}} named {@code name}, or -1 when the format has none
     * (e.g. the {@code region} part of a document number in regions, which the engine fills).
     */
    public int partWidth(String name) {
        for (Part p : parts) {
            if (p.kind() == Kind.PART && p.name().equals(name)) {
                return p.width();
            }
        }
        return -1;
    }

    /** Starts the values of one id. */
    public static Values values() {
        return new Values();
    }

    /**
     * Formats one id.
     *
     * @throws IdExhaustedException when the serial does not fit its width
     * @throws InvalidIdRequestException when a value is missing or does not fit
     */
    public String format(Values v) {
        StringBuilder out = new StringBuilder(length);
        for (Part p : parts) {
            switch (p.kind()) {
                case LITERAL:
                    out.append(p.text());
                    break;
                case DATE:
                    if (v.date == null) {
                        throw new InvalidIdRequestException("id format '" + pattern + "' needs a date");
                    }
                    out.append(p.formatter().format(v.date));
                    break;
                case WORKER:
                    out.append(digits("worker", v.worker, p.width(), false));
                    break;
                case SERIAL:
                    out.append(digits("serial", v.serial, p.width(), true));
                    break;
                default:
                    String value = v.parts.get(p.name());
                    if (value == null || value.length() != p.width() || !ascii(value)) {
                        throw new InvalidIdRequestException("id format '" + pattern + "' needs part '" + p.name() + "' of "
                                + "exactly " + p.width() + " ASCII letters or digits (A-Z, a-z, 0-9: one byte each, so the "
                                + "id keeps its length and sorts the same everywhere), was "
                                + (value == null ? "missing" : "'" + value + "'"));
                    }
                    out.append(value);
            }
        }
        return out.toString();
    }

    private String digits(String what, long value, int width, boolean serial) {
        if (value < 0) {
            throw new InvalidIdRequestException("id format '" + pattern + "' needs a " + what + " (0 or more), was "
                    + (value == Long.MIN_VALUE ? "missing" : String.valueOf(value)));
        }
        if (value > pow10(width) - 1) {
            String m = what + " " + value + " does not fit the " + width + " digits of id format '" + pattern
                    + "' (at most " + (pow10(width) - 1) + ")";
            throw serial ? new IdExhaustedException(m) : new InvalidIdRequestException(m);
        }
        String s = Long.toString(value);
        return "0".repeat(width - s.length()) + s;
    }

    /**
     * Takes a formatted id apart.
     *
     * @throws InvalidIdRequestException naming the id, the position and what was expected
     */
    public FormattedId read(String id) {
        if (id == null || id.length() != length) {
            throw new InvalidIdRequestException("'" + id + "' is not an id of format '" + pattern + "': expected "
                    + length + " characters" + (id == null ? "" : ", got " + id.length()));
        }
        int at = 0;
        LocalDate date = null;
        LocalDateTime dateTime = null;
        long worker = -1;
        long serial = -1;
        Map<String, String> callerParts = new LinkedHashMap<>();
        for (Part p : parts) {
            String piece = id.substring(at, at + p.width());
            switch (p.kind()) {
                case LITERAL:
                    if (!piece.equals(p.text())) {
                        throw notOurs(id, at, "'" + p.text() + "'");
                    }
                    break;
                case DATE:
                    try {
                        var parsed = p.formatter().parse(piece);
                        date = parsed.isSupported(java.time.temporal.ChronoField.EPOCH_DAY) ? LocalDate.from(parsed) : null;
                        dateTime = parsed.isSupported(java.time.temporal.ChronoField.HOUR_OF_DAY) && date != null
                                ? LocalDateTime.from(parsed) : null;
                        // a date that names no day (yyyyMM, YYYYww) is not resolved, so not checked, by the parser
                        if (parsed.isSupported(ChronoField.MONTH_OF_YEAR)) {
                            ChronoField.MONTH_OF_YEAR.checkValidValue(parsed.getLong(ChronoField.MONTH_OF_YEAR));
                        }
                        if (parsed.isSupported(IsoFields.WEEK_BASED_YEAR) && parsed.isSupported(IsoFields.WEEK_OF_WEEK_BASED_YEAR)) {
                            // week 53 of a 52-week year (or week 54) is no week
                            IsoFields.WEEK_OF_WEEK_BASED_YEAR
                                    .rangeRefinedBy(LocalDate.of(Math.toIntExact(parsed.getLong(IsoFields.WEEK_BASED_YEAR)), 6, 1))
                                    .checkValidValue(parsed.getLong(IsoFields.WEEK_OF_WEEK_BASED_YEAR),
                                            IsoFields.WEEK_OF_WEEK_BASED_YEAR);
                        }
                    } catch (DateTimeException | ArithmeticException e) { // DateTimeParseException included
                        throw notOurs(id, at, "a date as " + p.text());
                    }
                    break;
                case WORKER:
                case SERIAL:
                    if (!piece.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
                        throw notOurs(id, at, p.width() + " digits");
                    }
                    if (p.kind() == Kind.WORKER) {
                        worker = Long.parseLong(piece);
                    } else {
                        serial = Long.parseLong(piece);
                    }
                    break;
                default:
                    callerParts.put(p.name(), piece);
            }
            at += p.width();
        }
        return new FormattedId(id, date, dateTime, worker, serial, Collections.unmodifiableMap(callerParts));
    }

    /**
     * The first day of the {@link #serialPeriod()} an id of this format was numbered in — January 1st for
     * {@code F{date:yyyy}-..}, the 1st of the month for {@code yyyyMM}, the Monday of the ISO week for
     * {@code YYYYww}, the day itself for {@code yyyyMMdd} — or {@code null} for a format without a date. For
     * grouping ids by series period (an auditor's check), where {@link FormattedId#date()} is {@code null} because
     * the date names no day.
     *
     * @throws InvalidIdRequestException when {@code id} is not an id of this format
     */
    public LocalDate periodStart(String id) {
        FormattedId read = read(id); // checks the whole id first
        if (read.date() != null) {
            return serialPeriod().start(read.date());
        }
        int at = 0;
        for (Part p : parts) {
            if (p.kind() == Kind.DATE) {
                var f = p.formatter().parse(id.substring(at, at + p.width()));
                if (f.isSupported(IsoFields.WEEK_BASED_YEAR) && f.isSupported(IsoFields.WEEK_OF_WEEK_BASED_YEAR)) {
                    return LocalDate.of(Math.toIntExact(f.getLong(IsoFields.WEEK_BASED_YEAR)), 1, 4)
                            .with(IsoFields.WEEK_OF_WEEK_BASED_YEAR, f.getLong(IsoFields.WEEK_OF_WEEK_BASED_YEAR))
                            .with(ChronoField.DAY_OF_WEEK, 1);
                }
                int year = Math.toIntExact(f.isSupported(ChronoField.YEAR) ? f.getLong(ChronoField.YEAR)
                        : f.getLong(ChronoField.YEAR_OF_ERA));
                return f.isSupported(ChronoField.MONTH_OF_YEAR)
                        ? LocalDate.of(year, Math.toIntExact(f.getLong(ChronoField.MONTH_OF_YEAR)), 1)
                        : LocalDate.of(year, 1, 1);
            }
            at += p.width();
        }
        return null;
    }

    private InvalidIdRequestException notOurs(String id, int at, String expected) {
        return new InvalidIdRequestException("'" + id + "' is not an id of format '" + pattern + "': expected " + expected
                + " at index " + at);
    }

    private static long pow10(int n) {
        long p = 1;
        for (int i = 0; i < n; i++) {
            p *= 10;
        }
        return p;
    }

    @Override
    public String toString() {
        return pattern;
    }

    /** The values of one id; unset values are errors only if the pattern needs them. */
    public static final class Values {
        private java.time.temporal.TemporalAccessor date;
        private long worker = Long.MIN_VALUE;
        private long serial = Long.MIN_VALUE;
        private final Map<String, String> parts = new LinkedHashMap<>();

        private Values() {
        }

        /** A {@link LocalDate}, {@link LocalDateTime} or anything the date pattern can format. */
        public Values date(java.time.temporal.TemporalAccessor date) {
            this.date = date;
            return this;
        }

        public Values worker(long worker) {
            this.worker = worker;
            return this;
        }

        public Values serial(long serial) {
            this.serial = serial;
            return this;
        }

        public Values part(String name, String value) {
            parts.put(name, value);
            return this;
        }
    }
}
