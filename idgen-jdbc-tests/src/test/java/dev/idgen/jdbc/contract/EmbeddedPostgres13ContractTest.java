package dev.idgen.jdbc.contract;

/** The contracts on an embedded PostgreSQL 13 (see {@link EmbeddedPostgresVersionContracts}). */
@ExtraPostgresTarget("13")
class EmbeddedPostgres13ContractTest extends EmbeddedPostgresVersionContracts {
}
