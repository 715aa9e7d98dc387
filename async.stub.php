<?php

/**
 * The Async\ functions that start, pause and inspect coroutines, and the
 * two interfaces every awaitable object implements (async.c). Waiting is in
 * await.stub.php, scopes in scope.stub.php, contexts in context.stub.php.
 *
 * The scheduler starts on first use: the first call that needs it turns the
 * running script into the main coroutine, so every function here may also be
 * called from the main script.
 *
 * @generate-class-entries
 */

namespace Async {

    /**
     * Anything a coroutine can wait for. A marker interface without methods:
     * await() and the await_*() functions take the narrower Completable;
     * objects that are only Awaitable (FileSystemWatcher) are waited on in
     * their own way, by iterating them.
     */
    interface Awaitable {}

    /**
     * An Awaitable that settles once, with a result or an error, and that can
     * be cancelled: Coroutine, Future and Timeout. await() accepts any of
     * them, and so does every parameter named $cancellation.
     */
    interface Completable extends Awaitable
    {
        /**
         * Requests cancellation. What that means depends on the class: a
         * Coroutine receives the error at its next suspension point, a Future
         * fails with it, a Timeout is disarmed. Cancelling something that has
         * already settled does nothing.
         *
         * @param AsyncCancellation|null $cancellation The error to deliver;
         *        null for a new AsyncCancellation.
         */
        public function cancel(?AsyncCancellation $cancellation = null): void;

        /** Whether it has settled: with a result, with an error, or by being cancelled. */
        public function isCompleted(): bool;

        /** Whether it was cancelled. */
        public function isCancelled(): bool;
    }

    /**
     * The extension's version, the same string as phpversion('async') and
     * `php --ri async` (PHP_ASYNC_VERSION in php_async.h).
     *
     * @var string
     * @cvalue PHP_ASYNC_VERSION
     */
    const VERSION = UNKNOWN;

    /**
     * Starts a coroutine that runs $task(...$args) in the current scope.
     *
     * The coroutine is only queued: it first runs when the caller suspends
     * (await(), delay(), suspend(), a cooperative I/O call) or when the main
     * script ends, since every coroutine runs to completion before the
     * request ends. Its return value becomes the coroutine's result. An
     * exception it lets escape is thrown to the coroutines awaiting it; if
     * none is awaiting when it ends, the scope's exception handler receives
     * it (see Scope::setExceptionHandler()), and without one it is reported
     * as uncaught once nobody can await the coroutine any more: the other
     * coroutines are cancelled and the script ends as after an uncaught
     * exception in the main script. An escaping cancellation ends the
     * coroutine silently.
     *
     * @param callable $task The code to run.
     * @param mixed $args Arguments for $task, passed on unchanged; named
     *        arguments are passed by name.
     * @return Coroutine The new coroutine, to await(), cancel or inspect.
     * @throws AsyncException If the current scope is closed, or if no stack
     *         can be had for the coroutine (async.max_stacks reached, or the
     *         system refuses the memory).
     */
    function spawn(callable $task, mixed ...$args): Coroutine {}

    /**
     * Lets the other queued coroutines run, then continues: the current
     * coroutine goes to the back of the queue. A cancellation requested
     * meanwhile is thrown from here.
     *
     * @throws AsyncCancellation If the current coroutine was cancelled.
     * @throws \Error If switching is not allowed here (inside a destructor,
     *         the garbage collector, a signal handler or an output buffer
     *         handler).
     */
    function suspend(): void {}

    /**
     * Runs $closure with cancellation of the current coroutine deferred: a
     * cancellation requested while it runs is delivered when it returns, as
     * an exception thrown by protect() (the closure's result is then lost).
     * Nested calls defer to the outermost one.
     *
     * @param \Closure $closure The code to protect; called without arguments.
     * @return mixed What $closure returned.
     * @throws AsyncCancellation If the coroutine was cancelled while
     *         $closure ran.
     */
    function protect(\Closure $closure): mixed {}

    /**
     * Suspends the current coroutine for $ms milliseconds; the other
     * coroutines run meanwhile. delay(0) only yields, like suspend().
     *
     * @param int $ms Milliseconds to wait, 0 or more.
     * @throws \ValueError If $ms is negative.
     * @throws AsyncCancellation If the coroutine is cancelled while it waits.
     */
    function delay(int $ms): void {}

    /**
     * The coroutine that is running now; in the main script, the main
     * coroutine.
     *
     * @throws AsyncException If no coroutine is running (in code the
     *         scheduler runs between two coroutines).
     */
    function current_coroutine(): Coroutine {}

    /**
     * Every coroutine that has not finished yet, the main coroutine and
     * zombies included; an empty array before the scheduler has started.
     *
     * @return array<int, Coroutine>
     */
    function get_coroutines(): array {}

    /**
     * Cancels every coroutine except the caller, including the main one
     * when it is not the caller, and makes every coroutine spawned from now
     * on cancelled before it starts. Their finally blocks still run. A
     * second call does nothing; so does a call before the scheduler has
     * started.
     *
     * @param AsyncCancellation|null $cancellationError The error every
     *        coroutine receives (the same object for all); null for a new
     *        AsyncCancellation("Graceful shutdown") for each.
     */
    function graceful_shutdown(?AsyncCancellation $cancellationError = null): void {}

    /**
     * Counters of the runtime, for monitoring and tests. Keys (all int):
     * coroutines_total (ids handed out), coroutines_active, coroutines_zombie,
     * microtasks_queue, coroutine_queue (ready to run), resumed_queue (ready
     * and already started), fiber_pool_count (parked stacks),
     * fiber_pool_capacity, fiber_pool_min, fiber_stack_size,
     * fiber_pool_virtual_bytes, contexts_in_use, contexts_created,
     * context_switches, stack_limit, stacks_guarded, stacks_arena,
     * reactor_handles and reactor_active_events.
     *
     * @return array<string, int>
     */
    function runtime_stats(): array {}

    /**
     * How many threads can usefully run in parallel on this machine, as the
     * event loop (libuv) sees it: at least 1.
     */
    function available_parallelism(): int {}
}
