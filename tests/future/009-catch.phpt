--TEST--
Future::catch(): the callback gets the error and its return value completes the new Future
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\{spawn, delay};

$state = new FutureState();
$recovered = (new Future($state))
    ->map(fn ($v) => throw new RuntimeException("bad $v"))
    ->catch(fn (Throwable $e) => get_class($e) . ': ' . $e->getMessage())
    ->map(fn ($v) => strtoupper($v));
spawn(fn () => $state->complete('input'));
var_dump($recovered->await());
?>
--EXPECT--
string(27) "RUNTIMEEXCEPTION: BAD INPUT"
