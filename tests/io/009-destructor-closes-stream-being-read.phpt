--TEST--
A destructor (which cannot switch coroutines) closing a pipe another coroutine is suspended reading ends the request with a clear fatal error instead of freeing the stream under the reader; the reader is then cancelled, as every coroutine is after a fatal error
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

// The child answers only once told to: the reader is surely suspended.
$p = proc_open('read go; echo late 2>/dev/null', [0 => ['pipe', 'r'], 1 => ['pipe', 'w']], $pipes);
class Closer {
    function __construct(public $fp) {}
    function __destruct() { echo "closing\n"; fclose($this->fp); echo "closed\n"; }
}
$reader = spawn(function () use ($pipes) {
    try {
        $line = fgets($pipes[1]);
        echo "reader got: ", var_export($line, true), "\n";
    } finally {
        echo "reader finally\n";
    }
});
$closer = new Closer($pipes[1]);
delay(20);
fwrite($pipes[0], "go\n");
unset($closer);
echo "not reached\n";
?>
--EXPECTF--
closing

Fatal error: Cannot close a stream that another coroutine is suspended reading or writing from a destructor, the garbage collector or a handler that cannot switch coroutines; close it from a coroutine in %s on line %d
reader finally
--XLEAK--
The request ends in a fatal error: PHP does not free what was live at a bailout.
