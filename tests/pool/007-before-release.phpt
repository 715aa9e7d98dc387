--TEST--
Pool: beforeRelease decides whether a released resource is kept: true keeps it idle, false or an exception destroys it (the exception is not rethrown from release()) and frees its slot
--EXTENSIONS--
async
--FILE--
<?php
use Async\Pool;

class Conn { public string $check = 'ok'; function __construct(public int $id) {} }
$n = 0;
$pool = new Pool(
    function () use (&$n) { echo "create ", ++$n, "\n"; return new Conn($n); },
    destructor: function (Conn $c) { echo "destroy $c->id\n"; },
    beforeRelease: function (Conn $c) {
        echo "beforeRelease $c->id: $c->check\n";
        if ($c->check === 'throw') {
            throw new RuntimeException("check of $c->id threw");
        }
        return $c->check === 'ok';
    },
    max: 2,
);
function counts(Pool $p): void { echo "count=", count($p), " idle=", $p->idleCount(), " active=", $p->activeCount(), "\n"; }

$a = $pool->acquire();
$b = $pool->acquire();
$pool->release($a);
counts($pool);
$a = $pool->acquire();
$a->check = 'false';
$pool->release($a);
counts($pool);
$b->check = 'throw';
try {
    $pool->release($b);
    echo "release returned\n";
} catch (Throwable $e) {
    echo "release threw ", get_class($e), ": ", $e->getMessage(), "\n";
}
counts($pool);
// both slots are free again: two new resources
$c = $pool->acquire();
$d = $pool->acquire();
counts($pool);
$pool->release($c);
$pool->release($d);
$pool->close();
?>
--EXPECT--
create 1
create 2
beforeRelease 1: ok
count=2 idle=1 active=1
beforeRelease 1: false
destroy 1
count=1 idle=0 active=1
beforeRelease 2: throw
destroy 2
release returned
count=0 idle=0 active=0
create 3
create 4
count=2 idle=0 active=2
beforeRelease 3: ok
beforeRelease 4: ok
destroy 3
destroy 4
