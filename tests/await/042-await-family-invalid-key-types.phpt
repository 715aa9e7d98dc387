--TEST--
The await_*() functions reject iterator keys that are neither int, string nor null with an AsyncException
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all, await_any_or_fail, await_first_success};

class KeyedBy implements Iterator
{
    private int $i = 0;
    public function __construct(private array $keys) {}
    public function rewind(): void { $this->i = 0; }
    public function valid(): bool { return $this->i < count($this->keys); }
    public function current(): mixed { $i = $this->i; return spawn(fn() => $i); }
    public function key(): mixed { return $this->keys[$this->i]; }
    public function next(): void { $this->i++; }
}
$file = fopen('php://memory', 'r');
foreach ([
    fn() => await_all(new KeyedBy([new stdClass, new stdClass])),
    fn() => await_any_or_fail(new KeyedBy([$file])),
    fn() => await_first_success((function () { yield [1] => spawn(fn() => 1); })()),
    fn() => await_all(new KeyedBy(['a', null, 7])),
] as $call) {
    try {
        $result = $call();
        echo json_encode($result), "\n";
    } catch (Async\AsyncException $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
Async\AsyncException: Invalid key type: must be string, long or null
Async\AsyncException: Invalid key type: must be string, long or null
Async\AsyncException: Invalid key type: must be string, long or null
[{"a":0,"1":1,"7":2},[]]
