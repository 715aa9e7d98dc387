--TEST--
Cancelling a coroutine that sleeps stops its timer: the cancellation arrives at once and no handle is left
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, runtime_stats};

$start = hrtime(true);
$c = spawn(function () {
    try {
        sleep(10);
        echo "not reached\n";
    } catch (Async\AsyncCancellation $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
        throw $e;
    }
});
delay(30);
var_dump(runtime_stats()['reactor_active_events']);
$c->cancel();
try { await($c); } catch (Async\AsyncCancellation) {}
var_dump($c->isCancelled(), (hrtime(true) - $start) / 1e6 < 1000);
var_dump(runtime_stats()['reactor_handles'], runtime_stats()['reactor_active_events']);
?>
--EXPECT--
int(1)
Async\AsyncCancellation: Coroutine cancelled
bool(true)
bool(true)
int(0)
int(0)
