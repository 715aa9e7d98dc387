--TEST--
A failed Future whose error nobody observed warns once when destroyed ("Unhandled exception in Future"); awaiting or catching it counts as observing; along a map() chain only the last link reports
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\await;

$future = Future::failed(new Exception('lost'));
unset($future);
echo "after first\n";

$awaited = Future::failed(new Exception('seen'));
try { await($awaited); } catch (Exception $e) {}
unset($awaited);

Future::failed(new Exception('caught'))->catch(fn () => null)->await();

$state = new FutureState();
$tail = (new Future($state))->map(fn ($v) => $v)->map(fn ($v) => $v);
$state->error(new Exception('chained'));
unset($state);
Async\delay(1);
unset($tail);
echo "done\n";
?>
--EXPECTF--
Warning: Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning. Created at %s014-warning-unhandled.php:5 in Unknown on line 0

Warning: Unhandled exception in Future: lost; use catch() or ignore() to handle. Created at %s014-warning-unhandled.php:5, completed at %s014-warning-unhandled.php:5 in Unknown on line 0
after first

Warning: Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning. Created at %s014-warning-unhandled.php:16 in Unknown on line 0

Warning: Unhandled exception in Future: chained; use catch() or ignore() to handle. Created at %s014-warning-unhandled.php:16 in Unknown on line 0
done
