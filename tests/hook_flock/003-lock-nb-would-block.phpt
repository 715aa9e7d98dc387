--TEST--
flock(): LOCK_NB inside coroutines fails at once with $would_block = 1 when the lock is taken, and sets it to 0 otherwise, as PHP does
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

$file = tempnam(sys_get_temp_dir(), "async-flock");
$holder = fopen($file, "c");
$other = fopen($file, "c");

await(spawn(function () use ($holder, $other) {
    $wb = "untouched";
    var_dump(flock($holder, LOCK_EX | LOCK_NB, $wb), $wb);
    $wb = "untouched";
    var_dump(flock($other, LOCK_EX | LOCK_NB, $wb), $wb);
    $wb = "untouched";
    var_dump(flock($other, LOCK_SH | LOCK_NB, $wb), $wb);
    var_dump(flock($other, LOCK_SH | LOCK_NB)); // without the argument
    var_dump(flock($holder, LOCK_UN, $wb), $wb);
    var_dump(flock($other, LOCK_SH | LOCK_NB, $wb), $wb);
}));

// A by-reference typed property that refuses the int: PHP's TypeError,
// and the lock is still taken, as PHP's own flock() does.
class Box { public ?array $wb = null; }
$box = new Box;
await(spawn(function () use ($holder, $box) {
    try {
        flock($holder, LOCK_SH | LOCK_NB, $box->wb);
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
}));
$probe = fopen($file, "c");
var_dump(flock($probe, LOCK_EX | LOCK_NB)); // holder and other share it
fclose($probe);
fclose($holder);
fclose($other);
unlink($file);
?>
--EXPECT--
bool(true)
int(0)
bool(false)
int(1)
bool(false)
int(1)
bool(false)
bool(true)
int(0)
bool(true)
int(0)
Cannot assign int to reference held by property Box::$wb of type ?array
bool(false)
