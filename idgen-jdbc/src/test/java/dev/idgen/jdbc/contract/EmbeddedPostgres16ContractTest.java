package dev.idgen.jdbc.contract;

/** Every contract on an embedded PostgreSQL 16 (see {@link EmbeddedPostgresVersionContracts}). */
@EmbeddedPostgresVersion(16)
class EmbeddedPostgres16ContractTest extends EmbeddedPostgresVersionContracts {
}
