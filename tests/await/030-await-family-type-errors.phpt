--TEST--
The await_*() functions reject items that are not Completable (TypeError), bad keys (AsyncException) and bad tokens
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all, await_all_or_fail, await_any_or_fail, await_first_success, await_any_of, await_any_of_or_fail};

$c = spawn(fn() => 1);
$calls = [
    fn() => await_all([$c, 1]),
    fn() => await_all_or_fail(['a' => $c, 'b' => 'text']),
    fn() => await_any_or_fail([new stdClass]),
    fn() => await_first_success([[$c]]),
    fn() => await_any_of(1, [$c, 1.5]),
    fn() => await_any_of_or_fail(1, [true]),
    fn() => await_all((function () use ($c) { yield 1.5 => $c; })()),
    fn() => await_all("not iterable"),
    fn() => await_all([], new stdClass),
    fn() => await_any_of("two", [$c]),
];
foreach ($calls as $call) {
    try {
        $call();
        echo "no error\n";
    } catch (TypeError | Async\AsyncException $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
TypeError: Async\await_all(): Argument #1 ($triggers) must contain only Async\Awaitable objects, int given
TypeError: Async\await_all_or_fail(): Argument #1 ($triggers) must contain only Async\Awaitable objects, string given
TypeError: Async\await_any_or_fail(): Argument #1 ($triggers) must contain only Async\Awaitable objects, stdClass given
TypeError: Async\await_first_success(): Argument #1 ($triggers) must contain only Async\Awaitable objects, array given
TypeError: Async\await_any_of(): Argument #2 ($triggers) must contain only Async\Awaitable objects, float given
TypeError: Async\await_any_of_or_fail(): Argument #2 ($triggers) must contain only Async\Awaitable objects, bool given
Async\AsyncException: Invalid key type: must be string, long or null
TypeError: Async\await_all(): Argument #1 ($triggers) must be of type Traversable|array, string given
TypeError: Async\await_all(): Argument #2 ($cancellation) must be of type ?Async\Awaitable, stdClass given
TypeError: Async\await_any_of(): Argument #1 ($count) must be of type int, string given
