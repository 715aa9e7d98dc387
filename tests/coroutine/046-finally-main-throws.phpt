--TEST--
An exception from a main coroutine's finally() handler is reported as unhandled; the shutdown functions still run
--EXTENSIONS--
async
--FILE--
<?php
use function Async\current_coroutine;

register_shutdown_function(function () { echo "shutdown function\n"; });
current_coroutine()->finally(function () { throw new RuntimeException("from main finally"); });
echo "end\n";
?>
--EXPECTF--
end
%AFatal error: Uncaught RuntimeException: from main finally in %s:%d
Stack trace:
%A
shutdown function
