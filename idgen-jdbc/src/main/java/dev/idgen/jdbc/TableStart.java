package dev.idgen.jdbc;

/**
 * What {@link IdGenEngine#startAbove} found and did for one key and the table it fills.
 *
 * @param what   the key as messages name it ({@code segment key 'order'}, with its sub-key)
 * @param column the id column: its type, the largest value the type holds, and {@code MAX} of the table
 *               before any move
 * @param nextId the key's next id after the check: above every id the table held
 * @param moved  whether the key was moved (only then is "started above"/"moved above" logged)
 */
public record TableStart(String what, IdColumn column, long nextId, boolean moved) {
}
