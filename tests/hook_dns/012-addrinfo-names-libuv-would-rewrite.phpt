--TEST--
socket_addrinfo_lookup() inside a coroutine gives PHP's answer for host names libuv would rewrite (non-ASCII, longer than 255 bytes) and for names with a NUL byte
--EXTENSIONS--
async
sockets
--FILE--
<?php
use function Async\{spawn, await};

function probe(): array
{
    $labels = str_repeat(str_repeat('a', 63) . '.', 3);
    $cases = [
        // libuv would send the IDNA form (xn--...); PHP sends the bytes.
        'non-ASCII' => ["ex\u{e4}mple.invalid"],
        // libuv would read ideographic full stops as dots: 127.0.0.1.
        'ideographic full stops' => ["127\u{3002}0\u{3002}0\u{3002}1"],
        'invalid UTF-8' => ["ex\xff.invalid"],
        '255 bytes' => [$labels . str_repeat('b', 55) . '.invalid'],
        '256 bytes' => [$labels . str_repeat('b', 56) . '.invalid'],
        'one 300-byte label' => [str_repeat('a', 300)],
        // getaddrinfo() sees the name up to the NUL byte, in both paths.
        'NUL byte' => ["127.0.0.1\0.invalid", '80', ['ai_socktype' => SOCK_STREAM]],
        'NUL byte in service' => ['127.0.0.1', "81\0junk", ['ai_socktype' => SOCK_STREAM]],
    ];
    $out = [];
    foreach ($cases as $name => $args) {
        $result = socket_addrinfo_lookup(...$args);
        $out[] = "$name (" . strlen($args[0]) . ' bytes) => '
            . ($result === false ? 'false' : json_encode(array_map('socket_addrinfo_explain', $result)));
    }
    return $out;
}

$outside = probe();
$inside = await(spawn('probe'));
var_dump($outside === $inside);
echo implode("\n", $inside), "\n";
?>
--EXPECT--
bool(true)
non-ASCII (16 bytes) => false
ideographic full stops (15 bytes) => false
invalid UTF-8 (11 bytes) => false
255 bytes (255 bytes) => false
256 bytes (256 bytes) => false
one 300-byte label (300 bytes) => false
NUL byte (18 bytes) => [{"ai_flags":0,"ai_family":2,"ai_socktype":1,"ai_protocol":6,"ai_addr":{"sin_port":80,"sin_addr":"127.0.0.1"}}]
NUL byte in service (9 bytes) => [{"ai_flags":0,"ai_family":2,"ai_socktype":1,"ai_protocol":6,"ai_addr":{"sin_port":81,"sin_addr":"127.0.0.1"}}]
