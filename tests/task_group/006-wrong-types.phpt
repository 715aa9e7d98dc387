--TEST--
TaskGroup: wrong argument types give TypeError
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskGroup;
$g = new TaskGroup();
$calls = [
    fn() => $g->spawn("no_such_function"),
    fn() => $g->spawnWithKey([], fn() => 1),
    fn() => $g->spawnWithKey("k", 42),
    fn() => $g->all([]),
    fn() => $g->cancel(new Exception("not a cancellation")),
    fn() => $g->finally("strlen"),
];
foreach ($calls as $call) {
    try { $call(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
}
echo count($g), "\n";

?>
--EXPECT--
Async\TaskGroup::spawn(): Argument #1 ($task) must be a valid callback, function "no_such_function" not found or invalid function name
Async\TaskGroup::spawnWithKey(): Argument #1 ($key) must be of type string|int, array given
Async\TaskGroup::spawnWithKey(): Argument #2 ($task) must be a valid callback, no array or string given
Async\TaskGroup::all(): Argument #1 ($ignoreErrors) must be of type bool, array given
Async\TaskGroup::cancel(): Argument #1 ($cancellation) must be of type ?Async\AsyncCancellation, Exception given
Async\TaskGroup::finally(): Argument #1 ($callback) must be of type Closure, string given
0
