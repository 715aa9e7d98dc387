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
        /**
         * The changed entry, relative to $path (with a recursive watcher it
         * may name a subdirectory: "sub/deep/file.txt"); null when the
         * system did not say, and for the one event of a debounced burst.
         */
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
     * and every pending event has been read. The watcher closes itself when
     * the watched path is removed or replaced (the system reports nothing
     * more for it then). It is an Awaitable, but not a Completable: await()
     * does not take it.
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
         * @param bool $recursive Also watch the subdirectories. macOS and
         *        Windows do it natively; elsewhere (Linux) each directory has
         *        its own watch: directories that appear are watched (what
         *        they already hold is reported), those that go are dropped,
         *        symbolic links are not followed, and at most 8192
         *        directories are watched (each takes one of the user's
         *        fs.inotify.max_user_watches).
         * @param bool $coalesce Merge the pending changes to one file into
         *        one event.
         * @param int $debounceMs Collapse bursts: stay silent until no change
         *        has arrived for this many milliseconds, then deliver the
         *        burst as one event with a null filename (renamed/changed
         *        set if any change of the burst was one); 0 delivers every
         *        change as it comes.
         * @param int $maxHoldMs With $debounceMs, deliver a burst at the
         *        latest this many milliseconds after its first change, even
         *        if changes keep coming; 0 for no limit.
         * @param array $extensions Report only files with these extensions
         *        ("log" or ".log", any case); empty for every file.
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
