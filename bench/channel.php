<?php
/*
 * Channel hand-off: two coroutines ping-pong 1,000,000 messages over two
 * rendezvous Async\Channel objects, against the same over a rendezvous
 * channel written in PHP on top of Fiber (with the minimal run queue it
 * needs). Target: ratio <= 0.3. Also prints the resident memory of
 * 100,000 coroutines parked in recv() on one channel (target <= 5 KiB),
 * each measured in a fresh process: spawned with one receiver callable
 * for all (`spawn($receive, $ch)`: what the runtime costs) and with a
 * closure of their own (`spawn(function () use ($ch) {...})`: PHP makes a
 * 770-byte Closure object per coroutine, which the coroutine keeps alive).
 */
require __DIR__ . '/lib.php';
// Parked coroutines each hold a VM stack page counted in memory_limit.
ini_set('memory_limit', '-1');
use Async\Channel;
use function Async\{spawn, await, suspend};

/* Resident memory of parked receivers (a child process: `parked MODE N`). */
function rss_bytes(): int
{
    preg_match('/VmRSS:\s+(\d+) kB/', file_get_contents('/proc/self/status'), $m);
    return (int) $m[1] * 1024;
}
if (($argv[1] ?? '') === 'parked') {
    $own_closure = $argv[2] === 'closure';
    $parked = (int) $argv[3];
    $ch = new Channel();
    $receive = function (Channel $ch) { return $ch->recv(); };
    $workers = array_fill(0, $parked, null);
    $before = rss_bytes();
    for ($i = 0; $i < $parked; $i++) {
        $workers[$i] = $own_closure ? spawn(function () use ($ch) { return $ch->recv(); }) : spawn($receive, $ch);
    }
    suspend(); // every one of them runs once and parks in recv()
    $rss_per = (rss_bytes() - $before) / $parked;
    for ($i = 0; $i < $parked; $i++) {
        $ch->send($i);
    }
    $sum = 0;
    foreach ($workers as $w) {
        $sum += await($w);
    }
    if ($sum !== $parked * ($parked - 1) / 2) {
        throw new LogicException("parked checksum $sum");
    }
    echo json_encode(['rss' => $rss_per]), "\n";
    return;
}

$n = (int) ($argv[1] ?? 1000000);
$rounds = intdiv($n, 2); // one round = two messages

/* The Fiber baseline: FIFO waiters, a value handed straight to a waiting
 * receiver, a ready queue of (fiber, value) pairs. */
final class FiberLoop
{
    public static SplQueue $ready;

    public static function run(): void
    {
        while (!self::$ready->isEmpty()) {
            [$fiber, $value] = self::$ready->dequeue();
            $fiber->isStarted() ? $fiber->resume($value) : $fiber->start();
        }
    }
}

final class FiberChannel
{
    private SplQueue $receivers;
    private SplQueue $senders;

    public function __construct()
    {
        $this->receivers = new SplQueue();
        $this->senders = new SplQueue();
    }

    public function send(mixed $value): void
    {
        if (!$this->receivers->isEmpty()) {
            FiberLoop::$ready->enqueue([$this->receivers->dequeue(), $value]);
            return;
        }
        $this->senders->enqueue([Fiber::getCurrent(), $value]);
        Fiber::suspend();
    }

    public function recv(): mixed
    {
        if (!$this->senders->isEmpty()) {
            [$sender, $value] = $this->senders->dequeue();
            FiberLoop::$ready->enqueue([$sender, null]);
            return $value;
        }
        $this->receivers->enqueue(Fiber::getCurrent());
        return Fiber::suspend();
    }
}

$fiber_ns = bench_best(3, function () use ($rounds) {
    FiberLoop::$ready = new SplQueue();
    $ping = new FiberChannel();
    $pong = new FiberChannel();
    $sum = 0;
    $a = new Fiber(function () use ($ping, $pong, $rounds, &$sum) {
        for ($i = 0; $i < $rounds; $i++) {
            $ping->send($i);
            $sum += $pong->recv();
        }
    });
    $b = new Fiber(function () use ($ping, $pong, $rounds) {
        for ($i = 0; $i < $rounds; $i++) {
            $pong->send($ping->recv());
        }
    });
    FiberLoop::$ready->enqueue([$a, null]);
    FiberLoop::$ready->enqueue([$b, null]);
    FiberLoop::run();
    if ($sum !== $rounds * ($rounds - 1) / 2) {
        throw new LogicException("fiber checksum $sum");
    }
}) / (2 * $rounds);

$async_ns = bench_best(3, function () use ($rounds) {
    $ping = new Channel();
    $pong = new Channel();
    $a = spawn(function () use ($ping, $pong, $rounds) {
        $sum = 0;
        for ($i = 0; $i < $rounds; $i++) {
            $ping->send($i);
            $sum += $pong->recv();
        }
        return $sum;
    });
    $b = spawn(function () use ($ping, $pong, $rounds) {
        for ($i = 0; $i < $rounds; $i++) {
            $pong->send($ping->recv());
        }
    });
    $sum = await($a);
    await($b);
    if ($sum !== $rounds * ($rounds - 1) / 2) {
        throw new LogicException("channel checksum $sum");
    }
}) / (2 * $rounds);

$parked = (int) ($argv[2] ?? 100000);
$shared = bench_child(__FILE__, ['parked', 'shared', (string) $parked]);
$own = bench_child(__FILE__, ['parked', 'closure', (string) $parked]);
if ($shared === null || $own === null) {
    throw new RuntimeException('the parked-receivers run failed');
}

bench_result('channel', [
    'ns_per_message' => round($async_ns, 1),
    'fiber_channel_ns_per_message' => round($fiber_ns, 1),
    'ratio_vs_fiber' => round($async_ns / $fiber_ns, 3),
    'parked_rss_bytes_per_coroutine' => (int) $shared['rss'],
    'parked_rss_own_closure' => (int) $own['rss'],
    'target' => 'ratio<=0.3,rss<=5120',
], 'ns_per_message');
