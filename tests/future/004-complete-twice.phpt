--TEST--
FutureState: a second complete() or error() throws AsyncException naming where the first one happened; the outcome is unchanged
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Future, FutureState};

$state = new FutureState();
$future = new Future($state);
$state->complete('first');
try { $state->complete('second'); } catch (Async\AsyncException $e) { echo get_class($e), ': ', basename($e->getMessage()), "\n"; }
try { $state->error(new Exception('late')); } catch (Async\AsyncException $e) { echo basename($e->getMessage()), "\n"; }
var_dump($future->await());

$state = new FutureState();
$future = new Future($state);
$state->error(new LogicException('first'));
try { $state->complete(1); } catch (Async\AsyncException $e) { echo basename($e->getMessage()), "\n"; }
try { $future->await(); } catch (LogicException $e) { echo 'still ', $e->getMessage(), "\n"; }
?>
--EXPECT--
Async\AsyncException: 004-complete-twice.php:6
004-complete-twice.php:6
string(5) "first"
004-complete-twice.php:13
still first
