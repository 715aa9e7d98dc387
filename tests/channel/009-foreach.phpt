--TEST--
Channel: foreach until closed and drained, getIterator(), by-reference foreach is an Error
--EXTENSIONS--
async
--FILE--
<?php
use Async\Channel;
use function Async\{spawn, await};

$ch = new Channel(2);
spawn(function () use ($ch) {
    foreach (['a', 'b', 'c', 'd'] as $v) $ch->send($v);
    $ch->close();
});
foreach ($ch as $k => $v) {
    echo var_export($k, true), " => $v\n";
}
echo "done\n";
// getIterator() gives an Iterator
$ch2 = new Channel(2);
$ch2->send(1);
$ch2->close();
$it = $ch2->getIterator();
var_dump($it instanceof Iterator);
foreach ($it as $v) var_dump($v);
// by reference is refused
try { foreach ($ch2 as &$v) {} } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
NULL => a
NULL => b
NULL => c
NULL => d
done
bool(true)
int(1)
Error: Cannot iterate channel by reference
