--TEST--
FileSystemWatcher: a missing path, an empty path and negative timings are reported; by-reference foreach is refused
--EXTENSIONS--
async
--FILE--
<?php
use Async\FileSystemWatcher;

foreach ([
    fn () => new FileSystemWatcher('/no/such/dir/anywhere'),
    fn () => new FileSystemWatcher(''),
    fn () => new FileSystemWatcher(__DIR__, debounceMs: -1),
    fn () => new FileSystemWatcher(__DIR__, maxHoldMs: -5),
    function () { $w = new FileSystemWatcher(__DIR__); try { foreach ($w as &$e) {} } finally { $w->close(); } },
] as $case) {
    try {
        $case();
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
var_dump(Async\runtime_stats()['reactor_active_events']);
?>
--EXPECT--
Async\InputOutputException: Cannot watch "/no/such/dir/anywhere": no such file or directory
ValueError: Async\FileSystemWatcher::__construct(): Argument #1 ($path) cannot be empty
ValueError: Async\FileSystemWatcher::__construct(): Argument #4 ($debounceMs) must be greater than or equal to 0
ValueError: Async\FileSystemWatcher::__construct(): Argument #5 ($maxHoldMs) must be greater than or equal to 0
Error: An iterator cannot be used with foreach by reference
int(0)
