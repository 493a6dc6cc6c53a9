/** The Hibernate ORM generator. Empty until its issue lands; the module builds so the reactor is whole. */
package dev.idgen.hibernate;
