--TEST--
An exception thrown by a map(), catch() or finally() callback fails the derived Future with it; the source is not affected
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Future, FutureState};

$source = Future::completed(1);
$mapped = $source->map(function ($v) { throw new DomainException("map failed on $v"); });
try { $mapped->await(); } catch (DomainException $e) { echo $e->getMessage(), "\n"; }
var_dump($source->await());

$caught = Future::failed(new Exception('first'))->catch(function (Throwable $e) {
    throw new RuntimeException('catch failed after ' . $e->getMessage());
});
try { $caught->await(); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }

$fin = Future::completed('value')->finally(function () { throw new LogicException('finally failed'); });
try { $fin->await(); } catch (LogicException $e) { echo $e->getMessage(), "\n"; }

$fin = Future::failed(new Exception('original'))->finally(function () { throw new LogicException('replaced'); });
try { $fin->await(); } catch (LogicException $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
map failed on 1
int(1)
catch failed after first
finally failed
replaced
