package dev.idgen.jdbc.internal;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Calls that share one round trip. Written by the sealing thread before its statement, which
 * publishes {@link #size} and {@link #sealedNanos} to it. A part of {@link OrderedAllocator}: its class comment
 * says how batches are joined, sealed, sent and finished.
 */
final class Batch {
    /** Set in {@link #claimed} by the seal. Late joiners add to it and stay negative (far from 2^63). */
    static final long SEALED = Long.MIN_VALUE;

    final AtomicLong claimed = new AtomicLong();
    final CompletableFuture<Long> first = new CompletableFuture<>();
    long size;
    volatile long sealedNanos;
    volatile long roundTripStartedNanos; // 0 when its statement is not talking to the database
    int attempts; // touched only by the thread running its round trip (one attempt at a time)
    /** The call that found the batch empty, once it has published itself; it seals and sends the batch. */
    volatile Thread leader;
    /** The leader gave up before it sealed (bound, interrupt, close): a finisher sends the batch instead. */
    volatile boolean leaderLeft;

    long waitingIds() {
        long c = claimed.get();
        return c < 0 ? 0 : c;
    }
}
