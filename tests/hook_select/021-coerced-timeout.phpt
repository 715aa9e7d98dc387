--TEST--
A timeout PHP coerces (a numeric string, a float with a fraction) is parsed once: its deprecation is reported once, however many rounds the call takes, and the wait lasts what PHP's would
--EXTENSIONS--
async
--INI--
error_reporting=E_ALL
--FILE--
<?php
use function Async\{spawn, await};

[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);

function probe($a): array
{
    $messages = [];
    set_error_handler(function ($no, $message) use (&$messages) {
        $messages[] = $message;
        return true;
    });
    $read = [$a];
    $write = $except = null;
    $start = hrtime(true);
    $n = stream_select($read, $write, $except, "0", 60000.5);
    $ms = (hrtime(true) - $start) / 1e6;
    restore_error_handler();
    return [$n, $read, $messages, $ms >= 60 && $ms < 1500];
}

$outside = probe($a);
$inside = await(spawn(probe(...), $a));
var_dump($inside === $outside, $inside);
?>
--EXPECT--
bool(true)
array(4) {
  [0]=>
  int(0)
  [1]=>
  array(0) {
  }
  [2]=>
  array(1) {
    [0]=>
    string(61) "Implicit conversion from float 60000.5 to int loses precision"
  }
  [3]=>
  bool(true)
}
