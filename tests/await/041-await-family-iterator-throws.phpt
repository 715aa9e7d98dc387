--TEST--
An iterator that throws while the await_*() functions walk it: the caller gets its exception, once, and no coroutine is left walking
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, suspend, await_all, await_all_or_fail, await_any_or_fail, runtime_stats};

function broken(): Generator {
    yield spawn(fn() => 'a');
    suspend();
    throw new RuntimeException("generator failed");
}
class FailingNext implements Iterator
{
    private int $i = 0;
    public function rewind(): void { $this->i = 0; }
    public function valid(): bool { return true; }
    public function current(): mixed { return spawn(fn() => 1); }
    public function key(): mixed { return $this->i; }
    public function next(): void { delay(5); throw new LogicException("next() failed at {$this->i}"); }
}
class FailingKey extends FailingNext
{
    public function key(): mixed { throw new DomainException("key() failed"); }
}

foreach ([
    fn() => await_all(broken()),
    fn() => await_all_or_fail(new FailingNext()),
    fn() => await_any_or_fail(new FailingKey()),
] as $call) {
    try {
        $call();
        echo "no exception\n";
    } catch (Exception $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    // Nothing is left running (main is not counted): the walker ended with the call.
    var_dump(runtime_stats()['coroutines_active']);
}
echo "end\n";
?>
--EXPECT--
RuntimeException: generator failed
int(0)
LogicException: next() failed at 0
int(0)
DomainException: key() failed
int(0)
end
