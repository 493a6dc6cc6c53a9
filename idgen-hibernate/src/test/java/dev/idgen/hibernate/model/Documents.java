package dev.idgen.hibernate.model;

import dev.idgen.hibernate.DocumentNumber;
import dev.idgen.hibernate.IdGen;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** Documents with gap-free numbers: a yearly invoice number, a receipt number per shop. */
public final class Documents {

    private Documents() {
    }

    /** A yearly invoice number, F2026-000001, next to an idgen id. */
    @Entity(name = "SalesInvoice")
    @Table(name = "sales_invoice")
    public static class SalesInvoice {
        @Id
        @IdGen(key = "sales-invoice-id")
        Long id;

        @DocumentNumber(key = "invoice", format = "F{date:yyyy}-{serial:6}")
        @Column(length = 12, unique = true)
        String number;

        long cents;

        protected SalesInvoice() {
        }

        public SalesInvoice(long cents) {
            this.cents = cents;
        }

        public String getNumber() {
            return number;
        }
    }

    /** A receipt number per shop (the shop attribute names the sub-series), the number alone. */
    @Entity(name = "ShopReceipt")
    @Table(name = "shop_receipt")
    public static class ShopReceipt {
        @Id
        @IdGen(key = "shop-receipt-id")
        Long id;

        @Column(length = 20, nullable = false)
        String shop;

        @DocumentNumber(key = "receipt", format = "{serial:9}", subKeyFrom = "shop")
        long receiptNo;

        protected ShopReceipt() {
        }

        public ShopReceipt(String shop) {
            this.shop = shop;
        }

        public long getReceiptNo() {
            return receiptNo;
        }
    }
}
