<?php

/**
 * Async\TaskSet: a TaskGroup whose entries are removed once their outcome
 * has been handed out (task_set.c; the machinery is task_group.c's).
 *
 * @generate-class-entries
 */

namespace Async;

/**
 * Like TaskGroup, but each outcome is handed out once: joinNext(),
 * joinAny(), joinAll() and foreach remove the entries they deliver, so a
 * long-lived set does not grow with the tasks it has run.
 *
 * @strict-properties
 * @not-serializable
 */
final class TaskSet implements Awaitable, \Countable, \IteratorAggregate
{
    /**
     * @param int|null $concurrency At most this many tasks run at once;
     *        null or 0: no limit.
     * @param int|null $queueLimit At most this many tasks wait for a slot;
     *        null: twice $concurrency; 0: unbounded.
     * @param Scope|null $scope The parent of the set's own scope (null: the
     *        current scope).
     * @throws \ValueError when a limit is negative.
     */
    public function __construct(?int $concurrency = null, ?int $queueLimit = null, ?Scope $scope = null) {}

    /**
     * Adds a task under the next integer key; suspends the caller while the
     * queue is full.
     *
     * @param callable $task The code to run as the task's coroutine.
     * @param mixed $args Arguments for $task, passed on unchanged.
     * @throws AsyncException when the set is closed.
     */
    public function spawn(callable $task, mixed ...$args): void {}

    /**
     * Adds a task under the given key.
     *
     * @param string|int $key The task's key in results and errors.
     * @param callable $task The code to run as the task's coroutine.
     * @param mixed $args Arguments for $task, passed on unchanged.
     * @throws AsyncException when the key is in the set or the set is closed.
     */
    public function spawnWithKey(string|int $key, callable $task, mixed ...$args): void {}

    /**
     * A Future of the outcome of the first settled task not handed out yet,
     * which leaves the set.
     *
     * @throws AsyncException when the set holds no task.
     */
    public function joinNext(): Future {}

    /**
     * A Future of the result of the first successful task not handed out
     * yet, which leaves the set; rejects with a CompositeException when
     * every task failed.
     *
     * @throws AsyncException when the set holds no task.
     */
    public function joinAny(): Future {}

    /**
     * A Future of every result (keyed, spawn order) once no task is running
     * or queued; every entry leaves the set. Rejects with a
     * CompositeException of the errors unless $ignoreErrors.
     *
     * @param bool $ignoreErrors Resolve with the successful results
     *        instead of rejecting when a task failed.
     * @return Future<array>
     */
    public function joinAll(bool $ignoreErrors = false): Future {}

    /**
     * As TaskGroup::cancel().
     *
     * @param AsyncCancellation|null $cancellation The error the tasks get;
     *        null for a new AsyncCancellation.
     */
    public function cancel(?AsyncCancellation $cancellation = null): void {}

    /** No more tasks may be added. */
    public function close(): void {}

    /** As TaskGroup::dispose(). */
    public function dispose(): void {}

    /** Whether no task is running or queued. */
    public function isFinished(): bool {}

    /** Whether tasks can no longer be added. */
    public function isClosed(): bool {}

    /** How many tasks the set holds: queued, running, and settled but not handed out. */
    public function count(): int {}

    /**
     * Suspends until every task has settled.
     *
     * @throws AsyncException when the set is not closed.
     */
    public function awaitCompletion(): void {}

    /**
     * As TaskGroup::finally().
     *
     * @param \Closure $callback Called with the set as its argument.
     */
    public function finally(\Closure $callback): void {}

    /**
     * Yields key => [result, error] in settle order, removing each entry it
     * yields; ends when the set is closed and empty of running and queued
     * tasks.
     */
    public function getIterator(): \Iterator {}
}
