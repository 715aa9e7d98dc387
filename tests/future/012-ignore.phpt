--TEST--
Future::ignore() returns the same Future and suppresses both warnings; FutureState::ignore() does the same for every Future of the state
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Future, FutureState};

$future = new Future(new FutureState());
var_dump($future->ignore() === $future);
unset($future);

Future::failed(new Exception('ignored'))->ignore();

$state = new FutureState();
$a = new Future($state);
$b = new Future($state);
$state->ignore();
$state->error(new Exception('also ignored'));
unset($a, $b, $state);
echo "no warning\n";
?>
--EXPECT--
bool(true)
no warning
