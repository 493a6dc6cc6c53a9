package dev.idgen.spi;

/**
 * One call to a generator, as plugins see it.
 *
 * @param generator the generator's name, e.g. {@code segment:order}
 * @param count     ids asked for (1 for {@code nextId()})
 */
public record IdCall(String generator, int count) {
}
