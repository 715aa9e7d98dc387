<?php

/**
 * Waiting from PHP (await.c): await() for one Completable, the await_*()
 * family for many at once, and Async\Timeout, a cancellation token that
 * fires after a delay.
 *
 * Every function here suspends only the calling coroutine (in the main
 * script, the main coroutine): the others run meanwhile. What is already
 * settled is taken at once, without suspending. A coroutine cancelled while
 * it waits gets its cancellation thrown from the call.
 *
 * Cancellation tokens: a $cancellation argument is any Completable. If it
 * settles before the wait is over, the wait ends with an
 * OperationCanceledException whose previous exception is the token's error
 * (for a Timeout, a TimeoutException); a token that has already fired makes
 * the call throw at once; when the token is also one of the awaited items,
 * the cancellation wins. A cancelled (disarmed) Timeout never fires.
 *
 * $triggers of the await_*() functions: an array, or an Iterator /
 * IteratorAggregate / generator, which is walked by a coroutine of its own
 * (in a child scope) while the caller waits, so that it may suspend and
 * each item is watched as soon as it is produced; an exception it throws
 * is thrown by the call, and if the call returns first (the first result
 * wins, a failure, the token) the walk is cancelled and has unwound when
 * the call returns. A key that is neither int, string nor null is an
 * AsyncException ("Invalid key type: must be string, long or null").
 *
 * @generate-class-entries
 */

namespace Async {

    /**
     * A token that fires a fixed time after it is first waited on, made by
     * timeout(). Passed as $cancellation it bounds how long a wait may take;
     * awaited itself (or as an item of the await_*() functions), it throws a
     * TimeoutException when it fires, or its cancellation once cancelled,
     * like a cancelled Future. The clock
     * starts at the first wait and is not restarted by later ones: a token
     * shared by several waits bounds all of them together.
     *
     * @strict-properties
     * @not-serializable
     */
    final class Timeout implements Completable
    {
        /** Timeouts are created by timeout(). */
        private function __construct() {}

        /**
         * Disarms it: it never fires, and the waits it bounds go on without
         * a limit; whoever awaits it gets $cancellation. Does nothing once
         * it has fired.
         *
         * @param AsyncCancellation|null $cancellation What awaiting it then
         *        throws; null for a new AsyncCancellation ("Timeout has been
         *        cancelled").
         */
        public function cancel(?AsyncCancellation $cancellation = null): void {}

        /** Whether it has fired or has been disarmed. */
        public function isCompleted(): bool {}

        /** Whether it has been disarmed with cancel(). */
        public function isCancelled(): bool {}
    }

    /**
     * Waits until $awaitable settles.
     *
     * @param Completable $awaitable A Coroutine, Future or Timeout.
     * @param Completable|null $cancellation A token that abandons the wait
     *        when it settles first.
     * @return mixed The result: what a coroutine returned, the value a
     *         Future was completed with.
     * @throws \Throwable The error $awaitable settled with (the exception a
     *         coroutine ended with, the error a Future failed with, the
     *         TimeoutException of a fired Timeout, the cancellation of a
     *         cancelled one).
     * @throws OperationCanceledException If $cancellation settled first.
     * @throws AsyncCancellation If the waiting coroutine is cancelled.
     * @throws \TypeError If $awaitable or $cancellation is a Completable
     *         that this runtime cannot wait for (a class of your own).
     * @throws \Error If a coroutine awaits itself.
     */
    function await(Completable $awaitable, ?Completable $cancellation = null): mixed {}

    /**
     * Waits until the first of $triggers settles, and returns its result or
     * throws its error. The others keep running.
     *
     * @param array|\Traversable $triggers Completables with int or string
     *        keys; null entries are skipped.
     * @param Awaitable|null $cancellation A Completable that abandons the
     *        wait when it settles first.
     * @return mixed The first result; null if $triggers is empty.
     * @throws \Throwable The error of the first one to settle, if it failed.
     * @throws OperationCanceledException If $cancellation settled first.
     * @throws \TypeError If an entry is not a Completable this runtime can
     *         wait for.
     * @throws AsyncException If an iterator's key is neither int, string
     *         nor null.
     */
    function await_any_or_fail(iterable $triggers, ?Awaitable $cancellation = null): mixed {}

    /**
     * Waits until one of $triggers succeeds, or all of them have failed.
     * The others keep running.
     *
     * @param array|\Traversable $triggers Completables with int or string
     *        keys; null entries are skipped.
     * @param Awaitable|null $cancellation A Completable that abandons the
     *        wait when it settles first.
     * @return array{0: mixed, 1: array<int|string, \Throwable>} [result, errors]:
     *         the first successful result (null if none succeeded) and the
     *         errors of those that failed before it, under their keys.
     * @throws OperationCanceledException If $cancellation settled first.
     * @throws \TypeError If an entry is not a Completable this runtime can
     *         wait for.
     * @throws AsyncException If an iterator's key is neither int, string
     *         nor null.
     */
    function await_first_success(iterable $triggers, ?Awaitable $cancellation = null): mixed {}

    /**
     * Waits until all of $triggers have succeeded, or until the first one
     * fails, whose error is then thrown (the others keep running).
     *
     * @param array|\Traversable $triggers Completables with int or string
     *        keys; null entries are skipped.
     * @param Awaitable|null $cancellation A Completable that abandons the
     *        wait when it settles first.
     * @param bool $preserveKeyOrder true: results in the order of $triggers;
     *        false: in the order they settled.
     * @return array<int|string, mixed> The results, under the keys of $triggers.
     * @throws \Throwable The error of the first one that failed.
     * @throws OperationCanceledException If $cancellation settled first.
     * @throws \TypeError If an entry is not a Completable this runtime can
     *         wait for.
     * @throws AsyncException If an iterator's key is neither int, string
     *         nor null.
     */
    function await_all_or_fail(iterable $triggers, ?Awaitable $cancellation = null, bool $preserveKeyOrder = true): array {}

    /**
     * Waits until every one of $triggers has settled, successfully or not.
     *
     * @param array|\Traversable $triggers Completables with int or string
     *        keys; null entries are skipped.
     * @param Awaitable|null $cancellation A Completable that abandons the
     *        wait when it settles first.
     * @param bool $preserveKeyOrder true: results in the order of $triggers;
     *        false: in the order they settled.
     * @param bool $fillNull true: a failed one also gets a null result, so
     *        that the results have every key.
     * @return array{0: array<int|string, mixed>, 1: array<int|string, \Throwable>}
     *         [results, errors], each under the keys of $triggers.
     * @throws OperationCanceledException If $cancellation settled first.
     * @throws \TypeError If an entry is not a Completable this runtime can
     *         wait for.
     * @throws AsyncException If an iterator's key is neither int, string
     *         nor null.
     */
    function await_all(iterable $triggers, ?Awaitable $cancellation = null, bool $preserveKeyOrder = true, bool $fillNull = false): array {}

    /**
     * Waits until $count of $triggers have succeeded, or until the first one
     * fails, whose error is then thrown. Returns early with fewer results if
     * everything settled before $count succeeded. The others keep running.
     *
     * @param int $count How many successes to wait for; 0 returns [] at once.
     * @param array|\Traversable $triggers Completables with int or string
     *        keys; null entries are skipped.
     * @param Awaitable|null $cancellation A Completable that abandons the
     *        wait when it settles first.
     * @param bool $preserveKeyOrder true: results in the order of $triggers;
     *        false: in the order they settled.
     * @return array<int|string, mixed> The results, under the keys of $triggers.
     * @throws \Throwable The error of the first one that failed.
     * @throws OperationCanceledException If $cancellation settled first.
     * @throws \ValueError If $count is negative.
     * @throws \TypeError If an entry is not a Completable this runtime can
     *         wait for.
     * @throws AsyncException If an iterator's key is neither int, string
     *         nor null.
     */
    function await_any_of_or_fail(int $count, iterable $triggers, ?Awaitable $cancellation = null, bool $preserveKeyOrder = true): array {}

    /**
     * Waits until $count of $triggers have succeeded, or until all of them
     * have settled. Failures do not stop the wait; they are collected. The
     * others keep running.
     *
     * @param int $count How many successes to wait for; 0 returns [[], []]
     *        at once.
     * @param array|\Traversable $triggers Completables with int or string
     *        keys; null entries are skipped.
     * @param Awaitable|null $cancellation A Completable that abandons the
     *        wait when it settles first.
     * @param bool $preserveKeyOrder true: results in the order of $triggers;
     *        false: in the order they settled.
     * @param bool $fillNull true: every key without a result gets null.
     * @return array{0: array<int|string, mixed>, 1: array<int|string, \Throwable>}
     *         [results, errors], each under the keys of $triggers.
     * @throws OperationCanceledException If $cancellation settled first.
     * @throws \ValueError If $count is negative.
     * @throws \TypeError If an entry is not a Completable this runtime can
     *         wait for.
     * @throws AsyncException If an iterator's key is neither int, string
     *         nor null.
     */
    function await_any_of(int $count, iterable $triggers, ?Awaitable $cancellation = null, bool $preserveKeyOrder = true, bool $fillNull = false): array {}

    /**
     * A Timeout token that fires $ms milliseconds after it is first waited
     * on, for use as the $cancellation of a wait:
     * await($coroutine, timeout(100)).
     *
     * @param int $ms Milliseconds, more than 0.
     * @return Timeout
     * @throws \ValueError If $ms is 0 or negative.
     */
    function timeout(int $ms): Awaitable {}
}
