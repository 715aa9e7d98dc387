--TEST--
flock(): a lock held by another process; the coroutine waiting for it suspends alone until the other process releases it
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

$file = tempnam(sys_get_temp_dir(), "async-flock");
$code = '$fp = fopen($argv[1], "c"); flock($fp, LOCK_EX); echo "locked\n"; fgets(STDIN); flock($fp, LOCK_UN); echo "released\n";';
$child = proc_open([getenv('TEST_PHP_EXECUTABLE') ?: PHP_BINARY, '-n', '-r', $code, $file],
    [0 => ['pipe', 'r'], 1 => ['pipe', 'w']], $pipes);
echo "child: ", fgets($pipes[1]);

$ticks = 0;
$waiter = spawn(function () use ($file, &$ticks) {
    $fp = fopen($file, "c");
    var_dump(flock($fp, LOCK_EX | LOCK_NB, $wb), $wb);
    var_dump(flock($fp, LOCK_EX));
    echo "waiter holds the lock after $ticks ticks or more\n";
    fclose($fp);
});
for ($ticks = 0; $ticks < 5; $ticks++) {
    delay(10); // the waiter is suspended, not the process
}
fwrite($pipes[0], "go\n");
await($waiter);
echo "child: ", fgets($pipes[1]);
fclose($pipes[0]);
fclose($pipes[1]);
var_dump(proc_close($child));
unlink($file);
?>
--EXPECT--
child: locked
bool(false)
int(1)
bool(true)
waiter holds the lock after 5 ticks or more
child: released
int(0)
