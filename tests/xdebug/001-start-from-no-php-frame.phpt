--TEST--
Xdebug (develop, coverage) loaded with async: contexts first entered from where no PHP code runs (the scheduler's, started from a finished coroutine; a coroutine started by the scheduler; a finished context that is not parked) do not crash Xdebug's fiber observer
--EXTENSIONS--
async
--SKIPIF--
<?php
require __DIR__ . '/xdebug.inc';
if ($reason = xdebug_skip_reason()) die($reason);
?>
--FILE--
<?php
require __DIR__ . '/xdebug.inc';

$script = <<<'PHP'
<?php
use function Async\{spawn, await, delay};

// Finishes with nothing else ready: the scheduler's context is entered
// for the first time from this coroutine's finished stack.
$a = spawn(function () { echo "a runs\n"; return 1; });
delay(10);
// Spawned while main and the first coroutine wait: the scheduler starts it.
$b = spawn(function () {
    delay(5);
    $c = spawn(fn() => "c done");
    return await($c);
});
echo await($a), " ", await($b), "\n";
echo "end\n";
PHP;

foreach (['develop', 'coverage', 'develop,coverage'] as $mode) {
    echo "== $mode\n", xdebug_run($mode, $script);
    // Not parked (async.pool_max=0): a finished context leaves for good.
    echo "== $mode, pool_max=0\n", xdebug_run($mode, $script, ['async.pool_max' => 0]);
}
?>
--EXPECT--
== develop
a runs
1 c done
end
== develop, pool_max=0
a runs
1 c done
end
== coverage
a runs
1 c done
end
== coverage, pool_max=0
a runs
1 c done
end
== develop,coverage
a runs
1 c done
end
== develop,coverage, pool_max=0
a runs
1 c done
end
