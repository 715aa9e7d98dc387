<?php

/** @generate-class-entries */

namespace Async {

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
