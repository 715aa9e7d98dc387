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

    /**
     * @strict-properties
     * @not-serializable
     */
    final class Coroutine implements Completable
    {
        private function __construct() {}

        public function getId(): int {}

        public function asHiPriority(): Coroutine {}

        public function getContext(): Context {}

        public function getResult(): mixed {}

        public function getException(): mixed {}

        public function getTrace(int $options = DEBUG_BACKTRACE_PROVIDE_OBJECT, int $limit = 0): ?array {}

        public function getSpawnFileAndLine(): array {}

        public function getSpawnLocation(): string {}

        public function getSuspendFileAndLine(): array {}

        public function getSuspendLocation(): string {}

        public function isStarted(): bool {}

        public function isQueued(): bool {}

        public function isRunning(): bool {}

        public function isSuspended(): bool {}

        public function isCancelled(): bool {}

        public function isCancellationRequested(): bool {}

        public function isCompleted(): bool {}

        public function getAwaitingInfo(): array {}

        public function cancel(?AsyncCancellation $cancellation = null): void {}

        public function finally(\Closure $callback): void {}
    }

    /**
     * @strict-properties
     * @not-serializable
     */
    final class Timeout implements Completable
    {
        private function __construct() {}

        public function cancel(?AsyncCancellation $cancellation = null): void {}

        public function isCompleted(): bool {}

        public function isCancelled(): bool {}
    }

    function spawn(callable $task, mixed ...$args): Coroutine {}

    function suspend(): void {}

    function protect(\Closure $closure): mixed {}

    function await(Completable $awaitable, ?Completable $cancellation = null): mixed {}

    function await_any_or_fail(iterable $triggers, ?Awaitable $cancellation = null): mixed {}

    function await_first_success(iterable $triggers, ?Awaitable $cancellation = null): mixed {}

    function await_all_or_fail(iterable $triggers, ?Awaitable $cancellation = null, bool $preserveKeyOrder = true): array {}

    function await_all(iterable $triggers, ?Awaitable $cancellation = null, bool $preserveKeyOrder = true, bool $fillNull = false): array {}

    function await_any_of_or_fail(int $count, iterable $triggers, ?Awaitable $cancellation = null, bool $preserveKeyOrder = true): array {}

    function await_any_of(int $count, iterable $triggers, ?Awaitable $cancellation = null, bool $preserveKeyOrder = true, bool $fillNull = false): array {}

    function delay(int $ms): void {}

    function timeout(int $ms): Awaitable {}

    function current_coroutine(): Coroutine {}

    function get_coroutines(): array {}

    function graceful_shutdown(?AsyncCancellation $cancellationError = null): void {}

    function runtime_stats(): array {}

    function available_parallelism(): int {}

    class AsyncCancellation extends \Cancellation {}

    class OperationCanceledException extends AsyncCancellation {}

    class AsyncException extends \Exception {}

    class InputOutputException extends \Exception {}

    class DnsException extends \Exception {}

    class TimeoutException extends \Exception {}

    class PollException extends \Exception {}

    class DeadlockError extends \Error {}

    final class CompositeException extends \Exception
    {
        /** @var array<int, \Throwable> */
        private array $exceptions = [];

        public function addException(\Throwable $exception): void {}

        /** @return array<int, \Throwable> */
        public function getExceptions(): array {}
    }
}
