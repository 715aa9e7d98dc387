--TEST--
The runtime's shutdown drain function cannot be called from user code
--EXTENSIONS--
async
--FILE--
<?php
try {
    Async\__shutdown();
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
?>
--EXPECT--
Error: Async\__shutdown() is called by the runtime at request shutdown and cannot be called directly
