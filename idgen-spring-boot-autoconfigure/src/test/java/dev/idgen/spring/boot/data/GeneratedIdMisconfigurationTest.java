package dev.idgen.spring.boot.data;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.GeneratedId;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.Strategy;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.RelationalMappingContext;
import org.springframework.data.relational.core.sql.IdentifierProcessing;

/**
 * A {@code @GeneratedId} idgen cannot serve fails the start (the callback's check of every aggregate the
 * mapping context knows), naming the class and the field and the fix — before any id is asked for and
 * without a database (the engine is never touched).
 */
class GeneratedIdMisconfigurationTest {

    record StringWithoutFormat(@Id @GeneratedId(key = "x") String id) { }

    record SnowflakeInInteger(@Id @GeneratedId(strategy = Strategy.SNOWFLAKE) Integer id) { }

    record BadKey(@Id @GeneratedId(key = "order number") Long id) { }

    record ShortId(@Id @GeneratedId(key = "u") Short id) { }

    record FormatOnLong(@Id @GeneratedId(key = "f", format = "F{serial:4}") Long id) { }

    record FormatWithSlowOrdered(@Id @GeneratedId(key = "f", strategy = Strategy.SLOW_ORDERED, format = "F{serial:4}")
                                 String id) { }

    record FormatWithCallerPart(@Id @GeneratedId(key = "f", format = "F{part:shop:2}{serial:4}") String id) { }

    record NotOnTheId(@Id Long id, @GeneratedId(key = "n") Long other) { }

    @Test
    void everyMisconfigurationFailsTheStartNamingTheClassAndField() {
        refused(StringWithoutFormat.class, "StringWithoutFormat.id", "a String id needs a format");
        refused(SnowflakeInInteger.class, "SnowflakeInInteger.id", "snowflake ids need 63 bits");
        refused(BadKey.class, "BadKey.id", "'order number'");
        refused(ShortId.class, "ShortId.id", "not java.lang.Short");
        refused(FormatOnLong.class, "FormatOnLong.id", "a format needs a String field");
        refused(FormatWithSlowOrdered.class, "FormatWithSlowOrdered.id", "not slow-ordered");
        refused(FormatWithCallerPart.class, "FormatWithCallerPart.id", "from the caller");
        refused(NotOnTheId.class, "NotOnTheId.other", "belongs on the aggregate's @Id field");
    }

    private static void refused(Class<?> aggregate, String field, String why) {
        RelationalMappingContext mapping = new RelationalMappingContext();
        mapping.setInitialEntitySet(Set.of(aggregate));
        mapping.afterPropertiesSet();
        IdGenBeforeConvertCallback callback = new IdGenBeforeConvertCallback(() -> {
            throw new AssertionError("the engine is not needed to check the aggregates");
        }, () -> mapping, () -> IdentifierProcessing.ANSI);
        assertThatThrownBy(callback::afterSingletonsInstantiated).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("@GeneratedId on " + aggregate.getName().replace(aggregate.getSimpleName(), "")
                        + field).hasMessageContaining(why);
    }

}
