--TEST--
stream_select() on a stream_socket_pair() end with a null timeout suspends only its coroutine: a ticker keeps running until a writer arrives
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all, delay, runtime_stats};

// A select that blocked the process would never return: SIGALRM ends it.
if (function_exists('pcntl_alarm')) {
    pcntl_alarm(30);
}
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$done = false;
$ticks = 0;
[$results] = await_all([
    spawn(function () use ($a, &$done) {
        $read = ['peer' => $a];
        $write = $except = null;
        $n = stream_select($read, $write, $except, null);
        $done = true;
        return [$n, array_keys($read), fread($a, 10), $write, $except];
    }),
    // The ticker doubles as a watchdog: a select that never wakes ends
    // the test instead of hanging it.
    spawn(function () use (&$done, &$ticks) {
        while (!$done && $ticks < 600) {
            delay(5);
            $ticks++;
        }
        if (!$done) {
            echo "stuck\n";
            exit(1);
        }
    }),
    // The writer comes once the ticker has run a few times: those ticks
    // happened while the select waited.
    spawn(function () use ($b, &$ticks) {
        while ($ticks < 3) {
            delay(5);
        }
        fwrite($b, "hello");
    }),
]);
var_dump($results[0], $ticks >= 3);
var_dump(runtime_stats()['reactor_active_events']);
delay(1);
var_dump(runtime_stats()['reactor_handles']);
?>
--EXPECT--
array(5) {
  [0]=>
  int(1)
  [1]=>
  array(1) {
    [0]=>
    string(4) "peer"
  }
  [2]=>
  string(5) "hello"
  [3]=>
  NULL
  [4]=>
  NULL
}
bool(true)
int(0)
int(0)
