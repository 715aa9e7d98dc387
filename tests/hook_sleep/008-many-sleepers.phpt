--TEST--
1000 coroutines each usleep(50 ms) at once finish together, in about 50 ms
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all};

$start = hrtime(true);
$list = [];
for ($i = 0; $i < 1000; $i++) {
    $list[] = spawn(fn () => usleep(50000));
}
[$results, $errors] = await_all($list);
$ms = (hrtime(true) - $start) / 1e6;
var_dump(count($results), count($errors), $ms >= 50, $ms < 600);
var_dump(Async\runtime_stats()['reactor_active_events']);
?>
--EXPECT--
int(1000)
int(0)
bool(true)
bool(true)
int(0)
