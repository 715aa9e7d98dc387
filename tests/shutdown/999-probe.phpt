--TEST--
probe
--EXTENSIONS--
async
--FILE--
<?php
var_dump(explode("\0", file_get_contents('/proc/self/cmdline')));
?>
--EXPECT--
x
