--TEST--
Pool: the last reference to a pool dropped while its healthcheck is suspended inside a check: no crash, no leak, the script goes on and ends
--EXTENSIONS--
async
--FILE--
<?php
use Async\Pool;
use function Async\delay;

$inCheck = false;
$pool = new Pool(
    fn () => new stdClass(),
    healthcheck: function ($r) use (&$inCheck) { $inCheck = true; delay(30); return true; },
    min: 2,
    healthcheckInterval: 5,
);
for ($i = 0; $i < 3000 && !$inCheck; $i++) {
    delay(2);
}
echo "in check: ", json_encode($inCheck), "\n";
unset($pool);
echo "dropped\n";
delay(100);
echo "end\n";
?>
--EXPECT--
in check: true
dropped
end
