--TEST--
The await_*() functions reject items that are not Completable, bad keys and bad tokens
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
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
Async\await_all(): Argument #1 ($triggers) must contain only Async\Awaitable objects, int given
Async\await_all_or_fail(): Argument #1 ($triggers) must contain only Async\Awaitable objects, string given
Async\await_any_or_fail(): Argument #1 ($triggers) must contain only Async\Awaitable objects, stdClass given
Async\await_first_success(): Argument #1 ($triggers) must contain only Async\Awaitable objects, array given
Async\await_any_of(): Argument #2 ($triggers) must contain only Async\Awaitable objects, float given
Async\await_any_of_or_fail(): Argument #2 ($triggers) must contain only Async\Awaitable objects, bool given
Async\await_all(): Argument #1 ($triggers) must have only int or string keys, float given
Async\await_all(): Argument #1 ($triggers) must be of type Traversable|array, string given
Async\await_all(): Argument #2 ($cancellation) must be of type ?Async\Awaitable, stdClass given
Async\await_any_of(): Argument #1 ($count) must be of type int, string given
