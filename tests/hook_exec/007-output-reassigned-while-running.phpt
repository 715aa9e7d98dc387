--TEST--
exec(): another coroutine assigning a string, int, object, array or null to $output while the command runs: the lines go to $output as it is when the command ends (an array gets them appended, anything else becomes an array), no invalid access; a typed property passed as $output keeps its type
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

foreach (['str', 42, new stdClass, [9], null] as $value) {
    $output = ['keep'];
    $c = spawn(function () use (&$output) {
        return exec('echo a; sleep 0.2; echo b', $output, $code);
    });
    spawn(function () use (&$output, $value) { usleep(50000); $output = $value; });
    echo json_encode([await($c), $output]), "\n";
}

class Holder { public array|string $lines = []; }
$h = new Holder;
$c = spawn(function () use ($h) {
    exec('echo a; sleep 0.2; echo b', $h->lines);
});
spawn(function () use ($h) { usleep(50000); $h->lines = 'replaced'; });
await($c);
var_dump($h->lines);
?>
--EXPECT--
["b",["a","b"]]
["b",["a","b"]]
["b",["a","b"]]
["b",[9,"a","b"]]
["b",["a","b"]]
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
