<?php

/**
 * Async\iterate() (iterate.c): a concurrent foreach whose callbacks run in
 * coroutines of a child scope of the caller's scope.
 *
 * @generate-function-entries
 */

namespace Async {

    /**
     * Calls $callback($value, $key) for every element of $iterable, each
     * call in a coroutine of its own, at most $concurrency of them at once
     * (0: no limit), and returns when they have all finished. Elements are
     * taken in order; a generator may suspend while it produces them.
     *
     * A callback that returns false stops it: no new callback starts, those
     * already running finish. A callback that throws (or an iterator that
     * throws) stops it too; the exception is rethrown once the callbacks
     * still running have been cancelled ($cancelPending true) or have
     * finished ($cancelPending false). Coroutines the callbacks spawned and
     * left running are cancelled at the end when $cancelPending is true,
     * awaited otherwise. Cancelling the caller cancels every callback.
     *
     * @param array|\Traversable $iterable The elements (array, Iterator,
     *        IteratorAggregate or generator).
     * @param callable $callback fn(mixed $value, mixed $key): mixed; false
     *        stops the iteration.
     * @param int $concurrency Most callbacks running at once; 0 for no
     *        limit.
     * @param bool $cancelPending Cancel (true) or await (false) what is
     *        still running when the iteration stops on an exception or
     *        ends.
     * @throws \ValueError If $concurrency is negative.
     * @throws \Throwable The first exception of a callback or the iterator.
     */
    function iterate(iterable $iterable, callable $callback, int $concurrency = 0, bool $cancelPending = true): void {}
}
