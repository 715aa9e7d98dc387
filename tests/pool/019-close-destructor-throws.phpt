--TEST--
Pool: when destructors throw during close(), every idle resource is still destroyed and the first exception is rethrown from close(); the pool is closed
--EXTENSIONS--
async
--FILE--
<?php
use Async\Pool;

$n = 0;
$destroyed = [];
$thrown = [];
$pool = new Pool(
    function () use (&$n) { return ++$n; },
    destructor: function (int $r) use (&$destroyed, &$thrown) {
        $destroyed[] = $r;
        if ($r !== 2) {
            throw $thrown[] = new RuntimeException("destructor of $r failed");
        }
    },
    min: 3,
);
try {
    $pool->close();
    echo "close returned\n";
} catch (RuntimeException $e) {
    echo "close threw\n";
    var_dump($e === $thrown[0], count($thrown));
}
sort($destroyed);
echo "destroyed: ", implode(", ", $destroyed), "\n";
var_dump($pool->isClosed(), count($pool), $pool->idleCount());
$pool->close();
echo "second close: nothing\n";
?>
--EXPECT--
close threw
bool(true)
int(2)
destroyed: 1, 2, 3
bool(true)
int(0)
int(0)
second close: nothing
