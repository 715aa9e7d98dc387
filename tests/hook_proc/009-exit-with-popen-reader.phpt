--TEST--
exit() in main while a coroutine is blocked in fread() on a popen() stream: the coroutine is cancelled and its child killed; the process does not wait for the child
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay};

$pidfile = tempnam(sys_get_temp_dir(), 'async-popen');
$start = hrtime(true);
register_shutdown_function(function () use ($start, $pidfile) {
    $pid = (int) file_get_contents($pidfile);
    unlink($pidfile);
    // Killed (SIGKILL takes effect a moment later): gone, or a zombie
    // until the loop reaps it.
    for ($i = 0; $i < 200; $i++) {
        $state = @file_get_contents("/proc/$pid/stat");
        if ($state === false || explode(' ', $state)[2] === 'Z') {
            break;
        }
        usleep(10000);
    }
    var_dump($state === false || explode(' ', $state)[2] === 'Z');
    var_dump((hrtime(true) - $start) / 1e9 < 20);
});
spawn(function () use ($pidfile) {
    $f = popen("echo \$\$ > $pidfile; exec sleep 30", 'r');
    try {
        fread($f, 10);
    } finally {
        echo "reader finally\n";
    }
});
do { delay(5); clearstatcache(); } while (filesize($pidfile) === 0);
exit(0);
?>
--EXPECT--
reader finally
bool(true)
bool(true)
