--TEST--
file_put_contents() with FILE_APPEND | LOCK_EX: the coroutine waits alone for the lock another process holds, then appends
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

$file = tempnam(sys_get_temp_dir(), "async-flock");
file_put_contents($file, "first\n");
$code = '$fp = fopen($argv[1], "c"); flock($fp, LOCK_EX); echo "locked\n";'
    . ' $r = [STDIN]; $w = $e = null; stream_select($r, $w, $e, 10);'
    . ' flock($fp, LOCK_UN); echo "released\n";';
$child = proc_open([getenv('TEST_PHP_EXECUTABLE') ?: PHP_BINARY, '-n', '-r', $code, $file],
    [0 => ['pipe', 'r'], 1 => ['pipe', 'w']], $pipes);
echo "child: ", fgets($pipes[1]);

$ticks = 0;
$writer = spawn(function () use ($file, &$ticks) {
    var_dump(file_put_contents($file, ["second", "\n"], FILE_APPEND | LOCK_EX));
    echo "appended after ", $ticks >= 5 ? "5 ticks or more" : "$ticks ticks", "\n";
});
for ($ticks = 0; $ticks < 5; $ticks++) {
    delay(10);
}
fwrite($pipes[0], "go\n");
await($writer);
echo "child: ", fgets($pipes[1]);
echo file_get_contents($file);
fclose($pipes[0]);
fclose($pipes[1]);
var_dump(proc_close($child));
unlink($file);
?>
--EXPECT--
child: locked
int(7)
appended after 5 ticks or more
child: released
first
second
int(0)
