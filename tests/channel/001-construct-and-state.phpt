--TEST--
Channel: constructor, state queries, var_dump/print_r, invalid arguments, double construct, clone
--EXTENSIONS--
async
--FILE--
<?php
use Async\Channel;

$ch = new Channel();
var_dump($ch->capacity(), count($ch), $ch->isEmpty(), $ch->isFull(), $ch->isClosed());
$b = new Channel(3);
var_dump($b->capacity(), $b instanceof Async\Awaitable, $b instanceof IteratorAggregate, $b instanceof Countable);
$b->send(1);
$b->send(2);
var_dump(count($b), $b->isEmpty(), $b->isFull());
$b->send(3);
var_dump($b->isFull());
var_dump($b);
print_r($b);
echo "\n";
foreach ([[-1], [0, -5], [0, 0, -1], [PHP_INT_MAX]] as $args) {
    try {
        new Channel(...$args);
    } catch (ValueError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
try { $b->__construct(1); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { clone $b; } catch (Error $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
int(0)
int(0)
bool(true)
bool(false)
bool(false)
int(3)
bool(true)
bool(true)
bool(true)
int(2)
bool(false)
bool(false)
bool(true)
object(Async\Channel)#2 (3) {
  ["capacity"]=>
  int(3)
  ["count"]=>
  int(3)
  ["closed"]=>
  bool(false)
}
Async\Channel Object
(
    [capacity] => 3
    [count] => 3
    [closed] => 
)

ValueError: Async\Channel::__construct(): Argument #1 ($capacity) must be between 0 and 2147483647
ValueError: Async\Channel::__construct(): Argument #2 ($noProducerTimeout) must be between 0 and 2147483647
ValueError: Async\Channel::__construct(): Argument #3 ($noConsumerTimeout) must be between 0 and 2147483647
ValueError: Async\Channel::__construct(): Argument #1 ($capacity) must be between 0 and 2147483647
Async\Channel is already constructed
Trying to clone an uncloneable object of class Async\Channel
