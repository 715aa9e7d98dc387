--TEST--
explicit suspension inside a destructor run by a refcount drop throws an Error
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

class Res {
    public function __destruct() {
        try {
            delay(10);
        } catch (Error $e) {
            echo get_class($e), ": ", $e->getMessage(), "\n";
        }
    }
}
await(spawn(function () {
    $r = new Res();
    $r = null;
    echo "after release\n";
}));
?>
--EXPECT--
Error: Cannot suspend a coroutine here: switching is not allowed inside destructors, garbage collection or signal handlers; spawn a coroutine for asynchronous cleanup instead
after release
