/**
 * Hibernate ORM 6.6 / 7.x integration: ids from idgen for {@code long}/{@code Long} entity ids.
 *
 * <ul>
 *   <li>{@link dev.idgen.hibernate.IdGen}: the annotation ({@code @Id @IdGen(key = "order")}).</li>
 *   <li>{@link dev.idgen.hibernate.IdGenGenerator}: the generator, also usable as
 *       {@code @GenericGenerator(type = IdGenGenerator.class, parameters = ...)}.</li>
 *   <li>{@link dev.idgen.hibernate.IdGenSettings}: the {@code idgen.*} configuration properties.</li>
 *   <li>{@link dev.idgen.hibernate.IdGenHibernate}: the engine a SessionFactory uses.</li>
 * </ul>
 * Nothing needs registering: the jar's service files hook idgen into every SessionFactory that is
 * built while it is on the class path. {@code dev.idgen.hibernate.internal} is not API.
 */
package dev.idgen.hibernate;
