--TEST--
Pool: a pool dropped while one of its resources is still out: no crash, no leak; its idle resources are freed with it, the one out stays usable and is freed by its holder
--EXTENSIONS--
async
--FILE--
<?php
use Async\Pool;
use function Async\{spawn, await, delay};

class Res
{
    static bool $quiet = false;
    static int $alive = 0;
    function __construct(public int $id) { self::$alive++; }
    function __destruct() { self::$alive--; if (!self::$quiet) echo "Res $this->id freed\n"; }
}
$n = 0;
$pool = new Pool(function () use (&$n) { return new Res(++$n); }, min: 2);
$r = $pool->acquire();
unset($pool);
echo "pool dropped\n";
echo "still usable: $r->id\n";
unset($r);
echo "-- a coroutine holds a resource of a pool that is dropped meanwhile\n";
Res::$quiet = true;
$pool = new Pool(function () use (&$n) { return new Res(++$n); });
$c = spawn(function (Res $res) {
    delay(10);
    return $res->id;
}, $pool->acquire());
unset($pool);
echo "pool dropped, alive: ", Res::$alive, "\n";
var_dump(await($c));
unset($c);
echo "end, alive: ", Res::$alive, "\n";
?>
--EXPECT--
Res 2 freed
pool dropped
still usable: 1
Res 1 freed
-- a coroutine holds a resource of a pool that is dropped meanwhile
pool dropped, alive: 1
int(3)
end, alive: 0
