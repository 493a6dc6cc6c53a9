package dev.idgen.hibernate.internal;

import dev.idgen.IdGenerationException;
import dev.idgen.format.IdFormat;
import dev.idgen.format.SerialPeriod;
import dev.idgen.hibernate.IdGenSettings;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.admin.DocumentAdmin;
import dev.idgen.jdbc.admin.DocumentAdmin.Adopted;
import dev.idgen.jdbc.admin.DocumentAdmin.Held;
import java.time.LocalDate;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.hibernate.MappingException;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.metamodel.mapping.AttributeMapping;
import org.hibernate.metamodel.mapping.BasicValuedModelPart;
import org.hibernate.persister.entity.EntityPersister;
import dev.idgen.jdbc.internal.logging.Logger;
import dev.idgen.jdbc.internal.logging.LoggerFactory;

/**
 * The start-up adoption of a {@code @DocumentNumber} series (issue #39 item 3), run when its SessionFactory has been
 * built, before the first number: a series used for the first time in the current period (no row in
 * {@code idgen_document} for its key and period, any sub-key: a primary-key lookup; a row means the series is in use,
 * and the table is not read) over a table that already holds numbers of that period (an imported ledger, a previous
 * system) starts above them, per sub-key when {@code subKeyFrom} is a column of the same table, logged once at INFO
 * with the table, column, highest number and next number. Without it the first new invoice would be number 1 again,
 * which the table's unique constraint refuses for ever, or — without one — a duplicate invoice number.
 *
 * <p>The table is read with the series' own format ({@code DocumentAdmin}, the reader {@code idgen documents adopt}
 * and {@code idgen documents check} use) and the start is raised through idgen's admin path
 * ({@link DocumentAdmin#adoptFromColumn(String, IdFormat, String, String, String, LocalDate)}): only ever up, in one
 * transaction, so nodes starting at once end at the same start. Migration V13 lets only the schema's owner set a start;
 * an application connecting as the least-privilege runtime role therefore cannot adopt, and the build fails naming the
 * table, the highest number, and the command or call to run once as the owner — never a silent start at 1.
 *
 * <p>Off with {@value IdGenSettings#CHECK_EXISTING_ROWS}{@code =false} (the same switch as the id check). Engineer C's
 * engine option {@code existing-rows} ({@code adopt} | {@code adopt-first-use} | {@code refuse}) is wired through the
 * {@code mayAdopt} argument of {@link #check}: with {@code refuse} a first-use series over numbers fails the build
 * with the same fix instead of adopting.
 */
final class DocumentStart {

    private static final Logger log = LoggerFactory.getLogger(DocumentStart.class);
    private static final Pattern PLAIN_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)?");

    private DocumentStart() {
    }

    /**
     * A {@code @DocumentNumber} attribute: where it is ({@code where}, for messages), its entity and attribute, the
     * series, and whether it holds the formatted number ({@code text}) or the number alone.
     */
    record Target(String where, String entityName, String property, String key, IdFormat format, String subKeyFrom,
                  boolean text) {
    }

    /**
     * Adopts (or, without {@code mayAdopt}, refuses) the numbers {@code target}'s table holds for a series used for
     * the first time in the current period.
     *
     * @param dataSource the engine's connections: they read the table and raise the start
     * @param mayAdopt   whether the series may be started above the numbers; {@code false}: fail the build instead
     * @throws MappingException naming the table, the highest number and the fix, when the numbers are not adopted
     */
    static void check(Target target, SessionFactoryImplementor sessionFactory, IdGenEngine engine,
                      DataSource dataSource, boolean mayAdopt, SafeStart.Names names) {
        EntityPersister persister = sessionFactory.getMappingMetamodel().getEntityDescriptor(target.entityName());
        BasicValuedModelPart number = basicColumn(persister, target.property());
        if (number == null) {
            log.warn("idgen: {}: Hibernate names no single column for it, so the numbers its table already holds are "
                    + "not adopted at start; adopt them once with the command: idgen documents adopt", target.where());
            return;
        }
        String table = number.getContainingTableExpression();
        String column = number.getSelectionExpression();
        String subKeyColumn = null;
        if (!target.subKeyFrom().isEmpty()) {
            BasicValuedModelPart subKey = basicColumn(persister, target.subKeyFrom());
            if (subKey == null || !table.equals(subKey.getContainingTableExpression())) {
                log.warn("idgen: {}: its sub-key attribute '{}' is not a plain column of table {}, so the numbers the "
                        + "table already holds are not adopted at start; adopt them once with {}", target.where(),
                        target.subKeyFrom(), table, command(target, table, column, "<sub-key column>"));
                return;
            }
            subKeyColumn = subKey.getSelectionExpression();
        }
        if (!PLAIN_NAME.matcher(table).matches() || !PLAIN_NAME.matcher(column).matches()
                || (subKeyColumn != null && !PLAIN_NAME.matcher(subKeyColumn).matches())) {
            log.warn("idgen: {}: table {} or its columns are quoted names, which idgen's table reader does not take, so "
                    + "the numbers it already holds are not adopted at start; adopt them once as the schema's owner",
                    target.where(), table);
            return;
        }
        SerialPeriod period = target.format().serialPeriod();
        if (!target.text() && period != SerialPeriod.NEVER) {
            log.warn("idgen: {}: the column {}.{} holds the number alone, which does not say its {} period, so the "
                    + "numbers it already holds are not adopted at start; adopt them once as the schema's owner with "
                    + "DocumentAdmin.adoptFromColumn for the period they belong to", target.where(), table, column,
                    period.name().toLowerCase(java.util.Locale.ROOT));
            return;
        }
        LocalDate day = engine.documents(target.key(), target.format()).currentPeriodStart();
        DocumentAdmin admin = DocumentAdmin.on(dataSource, engine.schema());
        if (admin.hasSeries(target.key(), subKeyColumn == null ? "" : null, period, day)) {
            log.debug("idgen: {}: series '{}' is in use in the period of {}: its table is not read", target.where(),
                    target.key(), day);
            return;
        }
        IdFormat read = target.text() ? target.format() : null;
        List<Held> held = admin.largestNumbers(target.key(), read, table, column, subKeyColumn, day);
        if (held.isEmpty()) {
            return;
        }
        Held top = held.stream().max(Comparator.comparingLong(Held::largest)).orElseThrow();
        String found = "table " + table + " already holds number " + top.largest() + " in " + column + " (the highest of "
                + "document series '" + target.key() + "'" + (top.subKey().isEmpty() ? "" : " sub-key '"
                + top.subKey() + "'") + " in the period of " + day + "), and the series has not numbered anything in "
                + "that period yet";
        String fix = "adopt the table's numbers once as the owner of idgen's tables, with the command: "
                + command(target, table, column, subKeyColumn) + " (or DocumentAdmin.on(ownerDataSource).adoptFromColumn("
                + "\"" + target.key() + "\", " + (read == null ? "null" : "IdFormat.parse(\"" + target.format() + "\")")
                + ", \"" + table + "\", \"" + column + "\", " + (subKeyColumn == null ? "null" : "\"" + subKeyColumn
                + "\"") + ")), then start again; or turn the start-up check off with " + names.check() + "=false";
        if (!mayAdopt) {
            throw new MappingException("idgen: " + target.where() + ": " + found + "; the engine's existing-rows rule "
                    + "is to refuse, so it does not start the series above them. Fix: " + fix);
        }
        DocumentAdmin.Adoption adoption;
        try {
            adoption = adopt(admin, target, read, table, column, subKeyColumn, day);
        } catch (IdGenerationException e) {
            throw new MappingException("idgen: " + target.where() + ": " + found + ", so numbering from 1 would repeat "
                    + "its numbers, and the engine's connection could not start the series above them (" + e.getMessage()
                    + "): the application's least-privilege role may not set a series' start, by design (migration "
                    + "V13). Fix: " + fix, e);
        }
        for (Adopted a : adoption.series()) {
            long next = a.last() + 1;
            log.info("idgen: {}: document series '{}'{} starts above the numbers table {} already holds in {}: highest "
                    + "{}, next {} (first use in the period of {}; {}=false turns this off)", target.where(),
                    target.key(), a.subKey().isEmpty() ? "" : " sub-key '" + a.subKey() + "'", table, column,
                    a.largest(), formatted(target, day, next), day, names.check());
        }
    }

    /**
     * Adopts; when that fails because another node created the series' row meanwhile (two nodes starting at once: the
     * second insert of the missing row is a duplicate key), once more, which then only raises the existing row.
     */
    private static DocumentAdmin.Adoption adopt(DocumentAdmin admin, Target target, IdFormat read, String table,
                                                String column, String subKeyColumn, LocalDate day) {
        try {
            return admin.adoptFromColumn(target.key(), read, table, column, subKeyColumn, day);
        } catch (IdGenerationException first) {
            if (!admin.hasSeries(target.key(), subKeyColumn == null ? "" : null, target.format().serialPeriod(), day)) {
                throw first;
            }
            try {
                return admin.adoptFromColumn(target.key(), read, table, column, subKeyColumn, day);
            } catch (IdGenerationException second) {
                second.addSuppressed(first);
                throw second;
            }
        }
    }

    /**
     * The one column a basic attribute is stored in (the mapping-model API Hibernate 6.6 and 7 share), or {@code null}
     * for an association, an embeddable, a formula.
     */
    private static BasicValuedModelPart basicColumn(EntityPersister persister, String attribute) {
        AttributeMapping mapping = persister.findAttributeMapping(attribute);
        if (mapping instanceof BasicValuedModelPart part && !part.isFormula()) {
            return part;
        }
        return null;
    }

    /** The next number as the attribute gets it: formatted for a text attribute whose format has no caller parts. */
    private static String formatted(Target target, LocalDate day, long next) {
        IdFormat f = target.format();
        if (!target.text() || !f.callerParts().isEmpty() || next > f.maxSerial()) {
            return String.valueOf(next);
        }
        IdFormat.Values values = IdFormat.values().serial(next);
        if (f.hasDate()) {
            values.date(day);
        }
        return f.format(values) + " (number " + next + ")";
    }

    private static String command(Target target, String table, String column, String subKeyColumn) {
        return "idgen documents adopt --table " + table + " --column " + column + " --key " + target.key()
                + (target.text() ? " --format '" + target.format() + "'" : "")
                + (subKeyColumn == null ? "" : " --sub-key-column " + subKeyColumn);
    }
}
