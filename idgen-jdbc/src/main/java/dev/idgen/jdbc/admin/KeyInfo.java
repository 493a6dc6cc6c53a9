package dev.idgen.jdbc.admin;

import java.time.Instant;

/**
 * A segment key as stored in {@code idgen_segment}.
 *
 * @param nextId      the first id of the next range any node reserves ({@code max_id})
 * @param step        the key's own step (the first range an engine reserves; later ones follow the rate)
 * @param minStep     lower bound of the dynamic step, or {@code null} for the engine's
 * @param maxStep     upper bound of the dynamic step, or {@code null} for the engine's
 */
public record KeyInfo(String key, long nextId, int step, Integer minStep, Integer maxStep, String description,
                      Instant createdAt, Instant updatedAt) {
}
