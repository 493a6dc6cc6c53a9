/**
 * idgen's annotation processor: reads {@code @JooqIds} declarations and writes the jOOQ helpers. Exports nothing;
 * javac finds the processor as a service (on the processor path through {@code META-INF/services}, on the processor
 * module path through {@code provides}).
 */
module dev.idgen.processor {
    requires dev.idgen.api;
    requires java.compiler;
    requires jdk.compiler; // com.sun.source: the trees of annotation values, for errors on the exact value
    requires com.palantir.javapoet;

    provides javax.annotation.processing.Processor with dev.idgen.processor.JooqIdsProcessor;
}
