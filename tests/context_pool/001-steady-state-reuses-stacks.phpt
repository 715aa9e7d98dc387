--TEST--
in steady state a spawn/suspend/finish cycle reuses pooled stacks: no new context is created
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all, suspend, runtime_stats};

function round_of(int $n) {
    $cs = [];
    for ($i = 0; $i < $n; $i++) {
        $cs[] = spawn(function () { suspend(); return 1; });
    }
    return array_sum(await_all($cs)[0]);
}
round_of(50);
$created = runtime_stats()['contexts_created'];
for ($r = 0; $r < 20; $r++) {
    round_of(50);
}
var_dump($created >= 50);
var_dump(runtime_stats()['contexts_created'] - $created);
?>
--EXPECT--
bool(true)
int(0)
