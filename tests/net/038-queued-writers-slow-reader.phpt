--TEST--
Writers queued behind another's write, with a reader that is slow but steady: every fwrite() (4 MiB each) completes whole, none fails with a timeout it never reached (all the coroutines resumed by one writable event must not take another's reset for a timeout)
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, await_all, delay};

[$server, $client, $peer] = tcp_pair();
$writers = [];
foreach (range('a', 'c') as $letter) {
    $writers[] = spawn(fn() => capture(fn() => fwrite($client, str_repeat($letter, 4 << 20) . "\n")));
}
$reader = spawn(function () use ($peer) {
    $data = '';
    while (!feof($peer)) {
        $data .= fread($peer, 65536);
        delay(2);
    }
    return $data;
});
[$written] = await_all($writers);
fclose($client);
$data = await($reader);
foreach ($written as [$n, $messages]) {
    var_dump($n, $messages);
}
$messages = explode("\n", rtrim($data, "\n"));
$whole = array_map(fn($m) => strlen($m) === 4 << 20 && strspn($m, $m[0]) === 4 << 20 ? $m[0] : 'torn', $messages);
sort($whole);
echo implode(' ', $whole), "\n";
?>
--EXPECT--
int(4194305)
array(0) {
}
int(4194305)
array(0) {
}
int(4194305)
array(0) {
}
a b c
