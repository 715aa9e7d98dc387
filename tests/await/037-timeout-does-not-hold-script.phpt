--TEST--
A started but unfired timeout token does not keep the script alive after main ends
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, timeout};

$start = hrtime(true);
$t = timeout(3000);
var_dump(await(spawn(fn() => 1), $t));
register_shutdown_function(function () use ($start) {
    $ms = (hrtime(true) - $start) / 1e6;
    var_dump($ms < 1000);
});
echo "main ends\n";
?>
--EXPECT--
int(1)
main ends
bool(true)
