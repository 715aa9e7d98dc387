--TEST--
Coroutine::cancel() on a finished coroutine changes nothing (result, exception and flags are kept)
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

$ok = spawn(fn () => 42);
await($ok);
$ok->cancel();
$ok->cancel(new Async\AsyncCancellation('late'));
var_dump($ok->getResult(), $ok->getException(), $ok->isCancelled(), $ok->isCancellationRequested());
var_dump(await($ok));

$bad = spawn(function () { throw new RuntimeException('original'); });
try { await($bad); } catch (RuntimeException $e) {}
$bad->cancel();
var_dump(get_class($bad->getException()), $bad->getException()->getMessage(), $bad->isCancelled());
?>
--EXPECT--
int(42)
NULL
bool(false)
bool(false)
int(42)
string(16) "RuntimeException"
string(8) "original"
bool(false)
