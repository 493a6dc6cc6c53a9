package dev.idgen.hibernate.model;

import dev.idgen.Strategy;
import dev.idgen.hibernate.IdGen;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** Ids of existing schemas and business numbers: Integer and int counters, formatted String ids. */
public final class BusinessIds {

    private BusinessIds() {
    }

    /** A formatted business number as the id: INV + day + 6-digit serial of the day. */
    @Entity(name = "InvoiceDoc")
    @Table(name = "invoice_doc")
    public static class InvoiceDoc {
        @Id
        @IdGen(key = "invoice-no", format = "INV{date:yyyyMMdd}{serial:6}")
        @Column(length = 17)
        String number;

        @Column(length = 40)
        String customer;

        protected InvoiceDoc() {
        }

        public InvoiceDoc(String customer) {
            this.customer = customer;
        }

        public String getNumber() {
            return number;
        }
    }

    /** An Integer id, as many existing schemas have (INT identity columns). */
    @Entity(name = "LegacyCustomer")
    @Table(name = "legacy_customer")
    public static class LegacyCustomer {
        @Id
        @IdGen(key = "legacy.customer")
        Integer id;

        @Column(length = 40)
        String name;

        protected LegacyCustomer() {
        }

        public LegacyCustomer(String name) {
            this.name = name;
        }

        public Integer getId() {
            return id;
        }
    }

    /** A primitive int id from a slow-ordered key. */
    @Entity(name = "LegacyRoom")
    @Table(name = "legacy_room")
    public static class LegacyRoom {
        @Id
        @IdGen(strategy = Strategy.SLOW_ORDERED, key = "legacy.room")
        int id;

        @Column(length = 40)
        String title;

        protected LegacyRoom() {
        }

        public LegacyRoom(String title) {
            this.title = title;
        }

        public int getId() {
            return id;
        }
    }
}
