--TEST--
default_socket_timeout applies to socket reads inside a coroutine as outside: fread() gives up after it (false, timed_out), and a ticker runs while the coroutine waits
--EXTENSIONS--
async
--INI--
default_socket_timeout=1
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, await_all, delay};

function scenario(): array
{
    [$server, $client, $peer] = tcp_pair();
    $t = microtime(true);
    $r = [fread($client, 10), stream_get_meta_data($client)['timed_out']];
    $waited = microtime(true) - $t;
    $r[] = $waited >= 0.99 && $waited < 1.9;
    return $r;
}

$outside = scenario();
$ticks = 0;
$done = false;
[[$inside]] = await_all([
    spawn(function () use (&$done) {
        $r = scenario();
        $done = true;
        return $r;
    }),
    spawn(function () use (&$ticks, &$done) {
        while (!$done) {
            delay(20);
            $ticks++;
        }
    }),
]);
var_dump($inside === $outside, $ticks >= 20);
var_dump($outside);
?>
--EXPECT--
bool(true)
bool(true)
array(3) {
  [0]=>
  bool(false)
  [1]=>
  bool(true)
  [2]=>
  bool(true)
}
