<?php

/** @generate-class-entries */

namespace Async {

    /** Anything a coroutine can wait for. */
    interface Awaitable {}

    /** An Awaitable with a final state. */
    interface Completable extends Awaitable
    {
        public function cancel(?AsyncCancellation $cancellation = null): void;

        public function isCompleted(): bool;

        public function isCancelled(): bool;
    }

    function spawn(callable $task, mixed ...$args): Coroutine {}

    function suspend(): void {}

    function protect(\Closure $closure): mixed {}

    function delay(int $ms): void {}

    function current_coroutine(): Coroutine {}

    function get_coroutines(): array {}

    function graceful_shutdown(?AsyncCancellation $cancellationError = null): void {}

    function runtime_stats(): array {}

    function available_parallelism(): int {}
}
