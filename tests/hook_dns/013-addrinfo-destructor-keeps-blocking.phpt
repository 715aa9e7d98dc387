--TEST--
Where switching is forbidden (a destructor) socket_addrinfo_lookup() is PHP's blocking call: no other coroutine runs meanwhile
--EXTENSIONS--
async
sockets
--FILE--
<?php
use function Async\{spawn, await_all};

$log = [];
class Resolver
{
    public function __destruct()
    {
        global $log;
        $result = socket_addrinfo_lookup('127.0.0.1', '80', ['ai_socktype' => SOCK_STREAM]);
        $log[] = 'destructor resolved ' . socket_addrinfo_explain($result[0])['ai_addr']['sin_addr'];
    }
}

$a = spawn(function () use (&$log) {
    $log[] = 'A before';
    $o = new Resolver();
    unset($o);
    $log[] = 'A after';
});
$b = spawn(function () use (&$log) { $log[] = 'B ran'; });
await_all([$a, $b]);
echo implode("\n", $log), "\n";
?>
--EXPECT--
A before
destructor resolved 127.0.0.1
A after
B ran
