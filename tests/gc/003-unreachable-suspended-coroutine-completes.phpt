--TEST--
A suspended coroutine that user code cannot reach (its only reference is a cycle with its closure) survives GC and runs to completion
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, suspend};

class Node {
    public $next;
    public function __construct(public string $data) {}
    public function __destruct() {
        echo "Node {$this->data} destroyed\n";
    }
}

function start(): WeakReference {
    $c = spawn(function () use (&$c) {
        $n = new Node("n");
        $n->next = $n;
        echo "started #", $c->getId(), "\n";
        delay(30);
        echo "resumed #", $c->getId(), " with ", $n->next->data, "\n";
        $n->next = null;
        return 1;
    });
    return WeakReference::create($c);
}

$w = start();
suspend();
echo "gc: ", gc_collect_cycles(), "\n";
var_dump($w->get() instanceof Async\Coroutine);
delay(80);
echo "after delay\n";
gc_collect_cycles();
var_dump($w->get());
?>
--EXPECT--
started #2
gc: 0
bool(true)
resumed #2 with n
Node n destroyed
after delay
NULL
