--TEST--
Cancelling a coroutine waiting in gethostbyname() delivers the cancellation; the lookup's result is dropped, nothing leaks
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, suspend, delay, runtime_stats};

$c = spawn(function () {
    gethostbyname('localhost');
    echo "not reached\n";
});
suspend();          // the lookup is in flight now
$c->cancel();
try {
    await($c);
} catch (Async\AsyncCancellation $e) {
    echo $e->getMessage(), "\n";
}
delay(20);          // the orphaned lookup thread finishes meanwhile
var_dump(gethostbyname('localhost'));
delay(1);
var_dump(runtime_stats()['reactor_handles'], runtime_stats()['reactor_active_events']);
?>
--EXPECT--
Coroutine cancelled
string(9) "127.0.0.1"
int(0)
int(0)
