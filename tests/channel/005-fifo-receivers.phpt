--TEST--
Channel: waiting receivers are served in arrival order
--EXTENSIONS--
async
--FILE--
<?php
use Async\Channel;
use function Async\{spawn, await, suspend};

$ch = new Channel();
$got = [];
$rs = [];
for ($i = 0; $i < 5; $i++) {
    $rs[] = spawn(function () use ($ch, $i, &$got) { $got[] = "r$i=" . $ch->recv(); });
}
suspend();
for ($i = 0; $i < 5; $i++) {
    $ch->send("m$i");
}
foreach ($rs as $r) await($r);
echo implode(" ", $got), "\n";
?>
--EXPECT--
r0=m0 r1=m1 r2=m2 r3=m3 r4=m4
