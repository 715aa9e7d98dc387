--TEST--
A coroutine suspended in fread() on a socket touches one page of its C stack: the VM's first page and the read's C frames fit in the page the stack starts in (two pages, 10 KiB resident each, before the VM page shrank to 1.5 KiB)
--EXTENSIONS--
async
--INI--
memory_limit=-1
async.guarded_stacks=0
--FILE--
<?php
use function Async\{spawn, suspend, await_all};

function rss(): int
{
    preg_match('/VmRSS:\s+(\d+) kB/', file_get_contents('/proc/self/status'), $m);
    return (int) $m[1] * 1024;
}

// Under valgrind (USE_ZEND_ALLOC=0) resident memory is mostly valgrind's,
// and AddressSanitizer's frames are larger than a release build's: there
// the readers still run (and are checked for memory errors), the figure
// is the other legs' to check. 400 socket pairs stay below a 1,024
// descriptor limit.
$measured = getenv('USE_ZEND_ALLOC') !== '0' && !str_contains((string) getenv('LD_PRELOAD'), 'asan');
$n = 400;
$pairs = [];
for ($i = 0; $i < $n; $i++) {
    $pairs[] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
}
$reader = function ($socket) { return fread($socket, 100); };
// Once through first, a few times over: a JIT that compiles on first use
// (run-tests sets its hot counters to 1) does so on a coroutine's stack,
// far below where it suspends.
for ($round = 0; $round < 8; $round++) {
    $warm = spawn($reader, $pairs[0][0]);
    suspend();
    fwrite($pairs[0][1], 'w');
    await_all([$warm]);
}
$readers = array_fill(0, $n, null);
$before = rss();
for ($i = 0; $i < $n; $i++) {
    $readers[$i] = spawn($reader, $pairs[$i][0]);
}
suspend(); // each runs once and suspends in fread()
$per_coroutine = (rss() - $before) / $n;
// One stack page (4 KiB) plus the coroutine, its wait and the stream's
// read buffer's first page; a second stack page would add 4 KiB.
var_dump(!$measured || $per_coroutine < 7.5 * 1024);
foreach ($pairs as [, $peer]) {
    fwrite($peer, 'x');
}
[$results] = await_all($readers);
var_dump(count($results), implode('', $results) === str_repeat('x', $n));
?>
--EXPECT--
bool(true)
int(400)
bool(true)
