package dev.idgen.examples.docs;

import dev.idgen.Strategy;
import dev.idgen.hibernate.DocumentNumber;
import dev.idgen.hibernate.IdGen;
import dev.idgen.hibernate.IdGenGenerator;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import org.hibernate.annotations.GenericGenerator;
import org.hibernate.annotations.Parameter;

/**
 * The Hibernate snippets of README.md and docs/hibernate.md, as regions ({@code // tag::name[]}) that
 * {@code DocsSnippetsTest} holds the docs to; compiled with this module's tests against Hibernate 7. Outside the
 * example application's package, so its entity scan does not map them.
 */
@SuppressWarnings({"unused", "deprecation"}) // @GenericGenerator: the style the docs show is deprecated in Hibernate 7
final class HibernateSnippets {

    private HibernateSnippets() {
    }

    static final class Readme {
        // tag::readme-hibernate[]
        @Entity class PurchaseOrder {
            @Id @IdGen(key = "order")                     // segment, the default strategy; no @GeneratedValue
            Long id;
        }
        @Entity class ChatMessage {
            @Id @IdGen(strategy = Strategy.SNOWFLAKE)     // or SLOW_ORDERED for strictly increasing ids
            long id;
        }
        @Entity class Invoice {
            @Id @IdGen(key = "invoice-no", format = "INV{date:yyyyMMdd}{serial:6}")
            String number;                                 // business numbers, restarting daily
        }
        // end::readme-hibernate[]
    }

    static final class Guide {
        // tag::hibernate-entities[]
        @Entity class PurchaseOrder {
            @Id @IdGen(key = "order")                    // segment (the default strategy); no @GeneratedValue
            Long id;
        }
        @Entity class ChatMessage {
            @Id @IdGen(strategy = Strategy.SNOWFLAKE)    // namespace "default"; or namespace = "chat"
            long id;
        }
        // the style many codebases already have (@GenericGenerator is deprecated in Hibernate 7 but works)
        @Entity class Shipment {
            @Id @GeneratedValue(generator = "order")
            @GenericGenerator(name = "order", type = IdGenGenerator.class,
                parameters = { @Parameter(name = "key", value = "order"),
                               @Parameter(name = "strategy", value = "segment") })
            Long id;
        }
        // end::hibernate-entities[]
    }

    static final class Documents {
        // tag::hibernate-document-number[]
        @Entity class Invoice {
            @Id @IdGen(key = "invoice-id")
            Long id;
            @DocumentNumber(key = "invoice", format = "F{date:yyyy}-{serial:6}")   // taken at flush, in the transaction
            String number;
            String shop;
            @DocumentNumber(key = "receipt", format = "{serial:9}", subKeyFrom = "shop")   // the number alone, per shop
            long receiptNo;
        }
        // end::hibernate-document-number[]
    }
}
