--TEST--
Cancelling a coroutine blocked in fread() on a popen() stream it owns: the stream closes with the coroutine's frame, and its child is killed and reaped without blocking the process
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, runtime_stats};

$pidfile = tempnam(sys_get_temp_dir(), 'async-popen');
$start = hrtime(true);
$c = spawn(function () use ($pidfile) {
    $f = popen("echo \$\$ > $pidfile; exec sleep 30", 'r');
    fread($f, 10);
    echo "not reached\n";
});
do { delay(5); clearstatcache(); } while (filesize($pidfile) === 0);
$pid = (int) file_get_contents($pidfile);
$ticks = 0;
$ticker = spawn(function () use (&$ticks) { for ($i = 0; $i < 5; $i++) { delay(10); $ticks++; } });
$c->cancel();
try { await($c); } catch (Async\AsyncCancellation $e) { echo $e->getMessage(), "\n"; }
await($ticker);
for ($i = 0; $i < 200 && file_exists("/proc/$pid"); $i++) { delay(5); }   // reaped within a few loop turns
var_dump($ticks, file_exists("/proc/$pid"), (hrtime(true) - $start) / 1e9 < 20);
var_dump(runtime_stats()['reactor_handles'], runtime_stats()['reactor_active_events']);
unlink($pidfile);
?>
--EXPECT--
Coroutine cancelled
int(5)
bool(false)
bool(true)
int(0)
int(0)
