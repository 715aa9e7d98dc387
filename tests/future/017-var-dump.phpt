--TEST--
var_dump() and print_r() of FutureState and Future show the status and the result or the error
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Future, FutureState, AsyncCancellation};

$state = new FutureState();
var_dump($state);
$state->complete(['a' => 1]);
var_dump(new Future($state));
print_r((new Future($state))->ignore());
echo "\n";
$failed = Future::failed(new LogicException('bad'))->ignore();
$dump = print_r($failed, true);
echo substr($dump, 0, strpos($dump, '[error] => LogicException') + 25), "\n";
$cancelled = (new Future(new FutureState()))->ignore();
$cancelled->cancel(new AsyncCancellation('stop'));
$dump = print_r($cancelled, true);
echo substr($dump, 0, strpos($dump, 'Object', strpos($dump, '[error]')) + 6), "\n";
?>
--EXPECT--
object(Async\FutureState)#1 (1) {
  ["status"]=>
  string(7) "pending"
}
object(Async\Future)#2 (2) {
  ["status"]=>
  string(9) "completed"
  ["result"]=>
  array(1) {
    ["a"]=>
    int(1)
  }
}
Async\Future Object
(
    [status] => completed
    [result] => Array
        (
            [a] => 1
        )

)

Async\Future Object
(
    [status] => failed
    [error] => LogicException
Async\Future Object
(
    [status] => cancelled
    [error] => Async\AsyncCancellation Object
