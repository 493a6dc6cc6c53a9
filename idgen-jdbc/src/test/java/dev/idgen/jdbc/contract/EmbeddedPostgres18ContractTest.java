package dev.idgen.jdbc.contract;

/** Every contract on an embedded PostgreSQL 18 (see {@link EmbeddedPostgresVersionContracts}). */
@EmbeddedPostgresVersion(18)
class EmbeddedPostgres18ContractTest extends EmbeddedPostgresVersionContracts {
}
