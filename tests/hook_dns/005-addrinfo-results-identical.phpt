--TEST--
socket_addrinfo_lookup() inside a coroutine returns exactly what PHP returns outside, for names, numeric addresses and every kind of hint
--EXTENSIONS--
async
sockets
--FILE--
<?php
use function Async\{spawn, await};

// Printed: answers that do not depend on the machine's /etc/hosts
// (numeric hosts, or localhost restricted to IPv4).
function printed(): array
{
    $socktype = SOCK_DGRAM;
    $byReference = ['ai_socktype' => 0];
    $byReference['ai_socktype'] = &$socktype;
    return [
        '127.0.0.1' => ['127.0.0.1'],
        '::1' => ['::1'],
        'service' => ['127.0.0.1', '8080'],
        'stream' => ['127.0.0.1', null, ['ai_socktype' => SOCK_STREAM]],
        'dgram' => ['::1', '53', ['ai_socktype' => SOCK_DGRAM]],
        'inet' => ['localhost', null, ['ai_family' => AF_INET, 'ai_socktype' => SOCK_STREAM]],
        'inet6' => ['::1', '443', ['ai_family' => AF_INET6, 'ai_socktype' => SOCK_STREAM]],
        'protocol' => ['127.0.0.1', null, ['ai_protocol' => SOL_UDP]],
        'canonname' => ['localhost', null, ['ai_flags' => AI_CANONNAME, 'ai_family' => AF_INET, 'ai_socktype' => SOCK_STREAM]],
        'passive numericserv' => ['127.0.0.1', '0', ['ai_flags' => AI_PASSIVE | AI_NUMERICSERV, 'ai_socktype' => SOCK_DGRAM]],
        'v4mapped' => ['127.0.0.1', null, ['ai_family' => AF_INET6, 'ai_flags' => AI_V4MAPPED, 'ai_socktype' => SOCK_STREAM]],
        'packed hints ignored' => ['127.0.0.1', null, [AF_INET6, SOCK_STREAM]],
        'integer keys ignored' => ['127.0.0.1', null, [7 => AF_INET6, 'ai_socktype' => SOCK_DGRAM]],
        'hint by reference' => ['127.0.0.1', null, $byReference],
        'named arguments' => ['127.0.0.1', 'hints' => ['ai_socktype' => SOCK_STREAM]],
    ];
}

// Compared only: what localhost is depends on /etc/hosts.
function compared(): array
{
    return [
        'localhost' => ['localhost'],
        'localhost stream' => ['localhost', '80', ['ai_socktype' => SOCK_STREAM]],
        'localhost inet6' => ['localhost', null, ['ai_family' => AF_INET6]],
        'addrconfig' => ['localhost', null, ['ai_flags' => AI_ADDRCONFIG]],
        'all v4mapped' => ['localhost', null, ['ai_family' => AF_INET6, 'ai_flags' => AI_ALL | AI_V4MAPPED]],
    ];
}

function probe(): array
{
    $out = [];
    foreach (printed() + compared() as $name => $args) {
        $result = socket_addrinfo_lookup(...$args);
        if ($result === false) {
            $out[$name] = 'false';
            continue;
        }
        $lines = [];
        foreach ($result as $ai) {
            $lines[] = get_class($ai) . ' ' . json_encode(socket_addrinfo_explain($ai));
        }
        $out[$name] = implode("\n    ", $lines);
    }
    return $out;
}

$outside = probe();
$inside = await(spawn('probe'));
var_dump($outside === $inside);
foreach (array_keys(printed()) as $name) {
    echo "$name:\n    {$inside[$name]}\n";
}
?>
--EXPECT--
bool(true)
127.0.0.1:
    AddressInfo {"ai_flags":0,"ai_family":2,"ai_socktype":1,"ai_protocol":6,"ai_addr":{"sin_port":0,"sin_addr":"127.0.0.1"}}
    AddressInfo {"ai_flags":0,"ai_family":2,"ai_socktype":2,"ai_protocol":17,"ai_addr":{"sin_port":0,"sin_addr":"127.0.0.1"}}
    AddressInfo {"ai_flags":0,"ai_family":2,"ai_socktype":3,"ai_protocol":0,"ai_addr":{"sin_port":0,"sin_addr":"127.0.0.1"}}
::1:
    AddressInfo {"ai_flags":0,"ai_family":10,"ai_socktype":1,"ai_protocol":6,"ai_addr":{"sin6_port":0,"sin6_addr":"::1"}}
    AddressInfo {"ai_flags":0,"ai_family":10,"ai_socktype":2,"ai_protocol":17,"ai_addr":{"sin6_port":0,"sin6_addr":"::1"}}
    AddressInfo {"ai_flags":0,"ai_family":10,"ai_socktype":3,"ai_protocol":0,"ai_addr":{"sin6_port":0,"sin6_addr":"::1"}}
service:
    AddressInfo {"ai_flags":0,"ai_family":2,"ai_socktype":1,"ai_protocol":6,"ai_addr":{"sin_port":8080,"sin_addr":"127.0.0.1"}}
    AddressInfo {"ai_flags":0,"ai_family":2,"ai_socktype":2,"ai_protocol":17,"ai_addr":{"sin_port":8080,"sin_addr":"127.0.0.1"}}
    AddressInfo {"ai_flags":0,"ai_family":2,"ai_socktype":3,"ai_protocol":0,"ai_addr":{"sin_port":8080,"sin_addr":"127.0.0.1"}}
stream:
    AddressInfo {"ai_flags":0,"ai_family":2,"ai_socktype":1,"ai_protocol":6,"ai_addr":{"sin_port":0,"sin_addr":"127.0.0.1"}}
dgram:
    AddressInfo {"ai_flags":0,"ai_family":10,"ai_socktype":2,"ai_protocol":17,"ai_addr":{"sin6_port":53,"sin6_addr":"::1"}}
inet:
    AddressInfo {"ai_flags":0,"ai_family":2,"ai_socktype":1,"ai_protocol":6,"ai_addr":{"sin_port":0,"sin_addr":"127.0.0.1"}}
inet6:
    AddressInfo {"ai_flags":0,"ai_family":10,"ai_socktype":1,"ai_protocol":6,"ai_addr":{"sin6_port":443,"sin6_addr":"::1"}}
protocol:
    AddressInfo {"ai_flags":0,"ai_family":2,"ai_socktype":2,"ai_protocol":17,"ai_addr":{"sin_port":0,"sin_addr":"127.0.0.1"}}
canonname:
    AddressInfo {"ai_flags":2,"ai_family":2,"ai_socktype":1,"ai_protocol":6,"ai_canonname":"localhost","ai_addr":{"sin_port":0,"sin_addr":"127.0.0.1"}}
passive numericserv:
    AddressInfo {"ai_flags":1025,"ai_family":2,"ai_socktype":2,"ai_protocol":17,"ai_addr":{"sin_port":0,"sin_addr":"127.0.0.1"}}
v4mapped:
    AddressInfo {"ai_flags":8,"ai_family":10,"ai_socktype":1,"ai_protocol":6,"ai_addr":{"sin6_port":0,"sin6_addr":"::ffff:127.0.0.1"}}
packed hints ignored:
    AddressInfo {"ai_flags":0,"ai_family":2,"ai_socktype":1,"ai_protocol":6,"ai_addr":{"sin_port":0,"sin_addr":"127.0.0.1"}}
    AddressInfo {"ai_flags":0,"ai_family":2,"ai_socktype":2,"ai_protocol":17,"ai_addr":{"sin_port":0,"sin_addr":"127.0.0.1"}}
    AddressInfo {"ai_flags":0,"ai_family":2,"ai_socktype":3,"ai_protocol":0,"ai_addr":{"sin_port":0,"sin_addr":"127.0.0.1"}}
integer keys ignored:
    AddressInfo {"ai_flags":0,"ai_family":2,"ai_socktype":2,"ai_protocol":17,"ai_addr":{"sin_port":0,"sin_addr":"127.0.0.1"}}
hint by reference:
    AddressInfo {"ai_flags":0,"ai_family":2,"ai_socktype":2,"ai_protocol":17,"ai_addr":{"sin_port":0,"sin_addr":"127.0.0.1"}}
named arguments:
    AddressInfo {"ai_flags":0,"ai_family":2,"ai_socktype":1,"ai_protocol":6,"ai_addr":{"sin_port":0,"sin_addr":"127.0.0.1"}}
