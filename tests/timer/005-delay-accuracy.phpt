--TEST--
delay(50) sleeps at least 50 ms, in main and in a coroutine
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

$start = hrtime(true);
delay(50);
$ms = (hrtime(true) - $start) / 1e6;
var_dump($ms >= 50, $ms < 500);

var_dump(await(spawn(function () {
    $start = hrtime(true);
    delay(50);
    return (hrtime(true) - $start) / 1e6 >= 50;
})));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
