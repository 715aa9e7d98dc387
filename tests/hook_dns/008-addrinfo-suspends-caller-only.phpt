--TEST--
socket_addrinfo_lookup() suspends only its coroutine: others run while several lookups are in flight, and all complete
--EXTENSIONS--
async
sockets
--FILE--
<?php
use function Async\{spawn, await_all};

// scripts/test.sh loads sockets after async: the hook is installed
// whatever the load order.
$log = [];
$lookup = function (string $name, string $host) use (&$log) {
    $log[] = "$name start";
    $result = socket_addrinfo_lookup($host, null, ['ai_socktype' => SOCK_STREAM, 'ai_family' => AF_INET]);
    $log[] = "$name done " . socket_addrinfo_explain($result[0])['ai_addr']['sin_addr'];
};
$a = spawn($lookup, 'A', 'localhost');
$b = spawn($lookup, 'B', '127.0.0.1');
$c = spawn(function () use (&$log, $a, $b) {
    $log[] = 'C ran';
    // Both lookups are suspended inside socket_addrinfo_lookup().
    foreach ([$a, $b] as $co) {
        $log[] = 'C sees ' . $co->getTrace()[0]['function'];
    }
});
await_all([$a, $b, $c]);
var_dump(array_slice($log, 0, 5));
sort($log);
echo implode("\n", $log), "\n";
?>
--EXPECT--
array(5) {
  [0]=>
  string(7) "A start"
  [1]=>
  string(7) "B start"
  [2]=>
  string(5) "C ran"
  [3]=>
  string(29) "C sees socket_addrinfo_lookup"
  [4]=>
  string(29) "C sees socket_addrinfo_lookup"
}
A done 127.0.0.1
A start
B done 127.0.0.1
B start
C ran
C sees socket_addrinfo_lookup
C sees socket_addrinfo_lookup
