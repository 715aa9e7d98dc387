--TEST--
async.trace_events: an event still held when the request ends is named with its kind and the file:line that created it, as a warning
--EXTENSIONS--
async
--INI--
async.trace_events=1
--FILE--
<?php
use Async\Signal;
use function Async\{signal, delay};

// Static properties are destroyed after the extension's request end, so
// the events behind these Futures are still held when the reactor stops.
final class Holder
{
    public static array $futures = [];
}

// ignore(): the Futures are left unused on purpose (no "never used" warning).
Holder::$futures[] = signal(Signal::SIGHUP)->ignore();
$released = signal(Signal::SIGUSR1)->ignore();
Holder::$futures[] = signal(Signal::SIGUSR2)->ignore();
unset($released); // disposed: not named
delay(1);
echo "end of script\n";
?>
--EXPECTF--
end of script

Warning: async: signal event (signal 1) created at %s%e006-trace-names-unreleased-events.php:13 was never released before the request ended in Unknown on line 0

Warning: async: signal event (signal 12) created at %s%e006-trace-names-unreleased-events.php:15 was never released before the request ended in Unknown on line 0
