--TEST--
Cancelling a coroutine waiting in exec() kills the command (SIGKILL) and reaps it: no process, no zombie, no handle left
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, runtime_stats};

$pidfile = tempnam(sys_get_temp_dir(), 'async-exec');
$start = hrtime(true);
$c = spawn(function () use ($pidfile) {
    exec("echo \$\$ > $pidfile; exec sleep 5");
    echo "not reached\n";
});
do { delay(5); clearstatcache(); } while (filesize($pidfile) === 0);
$pid = (int) file_get_contents($pidfile);
var_dump($pid > 0, file_exists("/proc/$pid"));
$c->cancel();
try { await($c); } catch (Async\AsyncCancellation $e) { echo $e->getMessage(), "\n"; }
for ($i = 0; $i < 200 && file_exists("/proc/$pid"); $i++) { delay(5); }   // reaped within a few loop turns
var_dump(file_exists("/proc/$pid"), (hrtime(true) - $start) / 1e6 < 4000);
var_dump(runtime_stats()['reactor_handles'], runtime_stats()['reactor_active_events']);
unlink($pidfile);
?>
--EXPECT--
bool(true)
bool(true)
Coroutine cancelled
bool(false)
bool(true)
int(0)
int(0)
