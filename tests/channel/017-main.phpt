--TEST--
Channel: used from the main script outside any coroutine
--EXTENSIONS--
async
--FILE--
<?php
use Async\Channel;
use function Async\spawn;

// No coroutine exists yet: the main script waits like a coroutine.
$ch = new Channel();
spawn(function () use ($ch) {
    $ch->send("from coroutine");
    $got = $ch->recv();
    echo "coroutine got: $got\n";
});
$got = $ch->recv();
echo "main got: $got\n";
$ch->send("from main");
echo "end\n";
?>
--EXPECT--
main got: from coroutine
end
coroutine got: from main
