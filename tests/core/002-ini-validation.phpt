--TEST--
INI settings reject values that would break the runtime
--EXTENSIONS--
async
--FILE--
<?php
var_dump(ini_set('async.stack_size', '64K'));
var_dump(ini_get('async.stack_size'));
var_dump(ini_set('async.stack_size', '256K'));
var_dump(ini_set('async.pool_max', '-1'));
var_dump(ini_set('async.pool_min', '2'));
var_dump(Async\runtime_stats()['fiber_stack_size'], Async\runtime_stats()['fiber_pool_min']);
?>
--EXPECTF--
Warning: async.stack_size must be 0 (use fiber.stack_size) or at least 128K, 64K given in %s on line %d
bool(false)
string(1) "0"
string(1) "0"

Warning: async.pool_max must be greater than or equal to 0, -1 given in %s on line %d
bool(false)
string(1) "8"
int(262144)
int(2)
