--TEST--
TaskGroup: negative limits and wrong types are rejected
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskGroup;
foreach ([[-1], [1, -1], [PHP_INT_MAX]] as $args) {
    try { new TaskGroup(...$args); } catch (ValueError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
try { new TaskGroup("many"); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new TaskGroup(1, 1, new stdClass); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$g = new TaskGroup();
try { $g->__construct(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

?>
--EXPECT--
ValueError: Async\TaskGroup::__construct(): Argument #1 ($concurrency) must be between 0 and 4294967295
ValueError: Async\TaskGroup::__construct(): Argument #2 ($queueLimit) must be between 0 and 4294967295
ValueError: Async\TaskGroup::__construct(): Argument #1 ($concurrency) must be between 0 and 4294967295
TypeError: Async\TaskGroup::__construct(): Argument #1 ($concurrency) must be of type ?int, string given
TypeError: Async\TaskGroup::__construct(): Argument #3 ($scope) must be of type ?Async\Scope, stdClass given
Error: The TaskGroup is already constructed
