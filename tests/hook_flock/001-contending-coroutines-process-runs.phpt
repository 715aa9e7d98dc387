--TEST--
flock(): two coroutines contend for an exclusive lock on one file; the one that waits suspends alone while a third coroutine keeps ticking
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

$file = tempnam(sys_get_temp_dir(), "async-flock");
$ticks = 0;
$stop = false;
$ticker = spawn(function () use (&$ticks, &$stop) {
    while (!$stop) {
        delay(5);
        $ticks++;
    }
});

$first = spawn(function () use ($file) {
    $fp = fopen($file, "c");
    var_dump(flock($fp, LOCK_EX));
    echo "first holds the lock\n";
    delay(200);
    echo "first releases\n";
    var_dump(flock($fp, LOCK_UN));
    fclose($fp);
});
delay(20); // first holds it by now

$second = spawn(function () use ($file, &$ticks) {
    $fp = fopen($file, "c");
    $before = $ticks;
    echo "second waits\n";
    var_dump(flock($fp, LOCK_EX));
    echo "second holds the lock\n";
    // The ticker ran while this coroutine waited: the process did not block.
    var_dump($ticks - $before >= 3);
    fclose($fp);
});

await($first);
await($second);
$stop = true;
await($ticker);
unlink($file);
?>
--EXPECT--
bool(true)
first holds the lock
second waits
first releases
bool(true)
bool(true)
second holds the lock
bool(true)
