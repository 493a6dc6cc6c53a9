/** The jOOQ helper annotation processor. Empty until its issue lands; the module builds so the reactor is whole. */
package dev.idgen.processor;
