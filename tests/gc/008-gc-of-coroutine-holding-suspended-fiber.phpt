--TEST--
A finished coroutine whose result holds a suspended Fiber in a cycle is collected; the fiber's finally block runs
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

$c = spawn(function () {
    $box = new stdClass();
    $box->fiber = new Fiber(function () use ($box) {
        try {
            Fiber::suspend();
        } finally {
            echo "fiber finally\n";
        }
    });
    $box->fiber->start();
    return $box;
});
await($c);
$w = WeakReference::create($c->getResult());
unset($c);
echo "released\n";
gc_collect_cycles();
var_dump($w->get());
?>
--EXPECT--
released
fiber finally
NULL
