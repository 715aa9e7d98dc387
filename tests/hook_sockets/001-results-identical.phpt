--TEST--
ext/sockets calls inside a coroutine give exactly PHP's results, warnings, errors and socket_last_error() values
--EXTENSIONS--
async
--SKIPIF--
<?php if (!extension_loaded('sockets')) die('skip ext/sockets is not loaded'); ?>
--FILE--
<?php
require __DIR__ . '/guard.inc';
use function Async\{spawn, await};

function pair(): array
{
    socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $pair);
    return $pair;
}

function listener(int $backlog = 4): array
{
    $srv = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
    socket_bind($srv, '127.0.0.1', 0);
    socket_listen($srv, $backlog);
    socket_getsockname($srv, $addr, $port);
    return [$srv, $port];
}

function closed_port(): int
{
    [$srv, $port] = listener();
    socket_close($srv);
    return $port;
}

function udp(string $addr = '127.0.0.1', int $family = AF_INET): array
{
    $s = socket_create($family, SOCK_DGRAM, SOL_UDP);
    socket_bind($s, $addr, 0);
    socket_getsockname($s, $a, $port);
    return [$s, $port];
}

function probe(): array
{
    $cases = [
        'read closed' => function () { [$a, $b] = pair(); socket_close($a); return socket_read($a, 10); },
        'read zero length' => function () { [$a, $b] = pair(); return socket_read($a, 0); },
        'read negative length' => function () { [$a, $b] = pair(); return socket_read($a, -5); },
        'read binary' => function () { [$a, $b] = pair(); socket_write($b, "ab\ncd"); return socket_read($a, 10); },
        'read normal' => function () { [$a, $b] = pair(); socket_write($b, "ab\ncd\r\n"); return [socket_read($a, 10, PHP_NORMAL_READ), socket_read($a, 10, PHP_NORMAL_READ), socket_read($a, 1, PHP_NORMAL_READ)]; },
        'read normal short length' => function () { [$a, $b] = pair(); socket_write($b, "abcdef\n"); return [socket_read($a, 3, PHP_NORMAL_READ), socket_read($a, 10, PHP_NORMAL_READ)]; },
        'read normal at end' => function () { [$a, $b] = pair(); socket_write($b, "xy"); socket_close($b); return [socket_read($a, 10, PHP_NORMAL_READ), socket_last_error($a)]; },
        'read normal nonblocking at end' => function () { [$a, $b] = pair(); socket_close($b); socket_set_nonblock($a); return socket_read($a, 10, PHP_NORMAL_READ); },
        'read at end' => function () { [$a, $b] = pair(); socket_close($b); return socket_read($a, 10); },
        'read nonblocking empty' => function () { [$a, $b] = pair(); socket_set_nonblock($a); return [socket_read($a, 10), socket_last_error($a)]; },
        'read unconnected' => function () { $s = socket_create(AF_INET, SOCK_STREAM, SOL_TCP); return [socket_read($s, 10), socket_last_error($s)]; },
        'read string length' => function () { [$a, $b] = pair(); return socket_read($a, "x"); },
        'write' => function () { [$a, $b] = pair(); return [socket_write($a, "hello"), socket_read($b, 10)]; },
        'write length' => function () { [$a, $b] = pair(); return [socket_write($a, "hello", 2), socket_write($a, "xyz", 10), socket_write($a, "q", null), socket_read($b, 10)]; },
        'write negative length' => function () { [$a, $b] = pair(); return socket_write($a, "hello", -1); },
        'write closed' => function () { [$a, $b] = pair(); socket_close($a); return socket_write($a, "x", -1); },
        'write empty' => function () { [$a, $b] = pair(); return socket_write($a, ""); },
        'write unconnected' => function () { $s = socket_create(AF_INET, SOCK_STREAM, SOL_TCP); return [socket_write($s, "x"), socket_last_error($s)]; },
        'write closed peer' => function () { [$a, $b] = pair(); socket_close($b); return [socket_write($a, "x"), socket_last_error($a)]; },
        'send' => function () { [$a, $b] = pair(); return [socket_send($a, "hello", 3, 0), socket_send($a, "xy", 10, 0), socket_read($b, 10)]; },
        'send negative' => function () { [$a, $b] = pair(); return socket_send($a, "hello", -3, 0); },
        'send zero' => function () { [$a, $b] = pair(); return socket_send($a, "hello", 0, 0); },
        'send unconnected' => function () { $s = socket_create(AF_INET, SOCK_STREAM, SOL_TCP); return socket_send($s, "x", 1, 0); },
        'send dontwait' => function () { [$a, $b] = pair(); return socket_send($a, "x", 1, MSG_DONTWAIT); },
        'recv' => function () { [$a, $b] = pair(); socket_write($b, "hello"); $r = socket_recv($a, $buf, 3, 0); return [$r, $buf]; },
        'recv peek' => function () { [$a, $b] = pair(); socket_write($b, "hello"); $r = socket_recv($a, $buf, 10, MSG_PEEK); $r2 = socket_recv($a, $buf2, 10, 0); return [$r, $buf, $r2, $buf2]; },
        'recv zero' => function () { [$a, $b] = pair(); $buf = 'x'; return [socket_recv($a, $buf, 0, 0), $buf]; },
        'recv end' => function () { [$a, $b] = pair(); socket_close($b); $buf = 'x'; return [socket_recv($a, $buf, 10, 0), $buf]; },
        'recv dontwait' => function () { [$a, $b] = pair(); $buf = 'x'; return [socket_recv($a, $buf, 10, MSG_DONTWAIT), $buf, socket_last_error($a)]; },
        'recv unconnected' => function () { $s = socket_create(AF_INET, SOCK_STREAM, SOL_TCP); $buf = 'x'; return [socket_recv($s, $buf, 10, 0), $buf]; },
        'recv waitall' => function () { [$a, $b] = pair(); socket_write($b, "abc"); socket_write($b, "def"); socket_close($b); return [socket_recv($a, $buf, 100, MSG_WAITALL), $buf]; },
        'recvfrom udp' => function () { [$s, $port] = udp(); [$c, $cport] = udp(); socket_sendto($c, "ping", 4, 0, '127.0.0.1', $port); $r = socket_recvfrom($s, $buf, 10, 0, $from, $fport); return [$r, $buf, $from, $fport === $cport]; },
        'recvfrom udp6' => function () { [$s, $port] = udp('::1', AF_INET6); [$c, $cport] = udp('::1', AF_INET6); socket_sendto($c, "ping6", 5, 0, '::1', $port); $r = socket_recvfrom($s, $buf, 10, 0, $from, $fport); return [$r, $buf, $from, $fport === $cport]; },
        'recvfrom unix' => function () { socket_create_pair(AF_UNIX, SOCK_DGRAM, 0, $p); socket_write($p[1], "dgram"); $r = socket_recvfrom($p[0], $buf, 10, 0, $from); return [$r, $buf, $from]; },
        'recvfrom no port' => function () { [$s] = udp(); return socket_recvfrom($s, $buf, 10, 0, $from); },
        'recvfrom zero' => function () { [$s] = udp(); return socket_recvfrom($s, $buf, 0, 0, $from, $port); },
        'recvfrom unconnected tcp' => function () { $s = socket_create(AF_INET, SOCK_STREAM, SOL_TCP); return [socket_recvfrom($s, $buf, 10, 0, $from, $port), socket_last_error($s)]; },
        'recvfrom unconnected tcp6' => function () { $s = socket_create(AF_INET6, SOCK_STREAM, SOL_TCP); return [socket_recvfrom($s, $buf, 10, 0, $from, $port), socket_last_error($s)]; },
        'recvfrom dontwait' => function () { [$s] = udp(); return [socket_recvfrom($s, $buf, 10, MSG_DONTWAIT, $from, $port), socket_last_error($s)]; },
        'sendto bad host' => function () { [$s] = udp(); return socket_sendto($s, "x", 1, 0, 'no-such-host.invalid', 9); },
        'sendto no port' => function () { [$s] = udp(); return socket_sendto($s, "x", 1, 0, '127.0.0.1'); },
        'sendto negative' => function () { [$s, $port] = udp(); return socket_sendto($s, "x", -1, 0, '127.0.0.1', $port); },
        'sendto' => function () { [$s, $port] = udp(); return socket_sendto($s, "xyz", 2, 0, '127.0.0.1', $port); },
        'accept not listening' => function () { $s = socket_create(AF_INET, SOCK_STREAM, SOL_TCP); return [socket_accept($s), socket_last_error()]; },
        'accept udp' => function () { [$s] = udp(); return [socket_accept($s), socket_last_error()]; },
        'accept nonblocking' => function () { [$srv] = listener(); socket_set_nonblock($srv); return [socket_accept($srv), socket_last_error(), socket_last_error($srv)]; },
        'accept pending' => function () { [$srv, $port] = listener(); $c = socket_create(AF_INET, SOCK_STREAM, SOL_TCP); socket_connect($c, '127.0.0.1', $port); $a = socket_accept($srv); socket_getpeername($a, $addr); return [get_class($a), $addr]; },
        'accept closed' => function () { [$srv] = listener(); socket_close($srv); return socket_accept($srv); },
        'connect refused' => function () { $port = closed_port(); $s = socket_create(AF_INET, SOCK_STREAM, SOL_TCP); return [socket_connect($s, '127.0.0.1', $port), socket_last_error(), socket_last_error($s)]; },
        'connect ok keeps last error' => function () { [$srv, $port] = listener(); $s = socket_create(AF_INET, SOCK_STREAM, SOL_TCP); @socket_read($s, 1); return [socket_connect($s, '127.0.0.1', $port), socket_last_error(), socket_last_error($s)]; },
        'connect twice' => function () { [$srv, $port] = listener(); $s = socket_create(AF_INET, SOCK_STREAM, SOL_TCP); return [socket_connect($s, '127.0.0.1', $port), socket_connect($s, '127.0.0.1', $port), socket_last_error($s)]; },
        'connect bad host' => function () { $s = socket_create(AF_INET, SOCK_STREAM, SOL_TCP); return socket_connect($s, 'no-such-host.invalid', 80); },
        'connect no port' => function () { $s = socket_create(AF_INET, SOCK_STREAM, SOL_TCP); return socket_connect($s, '127.0.0.1'); },
        'connect unix missing' => function () { $s = socket_create(AF_UNIX, SOCK_STREAM, 0); return [socket_connect($s, '/nonexistent/async-test.sock'), socket_last_error()]; },
        'connect nonblocking' => function () { [$srv, $port] = listener(); $s = socket_create(AF_INET, SOCK_STREAM, SOL_TCP); socket_set_nonblock($s); $r = socket_connect($s, '127.0.0.1', $port); return [$r, $r ? 0 : socket_last_error($s)]; },
        'connect refused ipv6' => function () { $port = closed_port(); $s = socket_create(AF_INET6, SOCK_STREAM, SOL_TCP); return [socket_connect($s, '::1', $port), socket_last_error()]; },
        'select bad element' => function () { $r = [1]; $w = null; $e = null; return socket_select($r, $w, $e, 0); },
        'select no arrays' => function () { $r = null; $w = []; $e = null; return socket_select($r, $w, $e, 1); },
        'select closed' => function () { [$a, $b] = pair(); socket_close($a); $r = [$a]; $w = $e = null; return socket_select($r, $w, $e, 1); },
        'select negative' => function () { [$a, $b] = pair(); $r = [$a]; $w = $e = null; return [socket_select($r, $w, $e, -1), socket_last_error()]; },
        'select poll' => function () { [$a, $b] = pair(); socket_write($b, "x"); $r = ['x' => $a, 7 => $b]; $w = ['w' => $b]; $e = null; $n = socket_select($r, $w, $e, 0); return [$n, array_keys($r), array_keys($w), $e]; },
        'select ready' => function () { [$a, $b] = pair(); socket_write($b, "x"); $r = ['x' => $a, 7 => $b]; $w = []; $e = [$a]; $n = socket_select($r, $w, $e, 1, 500); return [$n, array_keys($r), $w, $e]; },
        'select string timeout' => function () { [$a, $b] = pair(); socket_write($b, "x"); $r = [$a]; $w = $e = null; return socket_select($r, $w, $e, "1"); },
        'select null usec' => function () { [$a, $b] = pair(); socket_write($b, "x"); $r = [$a]; $w = $e = null; return socket_select($r, $w, $e, 1, null); },
        'select timeout' => function () { [$a, $b] = pair(); $r = [$a]; $w = null; $e = [$b]; return [socket_select($r, $w, $e, 0, 20000), $r, $e]; },
        'write nonblocking full' => function () { [$a, $b] = pair(); socket_set_nonblock($a); $n = socket_write($a, str_repeat('x', 8 << 20)); return is_int($n) && $n > 0 && $n < (8 << 20); },
        'read rcvtimeo' => function () { [$a, $b] = pair(); socket_set_option($a, SOL_SOCKET, SO_RCVTIMEO, ['sec' => 0, 'usec' => 30000]); return [socket_read($a, 10), socket_last_error($a)]; },
        'recv waitall rcvtimeo' => function () { [$a, $b] = pair(); socket_write($b, "abc"); socket_set_option($a, SOL_SOCKET, SO_RCVTIMEO, ['sec' => 0, 'usec' => 30000]); return [socket_recv($a, $buf, 100, MSG_WAITALL), $buf]; },
        'accept rcvtimeo' => function () { [$srv] = listener(); socket_set_option($srv, SOL_SOCKET, SO_RCVTIMEO, ['sec' => 0, 'usec' => 30000]); return [socket_accept($srv), socket_last_error(), socket_last_error($srv)]; },
    ];
    $out = [];
    foreach ($cases as $name => $case) {
        $messages = [];
        socket_clear_error();
        set_error_handler(function ($no, $str) use (&$messages) { $messages[] = "$no: $str"; return true; });
        try {
            $result = json_encode($case(), JSON_UNESCAPED_SLASHES);
        } catch (Throwable $e) {
            $result = get_class($e) . ': ' . $e->getMessage();
        }
        restore_error_handler();
        $out[$name] = [$result, $messages, socket_last_error()];
    }
    return $out;
}

$outside = probe();
$inside = await(spawn('probe'));
foreach ($outside as $name => $o) {
    if ($inside[$name] !== $o) {
        echo "DIFFERENT $name:\n", var_export($o, true), "\n", var_export($inside[$name], true), "\n";
    }
}
foreach ($inside as $name => [$result, $messages, $last]) {
    echo "$name => $result", $messages ? ' [' . implode('; ', $messages) . ']' : '', " last=$last\n";
}
?>
--EXPECT--
read closed => Error: socket_read(): Argument #1 ($socket) has already been closed last=0
read zero length => false last=0
read negative length => false last=0
read binary => "ab\ncd" last=0
read normal => ["ab\n","cd\r","\n"] last=0
read normal short length => ["abc","def\n"] last=0
read normal at end => [false,104] [2: socket_read(): unable to read from socket [104]: Connection reset by peer] last=104
read normal nonblocking at end => "" last=0
read at end => "" last=0
read nonblocking empty => [false,11] last=11
read unconnected => [false,107] [2: socket_read(): unable to read from socket [107]: Transport endpoint is not connected] last=107
read string length => TypeError: socket_read(): Argument #2 ($length) must be of type int, string given last=0
write => [5,"hello"] last=0
write length => [2,3,1,"hexyzq"] last=0
write negative length => ValueError: socket_write(): Argument #3 ($length) must be greater than or equal to 0 last=0
write closed => Error: socket_write(): Argument #1 ($socket) has already been closed last=0
write empty => 0 last=0
write unconnected => [false,32] [2: socket_write(): unable to write to socket [32]: Broken pipe] last=32
write closed peer => [false,32] [2: socket_write(): unable to write to socket [32]: Broken pipe] last=32
send => [3,2,"helxy"] last=0
send negative => ValueError: socket_send(): Argument #3 ($length) must be greater than or equal to 0 last=0
send zero => 0 last=0
send unconnected => false [2: socket_send(): Unable to write to socket [32]: Broken pipe] last=32
send dontwait => 1 last=0
recv => [3,"hel"] last=0
recv peek => [5,"hello",5,"hello"] last=0
recv zero => [false,"x"] last=0
recv end => [0,null] last=0
recv dontwait => [false,null,11] last=11
recv unconnected => [false,null] [2: socket_recv(): Unable to read from socket [107]: Transport endpoint is not connected] last=107
recv waitall => [6,"abcdef"] last=0
recvfrom udp => [4,"ping","127.0.0.1",true] last=0
recvfrom udp6 => [5,"ping6","::1",true] last=0
recvfrom unix => [5,"dgram",""] last=0
recvfrom no port => ArgumentCountError: Wrong parameter count for socket_recvfrom() last=0
recvfrom zero => false last=0
recvfrom unconnected tcp => [false,107] [2: socket_recvfrom(): Unable to recvfrom [107]: Transport endpoint is not connected] last=107
recvfrom unconnected tcp6 => [false,107] [2: socket_recvfrom(): unable to recvfrom [107]: Transport endpoint is not connected] last=107
recvfrom dontwait => [false,11] last=11
sendto bad host => false [2: socket_sendto(): Host lookup failed [-10001]: Unknown host] last=-10001
sendto no port => ValueError: socket_sendto(): Argument #6 ($port) cannot be null when the socket type is AF_INET last=0
sendto negative => ValueError: socket_sendto(): Argument #3 ($length) must be greater than or equal to 0 last=0
sendto => 2 last=0
accept not listening => [false,22] [2: socket_accept(): unable to accept incoming connection [22]: Invalid argument] last=22
accept udp => [false,95] [2: socket_accept(): unable to accept incoming connection [95]: Operation not supported] last=95
accept nonblocking => [false,11,0] last=11
accept pending => ["Socket","127.0.0.1"] last=0
accept closed => Error: socket_accept(): Argument #1 ($socket) has already been closed last=0
connect refused => [false,111,111] [2: socket_connect(): unable to connect [111]: Connection refused] last=111
connect ok keeps last error => [true,107,107] [2: socket_read(): unable to read from socket [107]: Transport endpoint is not connected] last=107
connect twice => [true,false,106] [2: socket_connect(): unable to connect [106]: Transport endpoint is already connected] last=106
connect bad host => false [2: socket_connect(): Host lookup failed [-10001]: Unknown host] last=-10001
connect no port => ValueError: socket_connect(): Argument #3 ($port) cannot be null when the socket type is AF_INET last=0
connect unix missing => [false,2] [2: socket_connect(): unable to connect [2]: No such file or directory] last=2
connect nonblocking => [false,115] last=115
connect refused ipv6 => [false,111] [2: socket_connect(): unable to connect [111]: Connection refused] last=111
select bad element => TypeError: socket_select(): Argument #1 ($read) must only have elements of type Socket, int given last=0
select no arrays => ValueError: socket_select(): At least one array argument must be passed last=0
select closed => TypeError: socket_select(): Argument #1 ($read) contains a closed socket last=0
select negative => [false,22] [2: socket_select(): Unable to select [22]: Invalid argument] last=22
select poll => [2,["x"],["w"],null] last=0
select ready => [1,["x"],[],[]] last=0
select string timeout => 1 last=0
select null usec => 1 [8192: socket_select(): Passing null to parameter #5 ($microseconds) of type int is deprecated] last=0
select timeout => [0,[],[]] last=0
write nonblocking full => true last=0
read rcvtimeo => [false,11] last=11
recv waitall rcvtimeo => [3,"abc"] last=0
accept rcvtimeo => [false,11,0] last=11
