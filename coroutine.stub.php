<?php

/**
 * Async\Coroutine, the handle of one coroutine (coroutine.c).
 *
 * @generate-class-entries
 */

namespace Async {

    /**
     * A coroutine: a function running on its own stack, suspended whenever it
     * waits and resumed by the scheduler. Obtained from spawn(),
     * spawn_with(), Scope::spawn() or current_coroutine(); it cannot be
     * constructed. Awaiting it (await()) returns its result or throws the
     * exception it ended with.
     *
     * A coroutine is queued when spawned, running while it executes,
     * suspended while it waits (or, woken, until its turn comes) and
     * completed once its function has returned or thrown.
     *
     * @strict-properties
     * @not-serializable
     */
    final class Coroutine implements Completable
    {
        /** Coroutines are created by spawn(), spawn_with() and Scope::spawn(). */
        private function __construct() {}

        /** Its id, unique within the request; the main coroutine is 1. */
        public function getId(): int {}

        /**
         * Gives it high priority: whenever it becomes ready it runs before
         * the coroutines of normal priority. If it is queued now, it moves to
         * the head of the queue.
         *
         * @return Coroutine $this.
         */
        public function asHiPriority(): Coroutine {}

        /**
         * Its own context (created on first use), the one
         * coroutine_context() returns inside it. Lookups that miss it go on
         * to the context of its scope and up the scope chain.
         */
        public function getContext(): Context {}

        /** What its function returned; null while it has not completed. */
        public function getResult(): mixed {}

        /**
         * The exception it ended with (an AsyncCancellation if it was
         * cancelled); null while it has not completed or if it returned
         * normally. Reading it counts as handling it: it is then no longer
         * reported as unhandled.
         *
         * @return \Throwable|null
         */
        public function getException(): mixed {}

        /**
         * The call stack at which it is suspended, in the format of
         * debug_backtrace().
         *
         * @param int $options DEBUG_BACKTRACE_* flags, as for debug_backtrace().
         * @param int $limit The number of frames to return; 0 for all.
         * @return array|null null if it is not suspended (not started yet,
         *         running, or completed).
         * @throws \ValueError If $limit is negative.
         */
        public function getTrace(int $options = DEBUG_BACKTRACE_PROVIDE_OBJECT, int $limit = 0): ?array {}

        /**
         * Where it was spawned.
         *
         * @return array{0: string|null, 1: int} [file, line]; [null, 0] for
         *         the main coroutine.
         */
        public function getSpawnFileAndLine(): array {}

        /** Where it was spawned, as "file:line"; "unknown" for the main coroutine. */
        public function getSpawnLocation(): string {}

        /**
         * Where it is suspended: the innermost frame of PHP code.
         *
         * @return array{0: string|null, 1: int} [file, line]; [null, 0] if it
         *         is not suspended.
         */
        public function getSuspendFileAndLine(): array {}

        /** Where it is suspended, as "file:line"; "unknown" if it is not suspended. */
        public function getSuspendLocation(): string {}

        /** Whether it has started running (it may have completed since). */
        public function isStarted(): bool {}

        /** Whether it is in the scheduler's queue, waiting for its turn to run. */
        public function isQueued(): bool {}

        /** Whether it is the coroutine running now. */
        public function isRunning(): bool {}

        /**
         * Whether it has started and not completed, and is not the one
         * running: it waits for an event or, already woken, for its turn.
         */
        public function isSuspended(): bool {}

        /** Whether it has completed after a cancellation was requested. */
        public function isCancelled(): bool {}

        /**
         * Whether a cancellation has been requested and it has not completed
         * yet (it may not have received it yet: it gets it at its next
         * suspension point, or when protect() returns).
         */
        public function isCancellationRequested(): bool {}

        /** Whether it has completed: returned, thrown, or ended by a cancellation. */
        public function isCompleted(): bool {}

        /**
         * What it waits for, as descriptions meant for people (for example
         * "timer 5 ms", "timeout 10 ms", "future"); empty if it waits for
         * nothing.
         *
         * @return array<int, string>
         */
        public function getAwaitingInfo(): array {}

        /**
         * Requests its cancellation: the error is thrown inside it at its
         * next suspension point (at once if it is waiting now; when
         * protect() returns if it is protected). A coroutine cancelled before
         * it started never runs its function. The latest request wins; once
         * it has completed, this does nothing.
         *
         * @param AsyncCancellation|null $cancellation The error to throw
         *        inside it; null for a new AsyncCancellation("Coroutine
         *        cancelled").
         * @throws \Error If the main coroutine tries to cancel itself.
         */
        public function cancel(?AsyncCancellation $cancellation = null): void {}

        /**
         * Adds a handler called with this coroutine once it has completed,
         * however it ended. Handlers run in order in a coroutine of their
         * own; if the coroutine has already completed, the handler runs now,
         * in the caller. Exceptions thrown by handlers are collected: one is
         * rethrown as it is, several as one CompositeException (in the
         * caller for an immediate call, otherwise reported as uncaught).
         *
         * @param \Closure $callback function (Coroutine $coroutine): void
         * @throws \Throwable What the handler threw, when it runs immediately.
         */
        public function finally(\Closure $callback): void {}
    }
}
