package dev.idgen.jdbc.contract;

/** The contracts on an embedded PostgreSQL 16 (see {@link EmbeddedPostgresVersionContracts}). */
@ExtraPostgresTarget("16")
class EmbeddedPostgres16ContractTest extends EmbeddedPostgresVersionContracts {
}
