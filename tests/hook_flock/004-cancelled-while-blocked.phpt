--TEST--
flock(): a coroutine cancelled while it waits for a lock leaves no lock behind once the lock comes free (the thread's late lock is released)
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

$file = tempnam(sys_get_temp_dir(), "async-flock");
$holder = fopen($file, "c");
var_dump(flock($holder, LOCK_EX));

$waiter = spawn(function () use ($file) {
    $fp = fopen($file, "c");
    try {
        flock($fp, LOCK_EX);
        echo "locked (wrong)\n";
    } catch (Async\AsyncCancellation $e) {
        echo "cancelled\n";
    }
    return $fp; // stays open: a lock on it would stay held
});
delay(50);
$waiter->cancel();
$fp = await($waiter);

var_dump(flock($holder, LOCK_UN));
// The waiter's thread now gets the lock and drops it again.
$probe = fopen($file, "c");
$free = false;
for ($i = 0; $i < 100 && !$free; $i++) {
    delay(20);
    $free = flock($probe, LOCK_EX | LOCK_NB);
    if ($free) {
        flock($probe, LOCK_UN);
    }
}
var_dump($free);
// Nor does it take the lock later on.
delay(50);
var_dump(flock($probe, LOCK_EX | LOCK_NB));
fclose($probe);
fclose($fp);
fclose($holder);
unlink($file);
?>
--EXPECT--
bool(true)
cancelled
bool(true)
bool(true)
bool(true)
