package dev.idgen.jdbc.contract;

/** The contracts on an embedded PostgreSQL 18 (see {@link EmbeddedPostgresVersionContracts}). */
@ExtraPostgresTarget("18")
class EmbeddedPostgres18ContractTest extends EmbeddedPostgresVersionContracts {
}
