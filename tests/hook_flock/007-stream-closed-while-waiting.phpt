--TEST--
flock(): the stream is closed by another coroutine while one waits for its lock; the waiter ends as flock() on a closed stream does, and the lock is not left held
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

$file = tempnam(sys_get_temp_dir(), "async-flock");
$holder = fopen($file, "c");
var_dump(flock($holder, LOCK_EX));

$fp = fopen($file, "c");
$waiter = spawn(function () use ($fp) {
    try {
        flock($fp, LOCK_EX);
        echo "locked (wrong)\n";
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
});
delay(30);
fclose($fp);
var_dump(flock($holder, LOCK_UN));
await($waiter);

$probe = fopen($file, "c");
var_dump(flock($probe, LOCK_EX | LOCK_NB));
fclose($probe);
fclose($holder);
unlink($file);
?>
--EXPECT--
bool(true)
bool(true)
flock(): supplied resource is not a valid stream resource
bool(true)
