--TEST--
SplFileObject::flock(): a lock held by another process; the coroutine waiting for it suspends alone, then holds the lock through its object
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

$file = tempnam(sys_get_temp_dir(), "async-flock");
// The child releases when told to, or after 10 s (so that a process that
// blocks in the waiter's flock() ends the test with a wrong tick count).
$code = '$fp = fopen($argv[1], "c"); flock($fp, LOCK_EX); echo "locked\n";'
    . ' $r = [STDIN]; $w = $e = null; stream_select($r, $w, $e, 10);'
    . ' flock($fp, LOCK_UN); echo "released\n";';
$child = proc_open([getenv('TEST_PHP_EXECUTABLE') ?: PHP_BINARY, '-n', '-r', $code, $file],
    [0 => ['pipe', 'r'], 1 => ['pipe', 'w']], $pipes);
echo "child: ", fgets($pipes[1]);

$ticks = 0;
$waiter = spawn(function () use ($file, &$ticks) {
    $object = new SplFileObject($file, "c");
    var_dump($object->flock(LOCK_EX));
    echo "waiter holds the lock after ", $ticks >= 5 ? "5 ticks or more" : "$ticks ticks", "\n";
    return $object;
});
for ($ticks = 0; $ticks < 5; $ticks++) {
    delay(10); // the waiter is suspended, not the process
}
fwrite($pipes[0], "go\n");
$object = await($waiter);
echo "child: ", fgets($pipes[1]);

// The object's stream holds the lock, as PHP's own call would leave it.
$probe = fopen($file, "c");
var_dump(flock($probe, LOCK_EX | LOCK_NB));
var_dump($object->flock(LOCK_UN));
var_dump(flock($probe, LOCK_EX | LOCK_NB));
fclose($probe);
fclose($pipes[0]);
fclose($pipes[1]);
var_dump(proc_close($child));
unset($object);
unlink($file);
?>
--EXPECT--
child: locked
bool(true)
waiter holds the lock after 5 ticks or more
child: released
bool(false)
bool(true)
bool(true)
int(0)
