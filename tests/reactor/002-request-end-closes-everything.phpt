--TEST--
A request that ends with a watcher, a signal Future, a running command and a sleeping coroutine still open ends cleanly: no handle left, no child left
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Signal, FileSystemWatcher};
use function Async\{spawn, delay, signal, graceful_shutdown};

$pidfile = tempnam(sys_get_temp_dir(), 'async-end');
$w = new FileSystemWatcher(sys_get_temp_dir());
$f = signal(Signal::SIGHUP)->ignore(); // held open on purpose, never awaited
spawn(function () use ($pidfile) { exec("echo \$\$ > $pidfile; exec sleep 5"); });
spawn(function () { sleep(5); });
delay(50);
$pid = (int) file_get_contents($pidfile);
unlink($pidfile);
register_shutdown_function(function () use ($pid) {
    // The drain cancelled both coroutines: the command was killed, and is
    // reaped as soon as the loop sees its exit.
    usleep(20000);
    echo "child gone: ", var_export(!file_exists("/proc/$pid"), true), "\n";
});
echo "end of script\n";
graceful_shutdown();
?>
--EXPECT--
end of script
child gone: true
