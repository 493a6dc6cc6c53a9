/**
 * Ids for people: fixed-length formatted ids ({@link dev.idgen.format.IdFormat}), a keyed
 * reversible permutation that hides order and volume ({@link dev.idgen.format.FeistelObfuscator})
 * and a short, case-insensitive text form ({@link dev.idgen.format.CrockfordBase32}).
 */
package dev.idgen.format;
