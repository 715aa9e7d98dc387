--TEST--
Out of memory in main with thousands of waiting coroutines: reported once; the waiters are cancelled (their finally blocks run), then the shutdown functions run
--EXTENSIONS--
async
--INI--
memory_limit=16M
--FILE--
<?php
require __DIR__ . '/zend_allocator.inc';
run_with_zend_allocator(__FILE__);
use Async\Channel;
use function Async\{spawn, suspend};

final class Tally { public static int $parked = 0; public static int $finally = 0; }

register_shutdown_function(function () {
    echo "shutdown function\n";
    echo "waiters: ", Tally::$parked >= 200 ? "at least 200" : Tally::$parked, "\n";
    echo "finally blocks run: ", Tally::$finally === Tally::$parked ? "all" : Tally::$finally, "\n";
});
$ch = new Channel();
for ($i = 0; ; $i++) {
    spawn(function () use ($ch) {
        Tally::$parked++;
        try {
            $ch->recv();
        } finally {
            Tally::$finally++;
        }
    });
    if ($i % 100 == 0) {
        suspend();
    }
}
?>
--EXPECTF--
Fatal error: Allowed memory size of 16777216 bytes exhausted %s in %s on line %d
shutdown function
waiters: at least 200
finally blocks run: all
