--TEST--
Pool: var_dump()/print_r() show min, max, count, idle, active, waiting, state and closed
--EXTENSIONS--
async
--FILE--
<?php
use Async\Pool;
use function Async\{spawn, await_all, suspend};

$n = 0;
$pool = new Pool(function () use (&$n) { return "r" . ++$n; }, min: 1, max: 3);
var_dump($pool);
$a = $pool->acquire();
$b = $pool->acquire();
$c = $pool->acquire();
$pool->release($b);
$b = $pool->acquire();
$waiters = [spawn(fn () => $pool->acquire()), spawn(fn () => $pool->acquire())];
suspend();
var_dump($pool);
$pool->deactivate();
await_all($waiters);
$pool->release($a);
var_dump($pool);
$pool->recover();
print_r($pool);
echo "\n";
$pool->release($b);
$pool->release($c);
$pool->close();
var_dump($pool);
?>
--EXPECTF--
object(Async\Pool)#%d (8) {
  ["min"]=>
  int(1)
  ["max"]=>
  int(3)
  ["count"]=>
  int(1)
  ["idle"]=>
  int(1)
  ["active"]=>
  int(0)
  ["waiting"]=>
  int(0)
  ["state"]=>
  string(6) "ACTIVE"
  ["closed"]=>
  bool(false)
}
object(Async\Pool)#%d (8) {
  ["min"]=>
  int(1)
  ["max"]=>
  int(3)
  ["count"]=>
  int(3)
  ["idle"]=>
  int(0)
  ["active"]=>
  int(3)
  ["waiting"]=>
  int(2)
  ["state"]=>
  string(6) "ACTIVE"
  ["closed"]=>
  bool(false)
}
object(Async\Pool)#%d (8) {
  ["min"]=>
  int(1)
  ["max"]=>
  int(3)
  ["count"]=>
  int(3)
  ["idle"]=>
  int(1)
  ["active"]=>
  int(2)
  ["waiting"]=>
  int(0)
  ["state"]=>
  string(8) "INACTIVE"
  ["closed"]=>
  bool(false)
}
Async\Pool Object
(
    [min] => 1
    [max] => 3
    [count] => 3
    [idle] => 1
    [active] => 2
    [waiting] => 0
    [state] => RECOVERING
    [closed] => 
)

object(Async\Pool)#%d (8) {
  ["min"]=>
  int(1)
  ["max"]=>
  int(3)
  ["count"]=>
  int(0)
  ["idle"]=>
  int(0)
  ["active"]=>
  int(0)
  ["waiting"]=>
  int(0)
  ["state"]=>
  string(10) "RECOVERING"
  ["closed"]=>
  bool(true)
}
