--TEST--
Future::map() on a failed Future: the callback is not called and the new Future fails with the same error; catch() on a completed one passes the value through
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Future, FutureState};

$error = new RuntimeException('boom');
$mapped = Future::failed($error)->map(function ($v) { echo "not called\n"; return 1; });
try { $mapped->await(); } catch (RuntimeException $e) { var_dump($e === $error); }

$state = new FutureState();
$mapped = (new Future($state))->map(function ($v) { echo "not called\n"; });
$state->error(new LogicException('later'));
try { $mapped->await(); } catch (LogicException $e) { echo $e->getMessage(), "\n"; }

var_dump(Future::completed('kept')->catch(function ($e) { echo "not called\n"; })->await());
?>
--EXPECT--
bool(true)
later
string(4) "kept"
