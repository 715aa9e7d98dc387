<?php

/** @generate-class-entries */

namespace Async {

    /**
     * The writable side of a Future (minimal: the full Future API comes
     * with its own issue).
     * @strict-properties
     * @not-serializable
     */
    final class FutureState
    {
        public function __construct() {}

        public function complete(mixed $result): void {}

        public function error(\Throwable $throwable): void {}

        public function isCompleted(): bool {}
    }

    /**
     * @strict-properties
     * @not-serializable
     */
    final class Future implements Completable
    {
        public static function completed(mixed $value = null): Future {}

        public static function failed(\Throwable $throwable): Future {}

        public function __construct(FutureState $state) {}

        public function isCompleted(): bool {}

        public function isCancelled(): bool {}

        public function cancel(?AsyncCancellation $cancellation = null): void {}

        public function ignore(): Future {}

        public function await(?Completable $cancellation = null): mixed {}
    }
}
