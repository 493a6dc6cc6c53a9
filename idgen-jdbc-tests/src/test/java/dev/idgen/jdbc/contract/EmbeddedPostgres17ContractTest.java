package dev.idgen.jdbc.contract;

/** The contracts on an embedded PostgreSQL 17 (see {@link EmbeddedPostgresVersionContracts}). */
@ExtraPostgresTarget("17")
class EmbeddedPostgres17ContractTest extends EmbeddedPostgresVersionContracts {
}
