--TEST--
Every awaiter of a failed coroutine receives the same exception object
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

$ex = new RuntimeException("shared failure");
$c = spawn(function () use ($ex) {
    delay(20);
    throw $ex;
});
$waiters = [];
for ($i = 0; $i < 3; $i++) {
    $waiters[] = spawn(function () use ($c) {
        try {
            await($c);
        } catch (Throwable $e) {
            return $e;
        }
        return null;
    });
}
try {
    await($c);
} catch (RuntimeException $e) {
    var_dump($e === $ex);
}
foreach ($waiters as $w) {
    var_dump(await($w) === $ex);
}
// Awaiting again after the fact still yields the same object.
try {
    await($c);
} catch (RuntimeException $e) {
    var_dump($e === $ex);
}
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
