--TEST--
file_put_contents() with LOCK_EX cancelled while it waits for the lock: nothing is written, and no lock is left behind once the other process releases it
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

$file = tempnam(sys_get_temp_dir(), "async-flock");
file_put_contents($file, "unchanged\n");
$code = '$fp = fopen($argv[1], "c"); flock($fp, LOCK_EX); echo "locked\n";'
    . ' $r = [STDIN]; $w = $e = null; stream_select($r, $w, $e, 10);'
    . ' flock($fp, LOCK_UN); echo "released\n";';
$child = proc_open([getenv('TEST_PHP_EXECUTABLE') ?: PHP_BINARY, '-n', '-r', $code, $file],
    [0 => ['pipe', 'r'], 1 => ['pipe', 'w']], $pipes);
echo "child: ", fgets($pipes[1]);

$writer = spawn(function () use ($file) {
    try {
        file_put_contents($file, "written (wrong)\n", LOCK_EX);
        echo "returned (wrong)\n";
    } catch (Async\AsyncCancellation $e) {
        echo "cancelled\n";
    }
});
delay(50);
$writer->cancel();
await($writer);
fwrite($pipes[0], "go\n");
echo "child: ", fgets($pipes[1]);

// The cancelled wait's thread now gets the lock and drops it again.
$probe = fopen($file, "c");
$free = false;
for ($i = 0; $i < 100 && !$free; $i++) {
    delay(20);
    $free = flock($probe, LOCK_EX | LOCK_NB);
}
var_dump($free);
fclose($probe);
delay(50);
echo file_get_contents($file);
fclose($pipes[0]);
fclose($pipes[1]);
var_dump(proc_close($child));
unlink($file);
?>
--EXPECT--
child: locked
cancelled
child: released
bool(true)
unchanged
int(0)
