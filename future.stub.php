<?php

/**
 * Async\FutureState, the writable side of a future, and Async\Future, its
 * readable side (future.c). signal() returns a Future too.
 *
 * @generate-class-entries
 */

namespace Async {

    /**
     * The writable side of a Future: whoever produces the value holds the
     * state and settles it once, with complete() or error(); the consumers
     * hold `new Future($state)` and await it.
     *
     * @template T
     * @strict-properties
     * @not-serializable
     */
    final class FutureState
    {
        /** A pending state. */
        public function __construct() {}

        /**
         * Settles it with a result: its Futures' awaiters receive $result.
         *
         * @param T $result The value.
         * @throws AsyncException If it is already settled.
         */
        public function complete(mixed $result): void {}

        /**
         * Settles it with an error: its Futures' awaiters receive $throwable
         * as an exception.
         *
         * @param \Throwable $throwable The error.
         * @throws AsyncException If it is already settled.
         */
        public function error(\Throwable $throwable): void {}

        /** Whether it has been settled (completed, failed or cancelled). */
        public function isCompleted(): bool {}
    }

    /**
     * The readable side of a FutureState: a value that will be there later.
     * await() (or Future::await()) returns the value it was completed with,
     * or throws the error it failed with; once settled, it answers at once.
     * Several Futures may read one state.
     *
     * @template-covariant T
     * @strict-properties
     * @not-serializable
     */
    final class Future implements Completable
    {
        /**
         * A Future already completed with $value.
         *
         * @template V
         * @param V $value The value.
         * @return Future<V>
         */
        public static function completed(mixed $value = null): Future {}

        /**
         * A Future already failed with $throwable.
         *
         * @param \Throwable $throwable The error.
         * @return Future<never>
         */
        public static function failed(\Throwable $throwable): Future {}

        /**
         * A Future that reads $state.
         *
         * @param FutureState $state The state (a FutureState<T>).
         */
        public function __construct(FutureState $state) {}

        /** Whether its state has been settled (completed, failed or cancelled). */
        public function isCompleted(): bool {}

        /** Whether it was settled by cancel(). */
        public function isCancelled(): bool {}

        /**
         * Fails its state with a cancellation, for every reader, unless it
         * has already been settled (then nothing happens).
         *
         * @param AsyncCancellation|null $cancellation The error awaiters
         *        receive; null for a new AsyncCancellation("Future has been
         *        cancelled").
         */
        public function cancel(?AsyncCancellation $cancellation = null): void {}

        /**
         * Says that its outcome will not be used. This runtime does not
         * report unobserved Futures, so nothing else changes.
         *
         * @return Future<T> $this.
         */
        public function ignore(): Future {}

        /**
         * Waits until it settles: the same as await($this, $cancellation).
         *
         * @param Completable|null $cancellation A token that abandons the
         *        wait when it settles first.
         * @return T The value it was completed with.
         * @throws \Throwable The error it failed with.
         * @throws OperationCanceledException If $cancellation settled first.
         */
        public function await(?Completable $cancellation = null): mixed {}
    }
}
