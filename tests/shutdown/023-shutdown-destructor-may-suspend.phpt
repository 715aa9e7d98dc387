--TEST--
Destructors of global objects at shutdown run in a coroutine and may suspend; one slow destructor does not hold up the next
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay};

class Res {
    public function __construct(public string $name, public int $ms) {}
    public function __destruct() {
        echo "closing {$this->name}\n";
        delay($this->ms);
        echo "closed {$this->name}\n";
    }
}
register_shutdown_function(function () {
    echo "shutdown function\n";
});
$a = new Res("a", 10);
$b = new Res("b", 200);
spawn(function () {
    echo "coroutine\n";
});
echo "main end\n";
?>
--EXPECT--
main end
coroutine
shutdown function
closing b
closing a
closed a
closed b
