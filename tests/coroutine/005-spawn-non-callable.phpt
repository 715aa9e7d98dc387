--TEST--
spawn() with a non-callable throws TypeError and creates no coroutine
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, runtime_stats};

class Plain {
    public function m() {}
    private function hidden() {}
}

$cases = [
    'no_such_function',
    42,
    null,
    [new Plain, 'missing'],
    'Plain::missing',
    [new Plain, 'hidden'],
    new stdClass,
    ['Plain'],
];
foreach ($cases as $case) {
    try {
        spawn($case);
        echo "no exception\n";
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
}
try {
    spawn();
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), "\n";
}
var_dump(runtime_stats()['coroutines_total']);
?>
--EXPECT--
Async\spawn(): Argument #1 ($task) must be a valid callback, function "no_such_function" not found or invalid function name
Async\spawn(): Argument #1 ($task) must be a valid callback, no array or string given
Async\spawn(): Argument #1 ($task) must be a valid callback, no array or string given
Async\spawn(): Argument #1 ($task) must be a valid callback, class Plain does not have a method "missing"
Async\spawn(): Argument #1 ($task) must be a valid callback, class Plain does not have a method "missing"
Async\spawn(): Argument #1 ($task) must be a valid callback, cannot access private method Plain::hidden()
Async\spawn(): Argument #1 ($task) must be a valid callback, no array or string given
Async\spawn(): Argument #1 ($task) must be a valid callback, array callback must have exactly two members
Async\spawn() expects at least 1 argument, 0 given
int(0)
