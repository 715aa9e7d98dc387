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
        /** A pending state; its creation location is recorded. */
        public function __construct() {}

        /**
         * Settles it with a result: its Futures' awaiters receive $result.
         *
         * @param T $result The value.
         * @throws AsyncException If it is already settled ("FutureState is
         *         already completed at FILE:LINE", where it was settled).
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

        /**
         * Neither "Future was never used" nor "Unhandled exception in
         * Future" is reported for it (nor for its Futures).
         */
        public function ignore(): void {}

        /**
         * What it is, for debugging: one string, "FutureState(pending)" or
         * "FutureState(completed)".
         *
         * @return array<int, string>
         */
        public function getAwaitingInfo(): array {}

        /**
         * Where it was created.
         *
         * @return array{0: ?string, 1: int} [file, line]; [null, 0] if no
         *         PHP code was running.
         */
        public function getCreatedFileAndLine(): array {}

        /** Where it was created, "file:line", or "unknown". */
        public function getCreatedLocation(): string {}

        /**
         * Where it was settled.
         *
         * @return array{0: ?string, 1: int} [file, line]; [null, 0] while
         *         it is pending.
         */
        public function getCompletedFileAndLine(): array {}

        /** Where it was settled, "file:line", or "unknown" while pending. */
        public function getCompletedLocation(): string {}
    }

    /**
     * The readable side of a FutureState: a value that will be there later.
     * await() (or Future::await()) returns the value it was completed with,
     * or throws the error it failed with; once settled, it answers at once.
     * Several Futures may read one state.
     *
     * A Future must be used: one that is destroyed without having been
     * awaited, mapped, caught, finally'd, cancelled or ignored triggers the
     * warning "Future was never used", and an error nobody observed triggers
     * "Unhandled exception in Future".
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

        /** Whether it failed with an AsyncCancellation (cancel() does that). */
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
         * Says that its outcome will not be used: neither "never used" nor
         * "unhandled exception" is reported for it.
         *
         * @return Future<T> $this.
         */
        public function ignore(): Future {}

        /**
         * A Future of $map's return value, called with this one's value
         * once it completes. Callbacks run in a coroutine of the runtime,
         * never inline, and may suspend. If this one fails, the new one
         * fails with the same error and $map is not called; if $map
         * throws, the new one fails with that.
         *
         * @template R
         * @param callable $map fn(T $value): R
         * @return Future<R>
         */
        public function map(callable $map): Future {}

        /**
         * A Future of $catch's return value, called with this one's error
         * once it fails (in a coroutine, like map()). If this one completes, the new one
         * completes with the same value; if $catch throws, the new one fails
         * with that.
         *
         * @template R
         * @param callable $catch fn(\Throwable $error): R
         * @return Future<T|R>
         */
        public function catch(callable $catch): Future {}

        /**
         * A Future with this one's outcome, settled after $finally() (no
         * arguments) has run, whatever the outcome. If $finally throws, the
         * new one fails with that instead.
         *
         * @param callable $finally fn(): void
         * @return Future<T>
         */
        public function finally(callable $finally): Future {}

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

        /**
         * What its state is, for debugging: one string,
         * "FutureState(pending)" or "FutureState(completed)".
         *
         * @return array<int, string>
         */
        public function getAwaitingInfo(): array {}

        /**
         * Where its state was created.
         *
         * @return array{0: ?string, 1: int} [file, line]
         */
        public function getCreatedFileAndLine(): array {}

        /** Where its state was created, "file:line", or "unknown". */
        public function getCreatedLocation(): string {}

        /**
         * Where its state was settled.
         *
         * @return array{0: ?string, 1: int} [file, line]; [null, 0] while
         *         it is pending.
         */
        public function getCompletedFileAndLine(): array {}

        /** Where its state was settled, "file:line", or "unknown". */
        public function getCompletedLocation(): string {}
    }
}
