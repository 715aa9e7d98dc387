--TEST--
flock(): LOCK_SH is shared, LOCK_EX excludes, LOCK_UN releases, inside coroutines, with PHP's results
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

$file = tempnam(sys_get_temp_dir(), "async-flock");
$order = [];

$a = fopen($file, "r");
$b = fopen($file, "r");
var_dump(flock($a, LOCK_SH), flock($b, LOCK_SH)); // shared: both at once

$writer = spawn(function () use ($file, &$order) {
    $fp = fopen($file, "c");
    var_dump(flock($fp, LOCK_EX)); // waits for both readers
    $order[] = "writer";
    delay(50);
    var_dump(flock($fp, LOCK_UN));
    $order[] = "writer done";
    fclose($fp);
});
delay(30);
$order[] = "a unlocks";
var_dump(flock($a, LOCK_UN));
delay(30);
$order[] = "b unlocks";
var_dump(flock($b, LOCK_UN));

// A reader now waits for the writer. Once the writer holds its lock: the
// kernel wakes a waiting flock() without queueing it first, so a reader
// asking in between could take a shared lock ahead of the writer.
while (!in_array("writer", $order, true)) {
    delay(5);
}
var_dump(flock($a, LOCK_SH));
$order[] = "a shared again";
await($writer);
echo implode("\n", $order), "\n";

// Upgrade and downgrade on one handle.
var_dump(flock($a, LOCK_EX), flock($a, LOCK_SH), flock($a, LOCK_UN));
fclose($a);
fclose($b);
unlink($file);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
a unlocks
b unlocks
writer
writer done
a shared again
bool(true)
bool(true)
bool(true)
