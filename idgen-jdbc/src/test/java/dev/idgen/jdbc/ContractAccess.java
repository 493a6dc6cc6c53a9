package dev.idgen.jdbc;

/** Opens the package-private contract test classes to subclasses in other test packages. */
public final class ContractAccess {

    private ContractAccess() {
    }

    /** {@link AbstractSegmentEngineTest}, public for the Testcontainers subclasses. */
    public abstract static class SegmentContract extends AbstractSegmentEngineTest {
    }
}
