--TEST--
Channel: cycles through a channel are collected
--EXTENSIONS--
async
--FILE--
<?php
use Async\Channel;

class Dtor { public $ch; function __destruct() { echo "destroyed\n"; } }

// a channel holding a closure that references the channel
$ch = new Channel(1);
$ch->send(function () use ($ch) { return $ch; });
unset($ch);
var_dump(gc_collect_cycles() > 0);

// a channel holding a value that holds the channel
$ch = new Channel(2);
$v = new Dtor();
$v->ch = $ch;
$ch->send($v);
unset($ch, $v);
echo "before gc\n";
var_dump(gc_collect_cycles() > 0);
echo "end\n";
?>
--EXPECT--
bool(true)
before gc
destroyed
bool(true)
end
