<?php

/**
 * Async\Pool: a bounded set of reusable resources shared by coroutines
 * (pool.c), with the circuit breaker it implements: Async\CircuitBreaker,
 * Async\CircuitBreakerStrategy, Async\CircuitBreakerState,
 * Async\PoolException and Async\ServiceUnavailableException.
 *
 * @generate-class-entries
 */

namespace Async {

    /**
     * The pool itself cannot serve: it is closed, it was never constructed,
     * or a resource handed to release() did not come from it. A busy pool
     * is not a failure: acquire() with a timeout throws TimeoutException.
     */
    class PoolException extends AsyncException {}

    /**
     * A circuit breaker is open (INACTIVE): the service behind it is known
     * to be down, so acquire() fails at once instead of waiting. It extends
     * PoolException (TrueAsync roots it in AsyncException; catching either
     * class, or ServiceUnavailableException itself, works here).
     */
    class ServiceUnavailableException extends PoolException {}

    /** The state of a circuit breaker. */
    enum CircuitBreakerState
    {
        /** Closed circuit: requests go through. */
        case ACTIVE;
        /** Open circuit: requests fail fast. */
        case INACTIVE;
        /** Half-open: requests go through while the service proves itself. */
        case RECOVERING;
    }

    /** Something whose availability can be switched (Pool). */
    interface CircuitBreaker
    {
        /** The current state. */
        public function getState(): CircuitBreakerState;

        /** To ACTIVE: requests go through again. */
        public function activate(): void;

        /** To INACTIVE: requests fail fast. */
        public function deactivate(): void;

        /** To RECOVERING: requests go through on probation. */
        public function recover(): void;
    }

    /**
     * Decides when a circuit breaker opens and closes. The pool reports
     * every outcome to it; the strategy switches the pool (its $source)
     * with activate()/deactivate()/recover().
     */
    interface CircuitBreakerStrategy
    {
        /**
         * A resource came back healthy (release() with beforeRelease passing).
         *
         * @param mixed $source The circuit breaker (the Pool) it happened in.
         */
        public function reportSuccess(mixed $source): void;

        /**
         * The factory threw, or a resource failed beforeAcquire,
         * beforeRelease or the healthcheck ($error: what it threw, or an
         * \Exception "Resource validation failed" when it returned false).
         *
         * @param mixed $source The circuit breaker (the Pool) it happened in.
         * @param \Throwable $error What failed, as above.
         */
        public function reportFailure(mixed $source, \Throwable $error): void;

        /**
         * Asked by acquire()/tryAcquire() while INACTIVE: true moves the
         * breaker to RECOVERING and lets the call through.
         */
        public function shouldRecover(): bool;
    }

    /**
     * A pool of reusable resources (database connections, clients, ...)
     * shared by coroutines. At most $max exist at once; acquire() waits
     * when all are out and waiters are served in arrival order: a released
     * resource goes straight to the oldest waiter. Every callback may
     * suspend (connect, run a query). A Pool belongs to the Scope it was
     * created in and is closed when that scope is disposed.
     *
     * @strict-properties
     * @not-serializable
     */
    final class Pool implements \Countable, CircuitBreaker
    {
        /**
         * @param callable $factory fn(): mixed, creates a resource (never
         *   null); what it throws reaches the acquire() that called it.
         * @param callable|null $destructor fn(mixed $resource): void,
         *   called for every resource the pool gives up.
         * @param callable|null $healthcheck fn(mixed $resource): bool, run
         *   every $healthcheckInterval ms on each idle resource; false (or
         *   an exception) destroys it, and the pool is refilled to $min.
         * @param callable|null $beforeAcquire fn(mixed $resource): bool,
         *   run before an idle resource is handed out; false (or an
         *   exception) destroys it and acquire() goes on with another.
         * @param callable|null $beforeRelease fn(mixed $resource): bool,
         *   run by release(); false (or an exception) destroys the resource
         *   instead of keeping it.
         * @param int $min Resources created up front and kept by the
         *   healthcheck.
         * @param int $max The most resources that exist at once (idle,
         *   out, and being created).
         * @param int $healthcheckInterval Milliseconds between health
         *   checks; 0 = none. The timer never keeps the process alive.
         */
        public function __construct(
            callable $factory,
            ?callable $destructor = null,
            ?callable $healthcheck = null,
            ?callable $beforeAcquire = null,
            ?callable $beforeRelease = null,
            int $min = 0,
            int $max = 10,
            int $healthcheckInterval = 0,
        ) {}

        /**
         * A resource: an idle one, a new one when fewer than $max exist,
         * else the next one released (waiting in arrival order).
         *
         * @param int $timeout Milliseconds to wait; 0 = as long as it takes.
         * @throws TimeoutException No resource within $timeout.
         * @throws PoolException The pool is closed (also when it closes
         *   while the caller waits).
         * @throws ServiceUnavailableException The circuit breaker is
         *   INACTIVE (also when it opens while the caller waits).
         */
        public function acquire(int $timeout = 0): mixed {}

        /**
         * A resource without waiting for one to be released (creating one
         * may still suspend), or null when none is free or the circuit
         * breaker is INACTIVE.
         *
         * @throws PoolException The pool is closed.
         */
        public function tryAcquire(): mixed {}

        /**
         * Gives a resource back: to the oldest waiter, else to the idle
         * set. On a closed pool the resource is destroyed.
         *
         * @param mixed $resource A value acquire() or tryAcquire() returned.
         * @throws PoolException The value is not out from this pool
         *   (never acquired from it, or already released).
         */
        public function release(mixed $resource): void {}

        /**
         * Closes the pool: waiters get PoolException, idle resources are
         * destroyed now, resources still out when they are released. What
         * a destructor throws is rethrown once all are destroyed.
         */
        public function close(): void {}

        /** Whether close() was called or the pool's scope was disposed. */
        public function isClosed(): bool {}

        /** Resources that exist: idle + out (+ being checked). */
        public function count(): int {}

        /** Resources in the pool, ready to be acquired. */
        public function idleCount(): int {}

        /** Resources out with callers. */
        public function activeCount(): int {}

        /**
         * The strategy the pool reports every outcome to, which decides when
         * the circuit opens and closes.
         *
         * @param CircuitBreakerStrategy|null $strategy The strategy; null
         *        for none (the state then changes only by the calls below).
         */
        public function setCircuitBreakerStrategy(?CircuitBreakerStrategy $strategy): void {}

        /** The circuit breaker's current state. */
        public function getState(): CircuitBreakerState {}

        /** Closes the circuit: acquire() serves again. */
        public function activate(): void {}

        /** Opens the circuit: waiters get ServiceUnavailableException. */
        public function deactivate(): void {}

        /** Half-opens the circuit (RECOVERING): acquire() serves, on probation. */
        public function recover(): void {}
    }
}
