package dev.idgen.processor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.JooqIds;
import java.lang.reflect.Method;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The processor's {@link Attribute}s are {@code @JooqIds}'s elements, by name: an error can point at each of them. */
class AttributeTest {

    @Test
    void theAttributesAreTheAnnotationsElements() {
        assertThat(Arrays.stream(Attribute.values()).map(Attribute::id))
                .containsExactlyInAnyOrderElementsOf(Arrays.stream(JooqIds.class.getDeclaredMethods()).map(Method::getName)
                        .toList());
    }
}
