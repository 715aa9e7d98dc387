--TEST--
stream_select() over a mix of kinds: a listening TCP socket (a client connecting makes it readable), a connected TCP socket and a proc_open() pipe in one set
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay};

$server = stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr);
$address = stream_socket_get_name($server, false);
$proc = proc_open(['sh', '-c', 'exec sleep 5'], [1 => ['pipe', 'w']], $pipes);
$pipe = $pipes[1];

spawn(function () use ($address) {
    delay(20);
    $client = stream_socket_client("tcp://$address", $errno, $errstr, 5);
    delay(30);
    fwrite($client, "over tcp");
});

$read = ['server' => $server, 'pipe' => $pipe];
$write = $except = null;
var_dump(stream_select($read, $write, $except, 5), array_keys($read));
$conn = stream_socket_accept($server, 5);

$read = ['server' => $server, 'conn' => $conn, 'pipe' => $pipe];
var_dump(stream_select($read, $write, $except, 5), array_keys($read), fread($conn, 100));
proc_terminate($proc, 9);
var_dump(proc_close($proc));
?>
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(6) "server"
}
int(1)
array(1) {
  [0]=>
  string(4) "conn"
}
string(8) "over tcp"
int(9)
