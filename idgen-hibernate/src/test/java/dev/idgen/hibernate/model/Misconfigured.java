package dev.idgen.hibernate.model;

import dev.idgen.Strategy;
import dev.idgen.hibernate.IdGen;
import dev.idgen.hibernate.IdGenGenerator;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import java.util.UUID;
import org.hibernate.annotations.GenericGenerator;
import org.hibernate.annotations.Parameter;

/** Entities that must fail the SessionFactory build, one mistake each. */
public final class Misconfigured {

    private Misconfigured() {
    }

    /** String ids need a format. */
    @Entity(name = "StringIdEntity")
    public static class StringId {
        @Id
        @IdGen(key = "string.ids")
        String code;
    }

    /** A UUID cannot hold a 64-bit id (legacy syntax). */
    @Entity(name = "UuidIdEntity")
    public static class UuidId {
        @Id
        @GeneratedValue(generator = "uuid")
        @GenericGenerator(name = "uuid", type = IdGenGenerator.class, parameters = @Parameter(name = "key", value = "uuid"))
        UUID uuid;
    }

    /** A Short is too narrow. */
    @Entity(name = "ShortIdEntity")
    public static class ShortId {
        @Id
        @IdGen(key = "shorts")
        Short number;
    }

    /** Snowflake ids never fit an Integer. */
    @Entity(name = "SnowflakeIntEntity")
    public static class SnowflakeInt {
        @Id
        @IdGen(strategy = dev.idgen.Strategy.SNOWFLAKE)
        Integer number;
    }

    /** A format makes String ids; a Long cannot hold them. */
    @Entity(name = "FormattedLongEntity")
    public static class FormattedLong {
        @Id
        @IdGen(key = "order-no", format = "ORD{date:yyyyMMdd}{serial:6}")
        Long id;
    }

    /** A format whose worker part the caller must give. */
    @Entity(name = "FormatWithWorkerEntity")
    public static class FormatWithWorker {
        @Id
        @IdGen(key = "order-no", format = "ORD{worker:2}{serial:6}")
        String id;
    }

    /** A format that does not parse. */
    @Entity(name = "BadFormatEntity")
    public static class BadFormat {
        @Id
        @IdGen(key = "order-no", format = "ORD{serial:0}")
        String id;
    }

    /** A format whose numbers would repeat every year: the date has no year. */
    @Entity(name = "RepeatingFormatEntity")
    public static class RepeatingFormat {
        @Id
        @IdGen(key = "invoice-no", format = "INV{date:MMdd}{serial:6}")
        String number;
    }

    /** A format with slow-ordered. */
    @Entity(name = "FormatWithStrategyEntity")
    public static class FormatWithStrategy {
        @Id
        @IdGen(key = "order-no", strategy = dev.idgen.Strategy.SLOW_ORDERED, format = "ORD{serial:6}")
        String id;
    }

    /** A typo in the strategy name. */
    @Entity(name = "TypoStrategyEntity")
    public static class TypoStrategy {
        @Id
        @GeneratedValue(generator = "typo")
        @GenericGenerator(name = "typo", type = IdGenGenerator.class, parameters = {
                @Parameter(name = "key", value = "typo"),
                @Parameter(name = "strategy", value = "segmnt")})
        Long id;
    }

    /** Daily serials (strictly increasing ones too) restart every day: not ids. */
    @Entity(name = "StrictDailyEntity")
    public static class StrictDaily {
        @Id
        @IdGen(key = "receipt", custom = "strict_daily")
        Long id;
    }

    /** A key that breaks the key rule. */
    @Entity(name = "BadKeyEntity")
    public static class BadKey {
        @Id
        @IdGen(key = "has space")
        Long id;
    }

    /** No key, and the entity name cannot be one (non-ASCII letter). */
    @Entity(name = "Commande_é")
    public static class NoDefaultKey {
        @Id
        @IdGen
        Long id;
    }

    /** A key on snowflake would have no effect. */
    @Entity(name = "SnowflakeWithKeyEntity")
    public static class SnowflakeWithKey {
        @Id
        @IdGen(strategy = Strategy.SNOWFLAKE, key = "flakes")
        Long id;
    }

    /** A namespace on segment would have no effect (legacy syntax). */
    @Entity(name = "SegmentWithNamespaceEntity")
    public static class SegmentWithNamespace {
        @Id
        @GeneratedValue(generator = "ns")
        @GenericGenerator(name = "ns", type = IdGenGenerator.class, parameters = {
                @Parameter(name = "key", value = "ns"),
                @Parameter(name = "namespace", value = "audit")})
        Long id;
    }

    /** A sub-key on segment would have no effect. */
    @Entity(name = "SegmentWithSubKeyEntity")
    public static class SegmentWithSubKey {
        @Id
        @IdGen(key = "chat", subKey = "room-1")
        Long id;
    }

    /** A sub-key on snowflake would have no effect (legacy syntax). */
    @Entity(name = "SnowflakeWithSubKeyEntity")
    public static class SnowflakeWithSubKey {
        @Id
        @GeneratedValue(generator = "flake")
        @GenericGenerator(name = "flake", type = IdGenGenerator.class, parameters = {
                @Parameter(name = "strategy", value = "snowflake"),
                @Parameter(name = "sub_key", value = "eu")})
        Long id;
    }

    /** A sub-key that breaks the key rule. */
    @Entity(name = "BadSubKeyEntity")
    public static class BadSubKey {
        @Id
        @IdGen(strategy = Strategy.SLOW_ORDERED, key = "chat", subKey = "room 42")
        Long id;
    }

    /** An empty sub_key parameter is a value that breaks the rule, not "use the default" (legacy syntax). */
    @Entity(name = "EmptySubKeyEntity")
    public static class EmptySubKey {
        @Id
        @GeneratedValue(generator = "empty")
        @GenericGenerator(name = "empty", type = IdGenGenerator.class, parameters = {
                @Parameter(name = "strategy", value = "slow-ordered"),
                @Parameter(name = "key", value = "chat"),
                @Parameter(name = "sub_key", value = "")})
        Long id;
    }

    /** A key that a strict engine does not know. */
    @Entity(name = "UnregisteredKeyEntity")
    public static class UnregisteredKey {
        @Id
        @IdGen(key = "not.registered")
        Long id;
    }
}
