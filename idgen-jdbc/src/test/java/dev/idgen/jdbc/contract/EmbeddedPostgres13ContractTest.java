package dev.idgen.jdbc.contract;

/** Every contract on an embedded PostgreSQL 13 (see {@link EmbeddedPostgresVersionContracts}). */
@EmbeddedPostgresVersion(13)
class EmbeddedPostgres13ContractTest extends EmbeddedPostgresVersionContracts {
}
