--TEST--
Channel: waiting senders are served in arrival order, latecomers queue behind
--EXTENSIONS--
async
--FILE--
<?php
use Async\Channel;
use function Async\{spawn, await, suspend};

foreach ([0, 2] as $capacity) {
    $ch = new Channel($capacity);
    for ($i = 0; $i < $capacity; $i++) $ch->send("pre$i");
    $ss = [];
    for ($i = 0; $i < 5; $i++) {
        $ss[] = spawn(function () use ($ch, $i) { $ch->send("s$i"); });
    }
    suspend();
    // a sender arriving later queues behind the parked ones
    $late = spawn(fn () => $ch->send("late"));
    suspend();
    $out = [];
    for ($i = 0; $i < $capacity + 6; $i++) $out[] = $ch->recv();
    foreach ($ss as $s) await($s);
    await($late);
    echo "capacity $capacity: ", implode(" ", $out), "\n";
}
?>
--EXPECT--
capacity 0: s0 s1 s2 s3 s4 late
capacity 2: pre0 pre1 s0 s1 s2 s3 s4 late
