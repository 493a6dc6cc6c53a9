package dev.idgen.jdbc.admin;

import java.time.Instant;

/**
 * The snowflake layout recorded for a namespace in {@code idgen_snowflake_namespace}: every id of the
 * namespace is composed with these bits and this epoch, and carries a timestamp after
 * {@code notBefore}. Recorded by the first engine that leases a worker id in the namespace; changed
 * only by {@link WorkerAdmin#changeLayout}.
 *
 * @param notBefore no id of the namespace carries this instant or an earlier one ({@link Instant#EPOCH}
 *                  until a layout change)
 * @param changes   how many deliberate layout changes the namespace has had
 */
public record NamespaceLayout(String namespace, int timestampBits, int datacenterBits, int workerBits,
                              int sequenceBits, Instant epoch, Instant notBefore, int changes) {

    /** As a user writes it: {@code 41/0/10/12 (timestamp/datacenter/worker/sequence bits), epoch 2025-01-01T00:00:00Z}. */
    public String describe() {
        return timestampBits + "/" + datacenterBits + "/" + workerBits + "/" + sequenceBits
                + " (timestamp/datacenter/worker/sequence bits), epoch " + epoch;
    }
}
