package dev.idgen.jdbc.internal;

/**
 * A worker id leased to this node.
 *
 * @param workerId      the worker id
 * @param promisedUntil the previous holder's promise (ms since 1970): no id of this worker has a
 *                      later timestamp; 0 for a worker id never used before
 * @param previousOwner who held it before, for logs ({@code null} when new)
 */
record WorkerGrant(int workerId, long promisedUntil, String previousOwner) {
}
