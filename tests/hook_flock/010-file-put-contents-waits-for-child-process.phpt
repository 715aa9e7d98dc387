--TEST--
file_put_contents() with LOCK_EX: the file is locked by another process; the coroutine waits alone, then writes once the lock is released
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

$file = tempnam(sys_get_temp_dir(), "async-flock");
file_put_contents($file, "old contents\n");
// The child releases when told to, or after 10 s (so that a process that
// blocks in file_put_contents() ends the test with a wrong tick count).
$code = '$fp = fopen($argv[1], "c+"); flock($fp, LOCK_EX); echo "locked\n";'
    . ' $r = [STDIN]; $w = $e = null; stream_select($r, $w, $e, 10);'
    . ' echo "read before release: ", fgets($fp); flock($fp, LOCK_UN); echo "released\n";';
$child = proc_open([getenv('TEST_PHP_EXECUTABLE') ?: PHP_BINARY, '-n', '-r', $code, $file],
    [0 => ['pipe', 'r'], 1 => ['pipe', 'w']], $pipes);
echo "child: ", fgets($pipes[1]);

$ticks = 0;
$writer = spawn(function () use ($file, &$ticks) {
    var_dump(file_put_contents($file, "new\n", LOCK_EX));
    echo "written after ", $ticks >= 5 ? "5 ticks or more" : "$ticks ticks", "\n";
});
for ($ticks = 0; $ticks < 5; $ticks++) {
    delay(10); // the writer is suspended, not the process
}
fwrite($pipes[0], "go\n");
await($writer);
echo "child: ", fgets($pipes[1]);
echo "child: ", fgets($pipes[1]);
var_dump(file_get_contents($file));
fclose($pipes[0]);
fclose($pipes[1]);
var_dump(proc_close($child));
unlink($file);
?>
--EXPECT--
child: locked
int(4)
written after 5 ticks or more
child: read before release: old contents
child: released
string(4) "new
"
int(0)
