--TEST--
a destructor that cannot suspend can spawn a coroutine for asynchronous cleanup
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

class Res {
    public function __destruct() {
        spawn(function () { delay(10); echo "async cleanup done\n"; });
    }
}
await(spawn(function () {
    $r = new Res();
    unset($r);
    echo "released\n";
}));
echo "main end\n";
?>
--EXPECT--
released
main end
async cleanup done
