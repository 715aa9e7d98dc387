--TEST--
An exception uncaught in main ends the script: coroutines that would run forever are cancelled (their finally blocks run) before the shutdown functions, instead of keeping the process alive
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, suspend};

register_shutdown_function(function () { echo "shutdown function\n"; });
for ($i = 1; $i <= 2; $i++) {
    spawn(function () use ($i) {
        try {
            while (true) {
                delay(5);
            }
        } finally {
            echo "worker $i finally\n";
        }
    });
}
suspend();
throw new LogicException("main gives up");
?>
--EXPECTF--
Fatal error: Uncaught LogicException: main gives up in %s:%d
Stack trace:
#0 {main}
  thrown in %s on line %d
worker 1 finally
worker 2 finally
shutdown function
