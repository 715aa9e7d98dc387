<?php

/** @generate-class-entries */

namespace Async {

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

    function await(Completable $awaitable, ?Completable $cancellation = null): mixed {}

    function await_any_or_fail(iterable $triggers, ?Awaitable $cancellation = null): mixed {}

    function await_first_success(iterable $triggers, ?Awaitable $cancellation = null): mixed {}

    function await_all_or_fail(iterable $triggers, ?Awaitable $cancellation = null, bool $preserveKeyOrder = true): array {}

    function await_all(iterable $triggers, ?Awaitable $cancellation = null, bool $preserveKeyOrder = true, bool $fillNull = false): array {}

    function await_any_of_or_fail(int $count, iterable $triggers, ?Awaitable $cancellation = null, bool $preserveKeyOrder = true): array {}

    function await_any_of(int $count, iterable $triggers, ?Awaitable $cancellation = null, bool $preserveKeyOrder = true, bool $fillNull = false): array {}

    function timeout(int $ms): Awaitable {}
}
