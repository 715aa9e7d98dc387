--TEST--
TCP echo server and clients, all in coroutines: clients are served concurrently (completion order follows the server's delays, not spawn order) while a ticker keeps running
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, await_all, delay};

$server = stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr);
$addr = stream_socket_get_name($server, false);
$order = [];
$ticks = 0;
$done = false;

$acceptor = spawn(function () use ($server) {
    $handlers = [];
    for ($i = 0; $i < 3; $i++) {
        $conn = stream_socket_accept($server, 5);
        $handlers[] = spawn(function () use ($conn) {
            // Each request names how long the server takes to answer it.
            while (($line = fgets($conn)) !== false) {
                [$name, $ms] = explode(' ', trim($line));
                delay((int) $ms);
                fwrite($conn, "echo $name\n");
            }
            fclose($conn);
        });
    }
    await_all($handlers);
});

$ticker = spawn(function () use (&$ticks, &$done) {
    while (!$done) {
        delay(10);
        $ticks++;
    }
});

$clients = [];
foreach (['a' => 300, 'b' => 100, 'c' => 200] as $name => $ms) {
    $clients[] = spawn(function () use ($addr, $name, $ms, &$order) {
        $c = stream_socket_client("tcp://$addr", $errno, $errstr, 5);
        fwrite($c, "$name $ms\n");
        $reply = fgets($c);
        $order[] = trim($reply);
        fclose($c);
    });
}
await_all($clients);
$done = true;
await($acceptor);
await($ticker);
fclose($server);
echo implode(', ', $order), "\n";
var_dump($ticks >= 3);
?>
--EXPECT--
echo b, echo c, echo a
bool(true)
