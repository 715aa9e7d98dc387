<?php

/**
 * Structured concurrency (scope.c): Async\Scope groups coroutines into a
 * tree, cancellation cascades down it and unhandled exceptions travel up it;
 * spawn_with() and the ScopeProvider / SpawnStrategy interfaces choose the
 * scope a coroutine is spawned in.
 *
 * Zombies: a scope disposed "safely" (the default for new scopes) does not
 * cancel its coroutines; they keep running as zombies, no longer counted as
 * active, and the scope counts as completed. When only zombies remain in the
 * whole application, it ends and they are cancelled.
 *
 * @generate-class-entries
 */

namespace Async {

    /** Something that tells spawn_with() which scope to spawn in. */
    interface ScopeProvider
    {
        /**
         * The scope for the next coroutine.
         *
         * @return Scope|null null for the current scope.
         */
        public function provideScope(): ?Scope;
    }

    /**
     * A ScopeProvider that is also told about every coroutine spawn_with()
     * starts through it, before and after the coroutine is queued.
     */
    interface SpawnStrategy extends ScopeProvider
    {
        /**
         * Called when the coroutine has been created, before it is queued.
         * Throwing prevents it from ever running (it is cancelled, and
         * spawn_with() throws).
         *
         * @param Coroutine $coroutine The new coroutine.
         * @param Scope $scope The scope it belongs to.
         * @return array Options; ['priority' => 'high'] (or an int priority
         *         of 255 or more) makes it a high-priority coroutine.
         */
        public function beforeCoroutineEnqueue(Coroutine $coroutine, Scope $scope): array;

        /**
         * Called after the coroutine has been queued (not if
         * beforeCoroutineEnqueue() threw).
         *
         * @param Coroutine $coroutine The new coroutine.
         * @param Scope $scope The scope it belongs to.
         */
        public function afterCoroutineEnqueue(Coroutine $coroutine, Scope $scope): void;
    }

    /**
     * A group of coroutines and of child scopes. Every coroutine belongs to
     * one scope: spawn() uses the current one (that of the running
     * coroutine; the main scope in the main script), Scope::spawn() and
     * spawn_with() a chosen one.
     *
     * Closing a scope (cancel(), dispose(), disposeSafely(),
     * disposeAfterTimeout(), or destroying the object) refuses new
     * coroutines and applies to its child scopes too. A coroutine that lets
     * an exception escape and is not awaited by anyone fails its scope: the
     * scope's exception handler gets the exception, or else its siblings are
     * cancelled and the exception ends the application.
     *
     * @strict-properties
     * @not-serializable
     */
    final class Scope implements ScopeProvider
    {
        /**
         * A new child scope. It inherits the disposal policy of its parent;
         * context lookups continue into the parent's context, and the parent's
         * cancellation cancels it too.
         *
         * @param Scope|null $parentScope The parent; null for the current scope.
         * @throws AsyncException If the parent is closed (the main scope
         *         always accepts children).
         */
        public static function inherit(?Scope $parentScope = null): Scope {}

        /**
         * A new root scope, without a parent: context lookups stop here and
         * no other scope's cancellation reaches it. Disposal is safe by
         * default (see allowZombies() and asNotSafely()).
         */
        public function __construct() {}

        /**
         * A scope provides itself to spawn_with().
         *
         * @return Scope $this.
         */
        public function provideScope(): Scope {}

        /**
         * Makes disposal cancel: disposeSafely() and destroying the object
         * then act as dispose(), and cancel() leaves no zombies behind.
         *
         * @return Scope $this.
         */
        public function asNotSafely(): Scope {}

        /**
         * Makes disposal safe (the default for new scopes): disposeSafely()
         * and destroying the object leave the coroutines running as zombies,
         * and coroutines that keep running after cancel() become zombies.
         *
         * @return Scope $this.
         */
        public function allowZombies(): Scope {}

        /**
         * Starts a coroutine that runs $callable(...$params) in this scope;
         * otherwise as spawn().
         *
         * @param \Closure $callable The code to run.
         * @param mixed $params Arguments for $callable; named arguments are
         *        passed by name.
         * @return Coroutine The new coroutine.
         * @throws AsyncException If the scope is closed, or if no stack can be
         *         had for the coroutine.
         */
        public function spawn(\Closure $callable, mixed ...$params): Coroutine {}

        /**
         * Cancels every coroutine of this scope and of its child scopes (one
         * that was already cancelled keeps its first cancellation), marks
         * them all cancelled and closes them. With safe disposal the
         * coroutines then count as zombies: awaitCompletion() returns, and
         * awaitAfterCancellation() waits until they have really ended.
         *
         * @param AsyncCancellation|null $cancellationError The error every
         *        coroutine receives; null for a new AsyncCancellation("Scope
         *        cancelled") for each.
         */
        public function cancel(?AsyncCancellation $cancellationError = null): void {}

        /**
         * Waits until no active coroutine is left in this scope or its child
         * scopes (zombies do not count). Returns at once if there is none.
         *
         * @param Awaitable $cancellation A Completable that abandons the wait
         *        when it settles first, typically timeout($ms).
         * @throws OperationCanceledException If $cancellation settled first.
         * @throws AsyncException If called from a coroutine of this scope or
         *         of a child scope: it would wait for itself.
         * @throws \TypeError If $cancellation cannot be waited for.
         */
        public function awaitCompletion(Awaitable $cancellation): void {}

        /**
         * After cancel(): waits until no coroutine at all is left in this
         * scope or its child scopes, zombies included, handing the errors of
         * the coroutines that fail meanwhile to $errorHandler.
         *
         * @param callable|null $errorHandler function (\Throwable $error,
         *        Scope $scope): void, called in the waiting coroutine; null
         *        to leave the errors to the scope's usual handling.
         * @param Awaitable|null $cancellation A Completable that abandons the
         *        wait when it settles first.
         * @throws AsyncException If the scope has not been cancelled, or if
         *         called from a coroutine of this scope or of a child scope.
         * @throws OperationCanceledException If $cancellation settled first.
         */
        public function awaitAfterCancellation(?callable $errorHandler = null, ?Awaitable $cancellation = null): void {}

        /** Whether no coroutine is left in it or in its child scopes, zombies included. */
        public function isFinished(): bool {}

        /** Whether it refuses new coroutines (it was cancelled or disposed). */
        public function isClosed(): bool {}

        /** Whether it was cancelled (cancel(), dispose(), or its parent's cancellation). */
        public function isCancelled(): bool {}

        /**
         * Sets the handler for exceptions that coroutines of this scope let
         * escape and nobody awaits; it replaces the previous one. The handler
         * runs in a coroutine of its own; an exception it throws is reported
         * as uncaught. Cancellations never reach it.
         *
         * @param callable $exceptionHandler function (Scope $scope,
         *        Coroutine $coroutine, \Throwable $exception): void
         * @throws \TypeError If $exceptionHandler is not callable.
         */
        public function setExceptionHandler(callable $exceptionHandler): void {}

        /**
         * Sets the handler for exceptions of coroutines in the scopes below
         * this one that have no exception handler of their own; the nearest
         * ancestor with such a handler gets them. Called as
         * setExceptionHandler()'s handler, with the failing coroutine's scope.
         *
         * @param callable $exceptionHandler function (Scope $scope,
         *        Coroutine $coroutine, \Throwable $exception): void
         * @throws \TypeError If $exceptionHandler is not callable.
         */
        public function setChildScopeExceptionHandler(callable $exceptionHandler): void {}

        /**
         * Adds a handler called with this scope once it is closed and no
         * coroutine is left in it or its child scopes. Handlers run in order
         * in a coroutine of their own (scheduled at once if that point has
         * passed already); the first exception one throws is reported as
         * uncaught.
         *
         * @param \Closure $callback function (Scope $scope): void
         */
        public function finally(\Closure $callback): void {}

        /**
         * Cancels every coroutine of this scope and its child scopes now and
         * closes them, whatever the disposal policy; no zombies are left. A
         * pending disposeAfterTimeout() is stopped.
         */
        public function dispose(): void {}

        /**
         * Closes the scope and its child scopes according to the disposal
         * policy: with safe disposal (the default) nothing is cancelled and
         * the coroutines keep running as zombies; after asNotSafely(), as
         * dispose(). Destroying the Scope object does the same.
         */
        public function disposeSafely(): void {}

        /**
         * Closes the scope now and gives its coroutines $timeout
         * milliseconds to finish; when the time is up, the rest is disposed
         * of as by dispose(), with AsyncCancellation("Scope disposal
         * timeout"). Only closes the scope if it is already finished or
         * cancelled, or if such a timer is already running.
         *
         * @param int $timeout Milliseconds, more than 0.
         * @throws \ValueError If $timeout is 0 or negative.
         */
        public function disposeAfterTimeout(int $timeout): void {}

        /**
         * The scopes whose parent this one is, in the order they were made.
         *
         * @return array<int, Scope>
         */
        public function getChildScopes(): array {}
    }

    /**
     * Starts a coroutine that runs $task(...$args) in the scope
     * $provider->provideScope() returns (the current scope for null). If
     * $provider is a SpawnStrategy, its beforeCoroutineEnqueue() and
     * afterCoroutineEnqueue() are called around the queueing of the new
     * coroutine. Otherwise as spawn().
     *
     * @param ScopeProvider $provider Chooses the scope.
     * @param callable $task The code to run.
     * @param mixed $args Arguments for $task; named arguments are passed by
     *        name.
     * @return Coroutine The new coroutine.
     * @throws AsyncException If the scope is closed.
     * @throws \TypeError If provideScope() returns neither a Scope nor null.
     * @throws \Throwable What provideScope() or beforeCoroutineEnqueue()
     *         threw.
     */
    function spawn_with(ScopeProvider $provider, callable $task, mixed ...$args): Coroutine {}
}
