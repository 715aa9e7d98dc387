--TEST--
A finished coroutine in a reference cycle with a closure (its own result) is collected by the GC
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

class Payload {
    public function __destruct() {
        echo "payload destroyed\n";
    }
}

$c = spawn(function () use (&$c) {
    $payload = new Payload();
    return function () use (&$c, $payload) {
        return $c->getId();
    };
});
$fn = await($c);
var_dump($fn());
$w = WeakReference::create($c);
unset($c, $fn);
echo "unset\n";
var_dump($w->get() instanceof Async\Coroutine);
var_dump(gc_collect_cycles() > 0);
var_dump($w->get());
echo "end\n";
?>
--EXPECT--
int(2)
unset
bool(true)
payload destroyed
bool(true)
NULL
end
