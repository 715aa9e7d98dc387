--TEST--
Coroutine::getException() observes a failure: a held, never awaited failed coroutine is then not reported as unhandled
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, suspend};

$c = spawn(function () {
    throw new LogicException('observed');
});
suspend();
var_dump($c->isCompleted());
echo get_class($c->getException()), ': ', $c->getException()->getMessage(), "\n";
unset($c);
echo "end\n";
?>
--EXPECT--
bool(true)
LogicException: observed
end
