--TEST--
sleep family: return values, warnings and errors inside a coroutine are exactly PHP's own
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

function probe(): array
{
    $cases = [
        'sleep(0)' => fn () => sleep(0),
        'usleep(10)' => fn () => usleep(10),
        'time_nanosleep(0, 1000)' => fn () => time_nanosleep(0, 1000),
        'time_sleep_until(+10ms)' => fn () => time_sleep_until(microtime(true) + 0.01),
        'time_sleep_until(past)' => fn () => time_sleep_until(microtime(true) - 10),
        'sleep(-1)' => fn () => sleep(-1),
        'usleep(-1)' => fn () => usleep(-1),
        'time_nanosleep(-1, 0)' => fn () => time_nanosleep(-1, 0),
        'time_nanosleep(0, -1)' => fn () => time_nanosleep(0, -1),
        'time_nanosleep(0, 1e9)' => fn () => time_nanosleep(0, 1000000000),
        'time_sleep_until(-1)' => fn () => time_sleep_until(-1),
        'time_sleep_until(1e30)' => fn () => time_sleep_until(1e30),
        'sleep("x")' => fn () => sleep("x"),
        'sleep(0.5)' => fn () => sleep(0.5),
        'sleep()' => fn () => sleep(...[]),
        'time_nanosleep(1)' => fn () => time_nanosleep(...[1]),
    ];
    $out = [];
    foreach ($cases as $name => $case) {
        $messages = [];
        set_error_handler(function ($no, $str) use (&$messages) { $messages[] = "$no: $str"; return true; });
        try {
            $result = var_export($case(), true);
        } catch (Throwable $e) {
            $result = get_class($e) . ': ' . $e->getMessage();
        }
        restore_error_handler();
        $out[$name] = [$result, $messages];
    }
    return $out;
}

$outside = probe();                 // the scheduler never ran: PHP's own functions
$inside = await(spawn('probe'));    // cooperative versions
var_dump($outside === $inside);
foreach ($inside as $name => [$result, $messages]) {
    echo "$name => $result", $messages ? ' [' . implode('; ', $messages) . ']' : '', "\n";
}
?>
--EXPECT--
bool(true)
sleep(0) => 0
usleep(10) => NULL
time_nanosleep(0, 1000) => true
time_sleep_until(+10ms) => true
time_sleep_until(past) => false [2: time_sleep_until(): Argument #1 ($timestamp) must be greater than or equal to the current time]
sleep(-1) => ValueError: sleep(): Argument #1 ($seconds) must be greater than or equal to 0
usleep(-1) => ValueError: usleep(): Argument #1 ($microseconds) must be greater than or equal to 0
time_nanosleep(-1, 0) => ValueError: time_nanosleep(): Argument #1 ($seconds) must be greater than or equal to 0
time_nanosleep(0, -1) => ValueError: time_nanosleep(): Argument #2 ($nanoseconds) must be greater than or equal to 0
time_nanosleep(0, 1e9) => ValueError: Nanoseconds was not in the range 0 to 999 999 999 or seconds was negative
time_sleep_until(-1) => ValueError: time_sleep_until(): Argument #1 ($timestamp) must be between 0 and 18446744073
time_sleep_until(1e30) => ValueError: time_sleep_until(): Argument #1 ($timestamp) must be between 0 and 18446744073
sleep("x") => TypeError: sleep(): Argument #1 ($seconds) must be of type int, string given
sleep(0.5) => 0 [8192: Implicit conversion from float 0.5 to int loses precision]
sleep() => ArgumentCountError: sleep() expects exactly 1 argument, 0 given
time_nanosleep(1) => ArgumentCountError: time_nanosleep() expects exactly 2 arguments, 1 given
