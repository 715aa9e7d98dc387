--TEST--
gc_collect_cycles() while coroutines are suspended holding cycles leaves their data intact
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, suspend, current_coroutine};

class Node {
    public static int $destroyed = 0;
    public $next;
    public function __construct(public string $data) {}
    public function __destruct() {
        self::$destroyed++;
    }
}

$cs = [];
for ($i = 0; $i < 3; $i++) {
    $cs[] = spawn(function () use ($i) {
        $a = new Node("a$i");
        $b = new Node("b$i");
        $a->next = $b;
        $b->next = $a;
        $arr = [$i];
        $arr[] = &$arr;
        $self = current_coroutine();
        $closure = function () use (&$closure, $a) {
            return $a->data;
        };
        delay(20);
        return $a->next->next->data . "/" . $b->next->data . "/" . $arr[1][0] . "/" . $closure() . "/" . $self->getId();
    });
}
suspend();
var_dump(gc_collect_cycles(), Node::$destroyed);
foreach ($cs as $c) {
    var_dump(await($c));
}
var_dump(Node::$destroyed);
gc_collect_cycles();
var_dump(Node::$destroyed);
?>
--EXPECT--
int(0)
int(0)
string(12) "a0/a0/0/a0/2"
string(12) "a1/a1/1/a1/3"
string(12) "a2/a2/2/a2/4"
int(0)
int(6)
