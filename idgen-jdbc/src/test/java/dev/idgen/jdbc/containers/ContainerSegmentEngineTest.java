package dev.idgen.jdbc.containers;

import dev.idgen.jdbc.ContractAccess;

/** The segment contract, seen from the containers' package. */
abstract class ContainerSegmentEngineTest extends ContractAccess.SegmentContract {
}
