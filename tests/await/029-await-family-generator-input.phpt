--TEST--
The await_*() functions accept generators: yielded keys are kept, auto keys count from 0, exceptions propagate
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, await_all, await_all_or_fail, await_first_success};

function keyed(): Generator {
    // 'two' starts first, so a slow start cannot let 'one' win.
    $two = spawn(function () { delay(10); return 2; });
    $one = spawn(function () { delay(20); return 1; });
    yield 'one' => $one;
    yield 'two' => $two;
}
function plain(): Generator {
    yield spawn(fn() => 'a');
    yield spawn(fn() => 'b');
    yield spawn(fn() => 'c');
}
function broken(): Generator {
    yield spawn(fn() => 'a');
    throw new RuntimeException("generator failed");
}

echo json_encode(await_all_or_fail(keyed())), "\n";
echo json_encode(await_all(plain())), "\n";
echo json_encode(await_first_success(keyed())), "\n";
try {
    await_all(broken());
} catch (RuntimeException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
?>
--EXPECT--
{"one":1,"two":2}
[["a","b","c"],[]]
[2,[]]
RuntimeException: generator failed
