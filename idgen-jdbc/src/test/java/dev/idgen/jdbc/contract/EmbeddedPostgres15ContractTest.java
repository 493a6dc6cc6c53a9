package dev.idgen.jdbc.contract;

/** Every contract on an embedded PostgreSQL 15 (see {@link EmbeddedPostgresVersionContracts}). */
@EmbeddedPostgresVersion(15)
class EmbeddedPostgres15ContractTest extends EmbeddedPostgresVersionContracts {
}
