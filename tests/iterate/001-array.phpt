--TEST--
iterate() over an array: the callback gets (value, key) for every element, int and string keys, each in a coroutine other than the caller; iterate() returns once all have finished
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{iterate, delay, current_coroutine};

$main = current_coroutine();
$seen = [];
$result = iterate(['a' => 3, 'b' => 1, 7 => 2], function ($value, $key) use (&$seen, $main) {
    delay($value);
    $seen[] = "$key=$value" . (current_coroutine() === $main ? ' (main!)' : '');
});
var_dump($result);
sort($seen);
echo implode(', ', $seen), "\n";
iterate([], function () { echo "never\n"; });
echo "empty done\n";
?>
--EXPECT--
NULL
7=2, a=3, b=1
empty done
