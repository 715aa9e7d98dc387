--TEST--
The extension is loaded and registers its API
--EXTENSIONS--
async
--FILE--
<?php
var_dump(extension_loaded('async'));
var_dump(function_exists('Async\spawn'), class_exists('Async\Coroutine'), interface_exists('Async\Completable'));
var_dump(is_subclass_of('Async\AsyncCancellation', 'Cancellation'), is_subclass_of('Cancellation', 'Error'));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
