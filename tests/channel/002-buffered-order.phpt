--TEST--
Channel: a buffered channel keeps FIFO order across the buffer and blocked senders
--EXTENSIONS--
async
--FILE--
<?php
use Async\Channel;
use function Async\{spawn, await};

$ch = new Channel(4);
for ($i = 1; $i <= 4; $i++) {
    $ch->send("v$i");
}
var_dump($ch->sendAsync("v5"));
$producer = spawn(function () use ($ch) {
    for ($i = 5; $i <= 8; $i++) {
        $ch->send("v$i");
        echo "sent v$i\n";
    }
});
$out = [];
for ($i = 0; $i < 8; $i++) {
    $out[] = $ch->recv();
}
await($producer);
echo implode(",", $out), "\n";
var_dump(count($ch));
?>
--EXPECT--
bool(false)
sent v5
sent v6
sent v7
sent v8
v1,v2,v3,v4,v5,v6,v7,v8
int(0)
