--TEST--
Explicit suspension inside a destructor run by the cycle collector throws Error
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, suspend, await};

class E {
    public $self;
    public function __destruct() {
        try {
            suspend();
        } catch (Error $e) {
            echo "gc destructor: ", $e->getMessage(), "\n";
        }
    }
}

$c = spawn(function () {
    $e = new E();
    $e->self = $e;
    unset($e);
    var_dump(gc_collect_cycles());
    echo "coroutine continues\n";
});
await($c);
?>
--EXPECT--
gc destructor: Cannot suspend a coroutine here: switching is not allowed inside destructors, garbage collection or signal handlers; spawn a coroutine for asynchronous cleanup instead
int(1)
coroutine continues
