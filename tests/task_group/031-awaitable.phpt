--TEST--
TaskGroup: Awaitable but not Completable: await() refuses it, as TrueAsync does
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskGroup;
$g = new TaskGroup();
var_dump($g instanceof Async\Awaitable, $g instanceof Async\Completable);
try { Async\await($g); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }

?>
--EXPECT--
bool(true)
bool(false)
Async\await(): Argument #1 ($awaitable) must be of type Async\Completable, Async\TaskGroup given
