package dev.idgen.jdbc.contract;

/** The contracts on an embedded PostgreSQL 14 (see {@link EmbeddedPostgresVersionContracts}). */
@ExtraPostgresTarget("14")
class EmbeddedPostgres14ContractTest extends EmbeddedPostgresVersionContracts {
}
