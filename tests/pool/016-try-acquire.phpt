--TEST--
Pool: tryAcquire() returns an idle resource (after beforeAcquire), creates one while fewer than max exist, else null without waiting
--EXTENSIONS--
async
--FILE--
<?php
use Async\Pool;
use function Async\{spawn, await, suspend};

class Conn { public bool $ok = true; function __construct(public int $id) {} }
$n = 0;
$pool = new Pool(
    function () use (&$n) { echo "create ", ++$n, "\n"; return new Conn($n); },
    destructor: function (Conn $c) { echo "destroy $c->id\n"; },
    beforeAcquire: function (Conn $c) { echo "beforeAcquire $c->id\n"; return $c->ok; },
    min: 1,
    max: 2,
);
$a = $pool->tryAcquire();          // the idle one
$b = $pool->tryAcquire();          // created
var_dump($a->id, $b->id, $pool->tryAcquire());
$pool->release($a);
$a->ok = false;
$c = $pool->tryAcquire();          // 1 fails the check: destroyed, 3 created
var_dump($c->id, count($pool), $pool->tryAcquire());
// with a coroutine waiting in acquire(), tryAcquire() does not jump the queue
$w = spawn(function () use ($pool) {
    $r = $pool->acquire();
    echo "waiter got $r->id\n";
    return $r;
});
suspend();
$pool->release($b);
var_dump($pool->tryAcquire());
$r = await($w);
var_dump($r === $b);
$pool->release($r);
$pool->close();                    // 2 is idle: destroyed now
$pool->release($c);                // 3 is destroyed when it comes back
?>
--EXPECT--
create 1
beforeAcquire 1
create 2
int(1)
int(2)
NULL
beforeAcquire 1
destroy 1
create 3
int(3)
int(2)
NULL
NULL
waiter got 2
bool(true)
destroy 2
destroy 3
