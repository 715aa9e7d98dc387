--TEST--
SplFileObject::flock(): LOCK_NB on a taken lock, $wouldBlock, LOCK_UN, a bad operation, temp objects and objects whose constructor did not run give PHP's own results and errors inside coroutines
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

$file = tempnam(sys_get_temp_dir(), "async-flock");
$holder = fopen($file, "c");
var_dump(flock($holder, LOCK_EX));

function probe($file) {
    $object = new SplFileObject($file, "r");
    $wb = "untouched";
    var_dump($object->flock(LOCK_EX | LOCK_NB, $wb), $wb);
    $wb = "untouched";
    var_dump($object->flock(LOCK_SH | LOCK_NB, $wb), $wb);
    var_dump($object->flock(LOCK_UN, $wb), $wb);
    try {
        $object->flock(4);
    } catch (ValueError $e) {
        echo $e->getMessage(), "\n";
    }
    try {
        $object->flock("x");
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
    $temp = new SplTempFileObject();
    var_dump($temp->flock(LOCK_EX));
    // An object whose constructor did not run, reached past the check that
    // a method call makes: PHP's argument errors first, then its own.
    $unborn = (new ReflectionClass('SplFileObject'))->newInstanceWithoutConstructor();
    $flock = new ReflectionMethod('SplFileObject', 'flock');
    foreach ([LOCK_EX, "x"] as $operation) {
        try {
            $flock->invoke($unborn, $operation);
        } catch (Error $e) {
            echo get_class($e), ": ", $e->getMessage(), "\n";
        }
    }
}

echo "-- outside coroutines --\n";
probe($file);
echo "-- inside a coroutine --\n";
await(spawn('probe', $file));

// Released, the lock is free to an object in a coroutine, with $wouldBlock 0.
var_dump(flock($holder, LOCK_UN));
await(spawn(function () use ($file) {
    $object = new SplFileObject($file, "r");
    $wb = "untouched";
    var_dump($object->flock(LOCK_EX | LOCK_NB, $wb), $wb);
}));
fclose($holder);
unlink($file);
?>
--EXPECT--
bool(true)
-- outside coroutines --
bool(false)
int(1)
bool(false)
int(1)
bool(true)
int(0)
SplFileObject::flock(): Argument #1 ($operation) must be one of LOCK_SH, LOCK_EX, or LOCK_UN
SplFileObject::flock(): Argument #1 ($operation) must be of type int, string given
bool(false)
Error: Object not initialized
TypeError: SplFileObject::flock(): Argument #1 ($operation) must be of type int, string given
-- inside a coroutine --
bool(false)
int(1)
bool(false)
int(1)
bool(true)
int(0)
SplFileObject::flock(): Argument #1 ($operation) must be one of LOCK_SH, LOCK_EX, or LOCK_UN
SplFileObject::flock(): Argument #1 ($operation) must be of type int, string given
bool(false)
Error: Object not initialized
TypeError: SplFileObject::flock(): Argument #1 ($operation) must be of type int, string given
bool(true)
bool(true)
int(0)
