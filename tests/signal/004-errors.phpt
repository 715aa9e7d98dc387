--TEST--
signal(): uncatchable and unsupported signals, invalid signal numbers and bad arguments are reported
--EXTENSIONS--
async
--FILE--
<?php
use Async\Signal;
use function Async\signal;

foreach ([
    fn () => signal(Signal::SIGKILL),
    fn () => signal(Signal::SIGBREAK),
    fn () => signal(Signal::from(99)),
    fn () => signal(9),
    fn () => signal(Signal::SIGHUP, new stdClass),
] as $case) {
    try {
        $case();
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
var_dump(Signal::SIGWINCH->value, count(Signal::cases()));
?>
--EXPECT--
Async\AsyncException: Signal SIGKILL cannot be caught
Async\AsyncException: Signal SIGBREAK is not supported on this platform
ValueError: 99 is not a valid backing value for enum Async\Signal
TypeError: Async\signal(): Argument #1 ($signal) must be of type Async\Signal, int given
TypeError: Async\signal(): Argument #2 ($cancellation) must be of type ?Async\Completable, stdClass given
int(28)
int(14)
