--TEST--
graceful_shutdown() with a custom cancellation delivers that very object; a wrong argument type is a TypeError
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, suspend, graceful_shutdown};
use Async\AsyncCancellation;

class StopAll extends AsyncCancellation {}

try {
    graceful_shutdown(new RuntimeException("no"));
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}

$stop = new StopAll("stopping");
$a = spawn(function () use ($stop) {
    try {
        delay(1000);
    } catch (AsyncCancellation $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
        var_dump($e === $stop);
    }
});
suspend();
graceful_shutdown($stop);
suspend();
echo "main end\n";
?>
--EXPECT--
Async\graceful_shutdown(): Argument #1 ($cancellationError) must be of type ?Async\AsyncCancellation, RuntimeException given
StopAll: stopping
bool(true)
main end
