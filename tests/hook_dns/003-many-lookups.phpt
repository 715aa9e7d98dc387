--TEST--
50 concurrent gethostbynamel() lookups all complete with PHP's answer and leave no handle behind
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all, delay, runtime_stats};

$expected = gethostbynamel('localhost');
$list = [];
for ($i = 0; $i < 50; $i++) {
    $list[] = spawn(fn () => gethostbynamel('localhost'));
}
[$results] = await_all($list);
var_dump(count($results), count(array_filter($results, fn ($r) => $r === $expected)));
delay(1);
var_dump(runtime_stats()['reactor_handles'], runtime_stats()['reactor_active_events']);
?>
--EXPECT--
int(50)
int(50)
int(0)
int(0)
