--TEST--
spawn() inside a shutdown function runs, and so does a coroutine spawned by that coroutine
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, await};

register_shutdown_function(function () {
    echo "shutdown function\n";
    $c = spawn(function () {
        echo "outer start\n";
        delay(10);
        spawn(function () {
            echo "inner start\n";
            delay(10);
            echo "inner end\n";
        });
        echo "outer end\n";
        return 42;
    });
    echo "shutdown function end\n";
    var_dump(await($c));
    echo "after await\n";
});
echo "main end\n";
?>
--EXPECT--
main end
shutdown function
shutdown function end
outer start
outer end
inner start
int(42)
after await
inner end
