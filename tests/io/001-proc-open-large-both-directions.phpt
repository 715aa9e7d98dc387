--TEST--
proc_open() pipes carry 2 MiB each way through async I/O objects while another coroutine keeps running
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all, suspend};

$data = '';
for ($i = 0; strlen($data) < 2 * 1024 * 1024; $i++) {
    $data .= sprintf("%08d:%s\n", $i, str_repeat(chr(65 + $i % 26), 50));
}
$proc = proc_open('cat', [['pipe', 'r'], ['pipe', 'w']], $pipes);
$done = false;
$ticks = 0;
[$results] = await_all([
    // One fwrite() of 2 MiB: the pipe holds 64 KiB, so it completes only
    // while the reader drains the other end.
    'writer' => spawn(function () use ($pipes, $data) {
        $n = fwrite($pipes[0], $data);
        fclose($pipes[0]);
        return $n;
    }),
    'reader' => spawn(function () use ($pipes, &$done) {
        $out = stream_get_contents($pipes[1]);
        $done = true;
        return $out;
    }),
    'ticker' => spawn(function () use (&$done, &$ticks) {
        while (!$done) { $ticks++; suspend(); }
    }),
]);
var_dump(strlen($data) > 1024 * 1024, $results['writer'] === strlen($data), $results['reader'] === $data);
var_dump($ticks > 10);
fclose($pipes[1]);
var_dump(proc_close($proc), Async\runtime_stats()['reactor_handles']);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
int(0)
int(0)
