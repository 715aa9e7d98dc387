--TEST--
Cancelling coroutines waiting in socket_addrinfo_lookup() delivers the cancellation; queued requests are cancelled, running ones dropped, nothing leaks
--EXTENSIONS--
async
sockets
--FILE--
<?php
use function Async\{spawn, await, await_all, suspend, delay, runtime_stats};

$c = spawn(function () {
    socket_addrinfo_lookup('localhost');
    echo "not reached\n";
});
suspend();          // the lookup is in flight now
$c->cancel();
try {
    await($c);
} catch (Async\AsyncCancellation $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}

// More lookups than libuv has pool threads: some are still queued (the
// request is cancelled), some already run (the result is dropped).
$list = [];
for ($i = 0; $i < 20; $i++) {
    $list[] = spawn(function () {
        socket_addrinfo_lookup('127.0.0.1', '80');
        echo "not reached\n";
    });
}
suspend();
foreach ($list as $co) {
    $co->cancel();
}
[$results, $errors] = await_all($list);
var_dump(count($results), count(array_filter($errors, fn ($e) => $e instanceof Async\AsyncCancellation)));

delay(20);          // the abandoned requests finish meanwhile
var_dump(socket_addrinfo_explain(socket_addrinfo_lookup('127.0.0.1', '80', ['ai_socktype' => SOCK_STREAM])[0])['ai_addr']);
delay(1);
var_dump(runtime_stats()['reactor_handles'], runtime_stats()['reactor_active_events']);
?>
--EXPECT--
Async\AsyncCancellation: Coroutine cancelled
int(0)
int(20)
array(2) {
  ["sin_port"]=>
  int(80)
  ["sin_addr"]=>
  string(9) "127.0.0.1"
}
int(0)
int(0)
