<?php

/**
 * Async\FileSystemWatcher and Async\FileSystemEvent: changes in a directory
 * or to a file, read with foreach (fs_watcher.c).
 *
 * @generate-class-entries
 */

namespace Async {

    /**
     * One change reported by a FileSystemWatcher. With coalescing, one event
     * may stand for several changes to the same file, and both flags may be
     * set.
     *
     * @strict-properties
     * @not-serializable
     */
    final class FileSystemEvent
    {
        /** The path the watcher watches (as given to its constructor). */
        public readonly string $path;
        /** The name of the changed entry, relative to $path; null when the system did not say. */
        public readonly ?string $filename;
        /** Whether the entry was created, deleted or renamed. */
        public readonly bool $renamed;
        /** Whether the entry's content or attributes changed. */
        public readonly bool $changed;

        /** Events are created by the watcher. */
        private function __construct() {}
    }

    /**
     * Watches a directory or a file. Iterate it with foreach to receive
     * FileSystemEvent objects (keys 0, 1, 2, ...): the loop suspends the
     * coroutine until the next change and ends once the watcher is closed
     * and every pending event has been read. It is an Awaitable, but not a
     * Completable: await() does not take it.
     *
     * @strict-properties
     * @not-serializable
     */
    final class FileSystemWatcher implements Awaitable, \IteratorAggregate
    {
        /**
         * Starts watching at once: changes made before the first iteration
         * are kept.
         *
         * @param string $path The directory or file to watch.
         * @param bool $recursive Also watch the subdirectories, where the
         *        system can (macOS and Windows; Linux reports direct
         *        children only).
         * @param bool $coalesce Merge the pending changes to one file into
         *        one event.
         * @param int $debounceMs Hold changes until none has arrived for this
         *        many milliseconds; 0 delivers them at once.
         * @param int $maxHoldMs With $debounceMs, deliver held changes at the
         *        latest this many milliseconds after the first of them; 0 for
         *        no limit.
         * @param array $extensions Report only files with these extensions
         *        ("log" or ".log"); empty for every file.
         * @throws \ValueError If $path is empty, or a time is negative.
         * @throws InputOutputException If $path cannot be watched (it does
         *         not exist, for instance).
         * @throws \Error If the object is constructed twice.
         */
        public function __construct(string $path, bool $recursive = false, bool $coalesce = true, int $debounceMs = 0, int $maxHoldMs = 0, array $extensions = []) {}

        /**
         * Stops watching. Held changes become readable at once; iterations
         * end after the events already pending. Closing twice does nothing.
         */
        public function close(): void {}

        /** Whether it has been closed (or its constructor failed). */
        public function isClosed(): bool {}

        /**
         * An iterator over the events, for foreach (not by reference).
         *
         * @return \Iterator<int, FileSystemEvent>
         */
        public function getIterator(): \Iterator {}
    }
}
