--TEST--
timeout() requires a positive number of milliseconds
--EXTENSIONS--
async
--FILE--
<?php
use function Async\timeout;

foreach ([0, -5, PHP_INT_MIN] as $ms) {
    try {
        timeout($ms);
        echo "no error for $ms\n";
    } catch (ValueError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
try {
    timeout("soon");
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump(timeout(1) instanceof Async\Timeout);
?>
--EXPECT--
ValueError: Async\timeout(): Argument #1 ($ms) must be greater than 0
ValueError: Async\timeout(): Argument #1 ($ms) must be greater than 0
ValueError: Async\timeout(): Argument #1 ($ms) must be greater than 0
TypeError: Async\timeout(): Argument #1 ($ms) must be of type int, string given
bool(true)
