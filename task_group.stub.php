<?php

/**
 * Async\TaskGroup: a pool of tasks with keys, a concurrency limit and a
 * bounded queue, whose coroutines belong to a child scope of its own
 * (task_group.c).
 *
 * @generate-class-entries
 */

namespace Async;

/**
 * Runs callables as coroutines of a child Scope it creates, at most
 * $concurrency at a time (the others wait in a queue, started in spawn
 * order as running ones settle), and keeps every outcome under the task's
 * key. Errors of its tasks are the group's: they are handed out by all(),
 * race(), any(), getErrors() and foreach; those nobody received are
 * reported as one unhandled CompositeException when the group is
 * destroyed (suppressErrors() and cancel() prevent that).
 *
 * As an Awaitable (await_all() and the other await_*() functions), a
 * group completes once it is closed and all its tasks have settled.
 *
 * @strict-properties
 * @not-serializable
 */
final class TaskGroup implements Awaitable, \Countable, \IteratorAggregate
{
    /**
     * @param int|null $concurrency At most this many tasks run at once;
     *        null or 0: no limit, every task starts at once.
     * @param int|null $queueLimit At most this many tasks wait for a slot;
     *        spawn() suspends the caller while the queue is full. null:
     *        twice $concurrency; 0: unbounded.
     * @param Scope|null $scope The parent of the group's own scope (null:
     *        the current scope). Cancelling or disposing it cancels the
     *        group.
     * @throws \ValueError when a limit is negative.
     * @throws AsyncException when $scope is closed.
     */
    public function __construct(?int $concurrency = null, ?int $queueLimit = null, ?Scope $scope = null) {}

    /**
     * Adds a task under the next integer key (one past the highest integer
     * key used so far by spawn()). Starts it at once when a slot is free,
     * queues it otherwise; suspends the caller while the queue is full.
     *
     * @param callable $task The code to run as the task's coroutine.
     * @param mixed $args Arguments for $task, passed on unchanged.
     * @throws AsyncException when the group is closed, or the queue is full
     *         and the caller cannot suspend.
     */
    public function spawn(callable $task, mixed ...$args): void {}

    /**
     * Adds a task under the given key (numeric strings are integer keys,
     * as in arrays).
     *
     * @param string|int $key The task's key in results and errors.
     * @param callable $task The code to run as the task's coroutine.
     * @param mixed $args Arguments for $task, passed on unchanged.
     * @throws AsyncException when the key is already used or the group is
     *         closed.
     */
    public function spawnWithKey(string|int $key, callable $task, mixed ...$args): void {}

    /**
     * A Future of the results of every task, keyed by task key in spawn
     * order, once no task is running or queued. It rejects with a
     * CompositeException holding every error (spawn order) unless
     * $ignoreErrors, which leaves failed tasks out of the results.
     *
     * @param bool $ignoreErrors Resolve with the successful results
     *        instead of rejecting when a task failed.
     * @return Future<array>
     */
    public function all(bool $ignoreErrors = false): Future {}

    /**
     * A Future of the outcome of the first task that settled: its result,
     * or its error.
     *
     * @throws AsyncException when the group has no task.
     */
    public function race(): Future {}

    /**
     * A Future of the result of the first task that succeeded; when every
     * task failed, it rejects with a CompositeException of their errors.
     *
     * @throws AsyncException when the group has no task.
     */
    public function any(): Future {}

    /**
     * Results of the tasks that succeeded so far, keyed by task key.
     */
    public function getResults(): array {}

    /**
     * Errors of the tasks that failed so far, keyed by task key; they count
     * as handled.
     */
    public function getErrors(): array {}

    /**
     * Marks the errors so far as handled: they are not reported when the
     * group is destroyed.
     */
    public function suppressErrors(): void {}

    /**
     * Closes the group, fails the queued tasks with the cancellation
     * (they never start) and cancels the running ones. Errors of a
     * cancelled group are never reported as unhandled.
     *
     * @param AsyncCancellation|null $cancellation The error the tasks get;
     *        null for a new AsyncCancellation.
     */
    public function cancel(?AsyncCancellation $cancellation = null): void {}

    /**
     * No more tasks may be added; queued and running ones go on.
     */
    public function close(): void {}

    /**
     * Cancels the group as cancel() does, with an AsyncCancellation saying
     * it was disposed.
     */
    public function dispose(): void {}

    /**
     * Whether no task is running or queued (may change while the group is
     * open).
     */
    public function isFinished(): bool {}

    /** Whether tasks can no longer be added. */
    public function isClosed(): bool {}

    /** How many tasks the group holds: queued, running and settled. */
    public function count(): int {}

    /**
     * Suspends until every task has settled; never throws because a task
     * failed.
     *
     * @throws AsyncException when the group is not closed.
     */
    public function awaitCompletion(): void {}

    /**
     * Calls $callback($group) once the group is closed and every task has
     * settled: at once if it already is, otherwise in a coroutine of its
     * own.
     *
     * @param \Closure $callback Called with the group as its argument.
     */
    public function finally(\Closure $callback): void {}

    /**
     * Yields key => [result, error] ([result, null] or [null, error]) for
     * each task in the order they settle, suspending while none is ready;
     * ends when the group is closed and every task has been yielded.
     * Yielded errors count as handled.
     */
    public function getIterator(): \Iterator {}
}
