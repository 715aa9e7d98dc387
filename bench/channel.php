<?php
/*
 * Channel hand-off: two coroutines ping-pong 1,000,000 messages over two
 * rendezvous Async\Channel objects, against the same over a rendezvous
 * channel written in PHP on top of Fiber (with the minimal run queue it
 * needs). Target: ratio <= 0.3. Also prints the resident memory of
 * 100,000 coroutines parked in recv() on one channel (target <= 5 KiB).
 */
require __DIR__ . '/lib.php';
// Parked coroutines each hold a VM stack page counted in memory_limit.
ini_set('memory_limit', '-1');
use Async\Channel;
use function Async\{spawn, await, suspend};

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

/* Resident memory of parked receivers. */
function rss_bytes(): int
{
    preg_match('/VmRSS:\s+(\d+) kB/', file_get_contents('/proc/self/status'), $m);
    return (int) $m[1] * 1024;
}
$parked = (int) ($argv[2] ?? 100000);
$ch = new Channel();
$before = rss_bytes();
$workers = [];
for ($i = 0; $i < $parked; $i++) {
    $workers[] = spawn(function () use ($ch) { return $ch->recv(); });
}
suspend(); // every one of them runs once and parks in recv()
$rss_per = (rss_bytes() - $before) / $parked;
for ($i = 0; $i < $parked; $i++) {
    $ch->send($i);
}
foreach ($workers as $w) {
    await($w);
}

bench_result('channel', [
    'ns_per_message' => round($async_ns, 1),
    'fiber_channel_ns_per_message' => round($fiber_ns, 1),
    'ratio_vs_fiber' => round($async_ns / $fiber_ns, 3),
    'parked_rss_bytes_per_coroutine' => (int) $rss_per,
    'target' => 'ratio<=0.3,rss<=5120',
], 'ns_per_message');
