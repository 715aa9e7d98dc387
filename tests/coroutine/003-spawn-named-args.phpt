--TEST--
spawn() forwards named arguments (user and internal callables); an unknown name fails inside the coroutine
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

function greet(string $greeting, string $name = 'world', string $end = '.') {
    return "$greeting, $name$end";
}

var_dump(await(spawn('greet', 'Hello', end: '!')));
var_dump(await(spawn('greet', name: 'PHP', greeting: 'Hi')));
var_dump(await(spawn('str_repeat', times: 2, string: 'cd')));
var_dump(await(spawn(fn (...$xs) => $xs, 1, k: 'v')));

$c = spawn('greet', 'Hey', nope: 1);
try {
    await($c);
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
?>
--EXPECT--
string(13) "Hello, world!"
string(8) "Hi, PHP."
string(4) "cdcd"
array(2) {
  [0]=>
  int(1)
  ["k"]=>
  string(1) "v"
}
Error: Unknown named parameter $nope
