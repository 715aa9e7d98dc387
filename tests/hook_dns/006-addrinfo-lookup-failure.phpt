--TEST--
socket_addrinfo_lookup() failing inside a coroutine returns false without a warning, exactly as PHP does outside
--EXTENSIONS--
async
sockets
--FILE--
<?php
use function Async\{spawn, await};

function probe(): array
{
    $cases = [
        'unknown host' => ['nonexistent.invalid'],
        'unknown host with hints' => ['nonexistent.invalid', '80', ['ai_socktype' => SOCK_STREAM]],
        'empty host' => [''],
        'numeric host required' => ['localhost', null, ['ai_flags' => AI_NUMERICHOST]],
        'numeric service required' => ['127.0.0.1', 'no-such-service', ['ai_flags' => AI_NUMERICSERV]],
        'unknown service' => ['127.0.0.1', 'no-such-service'],
        'IPv4 address as AF_INET6' => ['127.0.0.1', null, ['ai_family' => AF_INET6]],
        'unsupported family' => ['127.0.0.1', null, ['ai_family' => 12345]],
        'protocol against socket type' => ['::1', '443', ['ai_protocol' => SOL_UDP, 'ai_socktype' => SOCK_STREAM]],
    ];
    $out = [];
    foreach ($cases as $name => $args) {
        $messages = [];
        set_error_handler(function ($no, $str) use (&$messages) { $messages[] = "$no: $str"; return true; });
        $result = var_export(socket_addrinfo_lookup(...$args), true);
        restore_error_handler();
        $out[] = "$name => $result" . ($messages ? ' [' . implode('; ', $messages) . ']' : '');
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
unknown host => false
unknown host with hints => false
empty host => false
numeric host required => false
numeric service required => false
unknown service => false
IPv4 address as AF_INET6 => false
unsupported family => false
protocol against socket type => false
