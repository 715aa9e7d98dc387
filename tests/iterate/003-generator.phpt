--TEST--
iterate() over a generator that suspends while producing its elements: the callbacks already started run meanwhile
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{iterate, delay};

function produce() {
    for ($i = 1; $i <= 3; $i++) {
        echo "producing $i\n";
        delay(10);
        yield "k$i" => $i;
    }
}
iterate(produce(), function ($v, $k) { echo "handled $k=$v\n"; });
echo "done\n";
?>
--EXPECT--
producing 1
producing 2
handled k1=1
producing 3
handled k2=2
handled k3=3
done
