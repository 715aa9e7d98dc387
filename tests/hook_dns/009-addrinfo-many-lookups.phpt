--TEST--
200 concurrent socket_addrinfo_lookup() calls all complete with PHP's answer and leave no handle behind
--EXTENSIONS--
async
sockets
--FILE--
<?php
use function Async\{spawn, await_all, delay, runtime_stats};

function lookup(int $i): string
{
    [$host, $service, $hints] = match ($i % 4) {
        0 => ['localhost', null, []],
        1 => ['127.0.0.1', (string) (1000 + $i), ['ai_socktype' => SOCK_STREAM]],
        2 => ['::1', (string) $i, ['ai_family' => AF_INET6]],
        3 => ['nonexistent.invalid', null, []],
    };
    $result = socket_addrinfo_lookup($host, $service, $hints);
    return json_encode($result === false ? false : array_map('socket_addrinfo_explain', $result));
}

$expected = [];
for ($i = 0; $i < 200; $i++) {
    $expected[$i] = lookup($i);
}
$list = [];
for ($i = 0; $i < 200; $i++) {
    $list[$i] = spawn('lookup', $i);
}
[$results, $errors] = await_all($list);
ksort($results);
var_dump(count($results), $errors, $results === $expected);
var_dump(count(array_filter($results, fn ($r) => $r === 'false')));
delay(1);
var_dump(runtime_stats()['reactor_handles'], runtime_stats()['reactor_active_events']);
?>
--EXPECT--
int(200)
array(0) {
}
bool(true)
int(50)
int(0)
int(0)
