--TEST--
delay(): a short sleeper started later wakes up before a long one started earlier
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all, delay};

$long = spawn(function () {
    echo "long starts\n";
    delay(300);
    echo "long wakes\n";
});
$short = spawn(function () {
    echo "short starts\n";
    delay(100);
    echo "short wakes\n";
});
await_all([$long, $short]);
echo "end\n";
?>
--EXPECT--
long starts
short starts
short wakes
long wakes
end
