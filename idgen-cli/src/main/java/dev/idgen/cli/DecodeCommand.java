package dev.idgen.cli;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.SnowflakeId;
import dev.idgen.SnowflakeLayout;
import dev.idgen.format.FormattedId;
import dev.idgen.format.IdFormat;
import java.io.PrintWriter;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code idgen decode ID...}: takes ids apart, offline. A snowflake id becomes time, datacenter,
 * worker and sequence under a layout (default 41/0/10/12 from 2025-01-01); a formatted id becomes
 * its date, worker, serial and parts under {@code --format}.
 *
 * <p>Guarantees: reads no database and writes nothing; every id is checked before anything is
 * printed, so a bad one (not a number, not of the format, negative) is a usage error on its own.
 */
@Command(name = "decode", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Take ids apart: a snowflake id into time, datacenter, worker and sequence; a formatted id "
                    + "(--format) into date, worker, serial and parts. Offline: no database.",
            "",
            "  idgen decode 123456789012345678",
            "  idgen decode 123456789012345678 --layout 41/5/5/12 --epoch 2020-01-01",
            "  idgen decode ORD20261121000123 --format 'ORD{date:yyyyMMdd}{serial:6}'",
            "  idgen next --strategy snowflake demo 3 | xargs idgen decode",
            ""})
final class DecodeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "ID", description = "Ids to decode.")
    List<String> ids;

    @Option(names = "--layout", paramLabel = "T/D/W/S",
            description = "Snowflake bits: timestamp/datacenter/worker/sequence, adding up to 63. Default: 41/0/10/12.")
    String layout;

    @Option(names = "--epoch", paramLabel = "ISO",
            description = "Snowflake epoch, e.g. 2025-01-01T00:00:00Z or 2025-01-01 (UTC). Default: "
                    + "2025-01-01T00:00:00Z.")
    String epoch;

    @Option(names = "--format", paramLabel = "PATTERN",
            description = "Read formatted ids of this pattern, e.g. 'ORD{date:yyyyMMdd}{worker:2}{serial:7}'.")
    String format;

    private final CliContext context;

    DecodeCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (format != null) {
            if (layout != null || epoch != null) {
                throw CliFailure.usage("--layout and --epoch are for snowflake ids, --format for formatted ids; "
                        + "give one kind");
            }
            decodeFormatted(out);
        } else {
            decodeSnowflakes(out);
        }
        out.flush();
        return ExitCodes.OK;
    }

    private void decodeSnowflakes(PrintWriter out) {
        SnowflakeLayout l = layout();
        List<SnowflakeId> decoded = new ArrayList<>();
        for (String text : ids) {
            long id;
            try {
                id = Long.parseLong(text.trim());
            } catch (NumberFormatException e) {
                throw CliFailure.usage("'" + text + "' is not a snowflake id (a positive 64-bit number); "
                        + "for a formatted id pass --format PATTERN");
            }
            try {
                decoded.add(l.decode(id));
            } catch (InvalidIdRequestException e) {
                throw CliFailure.usage(Messages.of(e) + "; pass a positive id", e);
            }
        }
        out.println("snowflake layout " + l.timestampBits() + "/" + l.datacenterBits() + "/" + l.workerBits() + "/"
                + l.sequenceBits() + " (timestamp/datacenter/worker/sequence bits), epoch " + l.epoch());
        long now = context.clock().millis();
        Table t = new Table().right("id").left("time (UTC)").left("age").right("datacenter").right("worker")
                .right("sequence");
        List<Long> future = new ArrayList<>();
        for (SnowflakeId s : decoded) {
            long delta = s.time().toEpochMilli() - now;
            t.row(s.id(), Text.iso(s.time()), delta > 0 ? "in the future" : Text.span(delta) + " ago", s.datacenter(),
                    s.worker(), s.sequence());
            if (delta > 60_000) {
                future.add(s.id());
            }
        }
        t.print(out);
        if (!future.isEmpty()) {
            PrintWriter err = spec.commandLine().getErr();
            err.println("idgen decode: note: " + future.get(0) + (future.size() > 1 ? " and " + (future.size() - 1)
                    + " more" : "") + " decode to a time in the future; check --layout and --epoch");
            err.flush();
        }
    }

    private SnowflakeLayout layout() {
        SnowflakeLayout.Builder b = layoutBuilder(layout, epoch).allowExpiringWithin10Years(); // decoding only
        try {
            return b.build(context.clock().millis());
        } catch (IdGenConfigurationException e) {
            throw CliFailure.usage("bad --layout/--epoch: " + Messages.of(e), e);
        }
    }

    /**
     * The layout written as {@code --layout T/D/W/S} and {@code --epoch ISO} ({@code null}: the default's),
     * not validated yet (the caller builds it).
     */
    static SnowflakeLayout.Builder layoutBuilder(String layout, String epoch) {
        SnowflakeLayout.Builder b = SnowflakeLayout.builder();
        if (layout != null && layout.trim().equalsIgnoreCase("javascript-safe")) {
            SnowflakeLayout js = SnowflakeLayout.javaScriptSafe();
            b.idBits(js.idBits()).timestampBits(js.timestampBits()).datacenterBits(js.datacenterBits())
                    .workerBits(js.workerBits()).sequenceBits(js.sequenceBits());
        } else if (layout != null) {
            String[] parts = layout.trim().split("/", -1);
            int[] bits = new int[4];
            try {
                if (parts.length != 4) {
                    throw new NumberFormatException();
                }
                for (int i = 0; i < 4; i++) {
                    bits[i] = Integer.parseInt(parts[i].trim());
                }
            } catch (NumberFormatException e) {
                throw CliFailure.usage("--layout '" + layout + "' must be four numbers TIMESTAMP/DATACENTER/WORKER/SEQUENCE "
                        + "bits adding up to 63, e.g. 41/0/10/12, or javascript-safe (41/0/5/7, ids below 2^53)");
            }
            b.timestampBits(bits[0]).datacenterBits(bits[1]).workerBits(bits[2]).sequenceBits(bits[3]);
        }
        if (epoch != null) {
            b.epoch(parseEpoch(epoch));
        }
        return b;
    }

    private static Instant parseEpoch(String text) {
        try {
            return text.contains("T") ? Instant.parse(text.trim())
                    : LocalDate.parse(text.trim()).atStartOfDay(ZoneOffset.UTC).toInstant();
        } catch (DateTimeParseException e) {
            throw CliFailure.usage("--epoch '" + text + "' is not an ISO instant or date; write e.g. "
                    + "2025-01-01T00:00:00Z or 2025-01-01");
        }
    }

    private void decodeFormatted(PrintWriter out) {
        IdFormat f;
        try {
            f = IdFormat.parse(format);
        } catch (IdGenConfigurationException e) {
            throw CliFailure.usage("bad --format: " + Messages.of(e), e);
        }
        List<FormattedId> read = new ArrayList<>();
        for (String id : ids) {
            try {
                read.add(f.read(id));
            } catch (InvalidIdRequestException e) {
                throw CliFailure.usage(Messages.of(e) + "; check the id and --format", e);
            }
        }
        FormattedId first = read.get(0);
        boolean hasDate = first.date() != null;
        boolean hasTime = first.dateTime() != null;
        boolean hasWorker = first.worker() >= 0;
        boolean hasSerial = first.serial() >= 0;
        Table t = new Table().left("id");
        if (hasDate) {
            t.left(hasTime ? "date and time" : "date");
        }
        if (hasWorker) {
            t.right("worker");
        }
        if (hasSerial) {
            t.right("serial");
        }
        first.parts().keySet().forEach(t::left);
        for (FormattedId id : read) {
            List<Object> cells = new ArrayList<>();
            cells.add(id.id());
            if (hasDate) {
                cells.add(hasTime ? id.dateTime() : id.date());
            }
            if (hasWorker) {
                cells.add(id.worker());
            }
            if (hasSerial) {
                cells.add(id.serial());
            }
            cells.addAll(id.parts().values());
            t.row(cells.toArray());
        }
        out.println("format " + f + " (" + f.length() + " characters)");
        t.print(out);
    }
}
