--TEST--
iterate() argument errors: negative concurrency is a ValueError, a non-iterable or non-callable a TypeError; nothing runs
--EXTENSIONS--
async
--FILE--
<?php
use function Async\iterate;

$tries = [
    fn () => iterate([1], fn () => print("ran\n"), -1),
    fn () => iterate(42, fn () => null),
    fn () => iterate(new stdClass(), fn () => null),
    fn () => iterate([1], 'no_such_function'),
];
foreach ($tries as $try) {
    try { $try(); echo "no error\n"; } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
}
?>
--EXPECT--
ValueError: Async\iterate(): Argument #3 ($concurrency) must be greater than or equal to 0
TypeError: Async\iterate(): Argument #1 ($iterable) must be of type Traversable|array, int given
TypeError: Async\iterate(): Argument #1 ($iterable) must be of type Traversable|array, stdClass given
TypeError: Async\iterate(): Argument #2 ($callback) must be a valid callback, function "no_such_function" not found or invalid function name
