--TEST--
iterate() over an Iterator and an IteratorAggregate: keys come from the iterator
--EXTENSIONS--
async
--FILE--
<?php
use function Async\iterate;

class Bag implements IteratorAggregate {
    public function getIterator(): Iterator { return new ArrayIterator(['x' => 10, 'y' => 20]); }
}
$out = [];
iterate(new ArrayIterator([5 => 'five', 6 => 'six']), function ($v, $k) use (&$out) { $out[] = "$k:$v"; });
iterate(new Bag(), function ($v, $k) use (&$out) { $out[] = "$k:$v"; });
echo implode(' ', $out), "\n";
?>
--EXPECT--
5:five 6:six x:10 y:20
