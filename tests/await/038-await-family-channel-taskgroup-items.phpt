--TEST--
The await_*() family takes every Awaitable with an event: a TaskGroup completes (null) when it is closed and finished, a Channel when it is closed (its ChannelException is the item's error)
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Channel, TaskGroup, ChannelException};
use function Async\{spawn, delay, await_all, await_any_or_fail};

$ch = new Channel(1);
$group = new TaskGroup();
$group->spawn(function () { delay(10); return 1; });
spawn(function () use ($ch, $group) {
    delay(20);
    $ch->close();
    $group->close();
});
[$results, $errors] = await_all(['channel' => $ch, 'group' => $group]);
var_dump($results);
echo get_class($errors['channel']), ": ", $errors['channel']->getMessage(), " (", $errors['channel']->reason->name, ")\n";

$ch2 = new Channel(0);
spawn(function () use ($ch2) { delay(5); $ch2->close(); });
try {
    await_any_or_fail([$ch2]);
} catch (ChannelException $e) {
    echo "any_or_fail: ", $e->getMessage(), "\n";
}
?>
--EXPECT--
array(1) {
  ["group"]=>
  NULL
}
Async\ChannelException: Channel is closed (EXPLICIT)
any_or_fail: Channel is closed
