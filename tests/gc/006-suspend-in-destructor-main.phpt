--TEST--
Explicit suspension inside a destructor called from main (while the script runs) throws Error
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, suspend};

class D {
    public function __destruct() {
        try {
            suspend();
        } catch (Error $e) {
            echo $e->getMessage(), "\n";
        }
    }
}

spawn(function () {
    echo "coroutine\n";
});
$d = new D();
$d = null;
echo "main end\n";
?>
--EXPECT--
Cannot suspend a coroutine here: switching is not allowed inside destructors, garbage collection or signal handlers; spawn a coroutine for asynchronous cleanup instead
main end
coroutine
