--TEST--
With more coroutines ready than the poll interval's ceiling (1,500 that keep yielding), the reactor is still polled while they run: a socket read and a timer complete long before the busy ones would stop on their own
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, suspend, delay, await, await_all};

[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
$state = (object) ['done' => false, 'rounds' => 0];
$busy = [];
for ($i = 0; $i < 1500; $i++) {
    $busy[] = spawn(function () use ($state, $i) {
        // Stops on the reader's signal, or after 2,000 rounds at most.
        for ($round = 0; $round < 2000 && !$state->done; $round++) {
            suspend();
        }
        if ($i === 0) {
            $state->rounds = $round;
        }
    });
}
$reader = spawn(function () use ($a, $state) {
    $data = fread($a, 10);   // waits in the reactor while the others spin
    delay(5);                // a timer, too
    $state->done = true;
    return $data;
});
spawn(function () use ($b) {
    delay(1);
    fwrite($b, 'ping');
});
var_dump(await($reader));
await_all($busy);
// Polled only once the busy ones stopped, the reader would have waited
// for all 2,000 rounds.
var_dump($state->rounds < 2000);
?>
--EXPECT--
string(4) "ping"
bool(true)
