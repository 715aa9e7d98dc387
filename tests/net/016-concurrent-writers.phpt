--TEST--
Coroutines writing one socket at the same time serialize: each fwrite() (1 MiB, far more than the socket takes at once) arrives whole, never interleaved with another's, and returns its full length
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, await_all, delay};

[$server, $client, $peer] = tcp_pair();
$writers = [];
foreach (range('a', 'f') as $letter) {
    $writers[] = spawn(fn() => fwrite($client, str_repeat($letter, 1 << 20) . "\n"));
}
$reader = spawn(function () use ($peer) {
    $data = '';
    while (!feof($peer)) {
        $data .= fread($peer, 65536);
        delay(0);
    }
    return $data;
});
[$written] = await_all($writers);
fclose($client);
$data = await($reader);
var_dump(array_sum($written) === 6 * ((1 << 20) + 1));
$messages = explode("\n", rtrim($data, "\n"));
$whole = array_map(fn($m) => strlen($m) === 1 << 20 && strspn($m, $m[0]) === 1 << 20 ? $m[0] : 'torn', $messages);
sort($whole);
echo implode(' ', $whole), "\n";
?>
--EXPECT--
bool(true)
a b c d e f
