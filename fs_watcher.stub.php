<?php

/** @generate-class-entries */

namespace Async {

    /**
     * @strict-properties
     * @not-serializable
     */
    final class FileSystemEvent
    {
        public readonly string $path;
        public readonly ?string $filename;
        public readonly bool $renamed;
        public readonly bool $changed;

        private function __construct() {}
    }

    /**
     * @strict-properties
     * @not-serializable
     */
    final class FileSystemWatcher implements Awaitable, \IteratorAggregate
    {
        public function __construct(string $path, bool $recursive = false, bool $coalesce = true, int $debounceMs = 0, int $maxHoldMs = 0, array $extensions = []) {}

        public function close(): void {}

        public function isClosed(): bool {}

        public function getIterator(): \Iterator {}
    }
}
