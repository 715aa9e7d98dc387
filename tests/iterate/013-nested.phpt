--TEST--
iterate() inside an iterate() callback, and inside a spawned coroutine
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{iterate, spawn, await};

$pairs = [];
iterate(['a', 'b'], function ($outer) use (&$pairs) {
    iterate([1, 2], function ($inner) use ($outer, &$pairs) { $pairs[] = "$outer$inner"; });
});
sort($pairs);
echo implode(' ', $pairs), "\n";
$total = await(spawn(function () {
    $t = 0;
    iterate([1, 2, 3], function ($v) use (&$t) { $t += $v; });
    return $t;
}));
var_dump($total);
?>
--EXPECT--
a1 a2 b1 b2
int(6)
