--TEST--
TaskSet: joinAny() takes the first success; all failed gives a CompositeException
--EXTENSIONS--
async
--FILE--
<?php

use Async\{TaskSet, CompositeException};
use function Async\delay;
$s = new TaskSet();
$s->spawn(function () { throw new RuntimeException("e1"); });
$s->spawn(function () { delay(5); return "ok"; });
echo $s->joinAny()->await(), " count=", count($s), "\n";
try { $s->joinNext()->await(); } catch (RuntimeException $e) { echo "left over: ", $e->getMessage(), "\n"; }
$t = new TaskSet();
$t->spawn(fn() => throw new RuntimeException("x"));
$t->spawn(function () { delay(1); throw new LogicException("y"); });
try { $t->joinAny()->await(); } catch (CompositeException $e) {
    foreach ($e->getExceptions() as $x) { echo get_class($x), " ", $x->getMessage(), "\n"; }
}
echo "count=", count($t), "\n";
$t->cancel();
try { (new TaskSet())->joinAny(); } catch (Async\AsyncException $e) { echo $e->getMessage(), "\n"; }

?>
--EXPECT--
ok count=1
left over: e1
RuntimeException x
LogicException y
count=2
Cannot join an empty TaskSet
