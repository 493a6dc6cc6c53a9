package dev.idgen.jdbc.contract;

/** Every contract on an embedded PostgreSQL 17 (see {@link EmbeddedPostgresVersionContracts}). */
@EmbeddedPostgresVersion(17)
class EmbeddedPostgres17ContractTest extends EmbeddedPostgresVersionContracts {
}
