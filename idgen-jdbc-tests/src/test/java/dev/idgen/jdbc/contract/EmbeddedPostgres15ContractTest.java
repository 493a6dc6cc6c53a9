package dev.idgen.jdbc.contract;

/** The contracts on an embedded PostgreSQL 15 (see {@link EmbeddedPostgresVersionContracts}). */
@ExtraPostgresTarget("15")
class EmbeddedPostgres15ContractTest extends EmbeddedPostgresVersionContracts {
}
