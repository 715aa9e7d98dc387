--TEST--
Many timers of one duration share a list: cancelling waiters at its head, middle and tail leaves the others firing in start order, on time, and the list's handle is released
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all, delay, runtime_stats};

$order = [];
$started = [];
$coroutines = [];
for ($i = 0; $i < 30; $i++) {
    $coroutines[$i] = spawn(function () use ($i, &$order, &$started) {
        $started[$i] = hrtime(true);
        delay(250);
        $order[] = $i;
        return intdiv(hrtime(true) - $started[$i], 1000000);
    });
    if ($i % 10 === 9) {
        delay(2);   // the list's timers are due at different times
    }
}
delay(10);
foreach ([0, 1, 15, 28, 29] as $i) {    // head, middle, tail of the list
    $coroutines[$i]->cancel();
}
[$results, $errors] = await_all($coroutines);
echo "fired in start order: ", var_export($order === array_keys($results), true), "\n";
echo "fired: ", count($results), ", cancelled: ", implode(',', array_keys($errors)), "\n";
echo "none early: ", var_export(min($results) >= 250, true), "\n";
delay(1);
echo "handles: ", runtime_stats()['reactor_handles'], "\n";
?>
--EXPECT--
fired in start order: true
fired: 25, cancelled: 0,1,15,28,29
none early: true
handles: 0
