--TEST--
TaskSet: construction, var_dump state, negative limits rejected
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskSet;
$s = new TaskSet(2);
var_dump($s);
try { new TaskSet(-2); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { new TaskSet(null, -1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }

?>
--EXPECT--
object(Async\TaskSet)#1 (5) {
  ["count"]=>
  int(0)
  ["running"]=>
  int(0)
  ["queued"]=>
  int(0)
  ["closed"]=>
  bool(false)
  ["finished"]=>
  bool(true)
}
Async\TaskSet::__construct(): Argument #1 ($concurrency) must be between 0 and 4294967295
Async\TaskSet::__construct(): Argument #2 ($queueLimit) must be between 0 and 4294967295
