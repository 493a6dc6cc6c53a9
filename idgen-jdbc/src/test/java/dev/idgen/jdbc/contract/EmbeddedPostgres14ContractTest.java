package dev.idgen.jdbc.contract;

/** Every contract on an embedded PostgreSQL 14 (see {@link EmbeddedPostgresVersionContracts}). */
@EmbeddedPostgresVersion(14)
class EmbeddedPostgres14ContractTest extends EmbeddedPostgresVersionContracts {
}
