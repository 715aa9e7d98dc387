--TEST--
Future::finally(): the callback runs with no arguments whatever the outcome, and the outcome passes through unchanged
--EXTENSIONS--
async
--FILE--
<?php
use Async\Future;

var_dump(Future::completed([1, 2])->finally(function (...$args) { echo "finally with ", count($args), " arguments\n"; })->await());
$error = new Exception('kept');
try {
    Future::failed($error)->finally(function () { echo "finally on failure\n"; return 'ignored'; })->await();
} catch (Exception $e) {
    var_dump($e === $error);
}
?>
--EXPECT--
finally with 0 arguments
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
finally on failure
bool(true)
