--TEST--
AddressInfo objects returned by socket_addrinfo_lookup() inside a coroutine work with socket_addrinfo_bind() and socket_addrinfo_connect()
--EXTENSIONS--
async
sockets
--FILE--
<?php
use function Async\{spawn, await};

await(spawn(function () {
    [$listenInfo] = socket_addrinfo_lookup('127.0.0.1', '0', ['ai_socktype' => SOCK_STREAM, 'ai_flags' => AI_PASSIVE]);
    var_dump($listenInfo instanceof AddressInfo);
    $server = socket_addrinfo_bind($listenInfo);
    var_dump($server instanceof Socket, socket_listen($server));
    socket_getsockname($server, $address, $port);
    var_dump($address, $port > 0);

    [$peerInfo] = socket_addrinfo_lookup('localhost', (string) $port, ['ai_socktype' => SOCK_STREAM, 'ai_family' => AF_INET]);
    $client = socket_addrinfo_connect($peerInfo);
    var_dump($client instanceof Socket);
    $accepted = socket_accept($server);
    var_dump(socket_write($client, "ping"), socket_read($accepted, 4));

    [$udpInfo] = socket_addrinfo_lookup('127.0.0.1', '0', ['ai_socktype' => SOCK_DGRAM]);
    $udp = socket_addrinfo_bind($udpInfo);
    socket_getsockname($udp, $udpAddress, $udpPort);
    var_dump(socket_sendto($udp, "pong", 4, 0, $udpAddress, $udpPort), socket_recvfrom($udp, $buffer, 4, 0, $from, $fromPort), $buffer);

    // The objects keep their own copies: they outlive the lookup's result.
    unset($listenInfo, $udpInfo);
    var_dump(socket_addrinfo_explain($peerInfo)['ai_addr']['sin_port'] === $port);
    try {
        clone $peerInfo;
    } catch (Error $e) {
        echo $e->getMessage(), "\n";
    }
    foreach ([$client, $accepted, $server, $udp] as $socket) {
        socket_close($socket);
    }
}));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
string(9) "127.0.0.1"
bool(true)
bool(true)
int(4)
string(4) "ping"
int(4)
int(4)
string(4) "pong"
bool(true)
Trying to clone an uncloneable object of class AddressInfo
