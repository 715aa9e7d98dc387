<?php

/**
 * The exceptions of the runtime (exceptions.c). Cancellations extend
 * \Cancellation (cancellation.stub.php), so `catch (\Exception $e)` never
 * swallows one; everything else extends \Exception, except DeadlockError.
 *
 * @generate-class-entries
 */

namespace Async {

    /**
     * The cancellation of a coroutine or a scope: thrown inside a coroutine at
     * its suspension point when it is cancelled (Coroutine::cancel(),
     * Scope::cancel(), Scope::dispose(), graceful_shutdown()). A coroutine
     * that lets it escape ends quietly, as cancelled; it is never reported as
     * an unhandled error. Extend it to pass a cancellation of your own to
     * the cancel() methods.
     */
    class AsyncCancellation extends \Cancellation {}

    /**
     * A wait was abandoned because its cancellation token settled first (see
     * await()); getPrevious() is the token's error, for a Timeout a
     * TimeoutException. Also how a Future from signal() fails when its token
     * settles before the signal arrives.
     */
    class OperationCanceledException extends AsyncCancellation {}

    /**
     * A misuse of the runtime or a resource it cannot get: spawning in a
     * closed scope, completing a FutureState twice, no stack left for a new
     * coroutine, a signal that cannot be watched, and the like.
     */
    class AsyncException extends \Exception {}

    /**
     * An asynchronous I/O operation failed (a read, a write, a descriptor that
     * cannot be used asynchronously, a path that cannot be watched); the
     * message names the operation and the system's reason.
     */
    class InputOutputException extends \Exception {}

    /**
     * An asynchronous DNS lookup (getaddrinfo, getnameinfo) failed, as
     * reported through the async ABI by code that resolves names. The
     * cooperative gethostbyname() family does not throw it: it fails as
     * PHP's own functions do.
     */
    class DnsException extends \Exception {}

    /**
     * A Timeout fired: thrown by awaiting the Timeout itself, and the
     * previous exception of the OperationCanceledException that a Timeout
     * used as a cancellation token causes.
     */
    class TimeoutException extends \Exception {}

    /** Waiting for a descriptor to become readable or writable failed. */
    class PollException extends \Exception {}

    /**
     * Coroutines wait, but nothing is left that could wake them: nothing is
     * queued and the event loop has no timer, I/O or signal pending. The
     * message names each waiting coroutine and where it waits. The main
     * script receives it (and may catch it); the other waiting coroutines
     * are cancelled so that their finally blocks run.
     */
    class DeadlockError extends \Error {}

    /**
     * Several exceptions at once, for instance from several finally handlers
     * of one coroutine (Coroutine::finally()).
     */
    final class CompositeException extends \Exception
    {
        /** @var array<int, \Throwable> */
        private array $exceptions = [];

        /**
         * Appends an exception to the collection.
         *
         * @param \Throwable $exception The exception to add.
         */
        public function addException(\Throwable $exception): void {}

        /**
         * The collected exceptions, in the order they were added.
         *
         * @return array<int, \Throwable>
         */
        public function getExceptions(): array {}
    }
}
