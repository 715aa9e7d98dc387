--TEST--
A coroutine releases its callable and arguments when it finishes, so a closure capturing the Coroutine leaves no cycle
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

class Payload {
    public function __construct(public string $name) {}
    public function __destruct() {
        echo "{$this->name} destroyed\n";
    }
}

$payload = new Payload("captured");
$c = spawn(function (Payload $arg) use (&$c, $payload) {
    echo "running #", $c->getId(), "\n";
    return 42;
}, new Payload("argument"));
unset($payload);
echo "awaiting\n";
var_dump(await($c));
$w = WeakReference::create($c);
unset($c);
var_dump($w->get());
?>
--EXPECT--
awaiting
running #2
captured destroyed
argument destroyed
int(42)
NULL
