--TEST--
Pool: every callback may suspend (factory, beforeAcquire, beforeRelease, destructor, strategy): other coroutines run meanwhile and the pool's bookkeeping holds
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Pool, CircuitBreakerStrategy};
use function Async\{spawn, await, delay};

$ticks = 0;
$running = true;
$ticker = spawn(function () use (&$ticks, &$running) {
    while ($running) {
        $ticks++;
        delay(1);
    }
});
function pause(string $what): void
{
    global $ticks;
    $before = $ticks;
    delay(10);
    echo "$what suspended, others ran: ", $ticks > $before ? "yes" : "no", "\n";
}
class Slow implements CircuitBreakerStrategy
{
    public function reportSuccess(mixed $source): void { pause("reportSuccess"); }
    public function reportFailure(mixed $source, Throwable $error): void { pause("reportFailure (" . $error->getMessage() . ")"); }
    public function shouldRecover(): bool { pause("shouldRecover"); return true; }
}
$n = 0;
$pool = new Pool(
    function () use (&$n) {
        pause("factory");
        if (++$n === 2) {
            throw new RuntimeException("factory failed");
        }
        return $n;
    },
    destructor: function ($r) { pause("destructor $r"); },
    beforeAcquire: function ($r) { pause("beforeAcquire $r"); return true; },
    beforeRelease: function ($r) { pause("beforeRelease $r"); return true; },
    max: 2,
);
$pool->setCircuitBreakerStrategy(new Slow());
$c = spawn(function () use ($pool) {
    $r = $pool->acquire();
    echo "got $r\n";
    $pool->release($r);
    $r = $pool->acquire();
    echo "got $r again\n";
    try {
        $pool->acquire();
    } catch (RuntimeException $e) {
        echo "second acquire: ", $e->getMessage(), "\n";
    }
    $other = $pool->acquire();
    echo "got $other\n";
    $pool->release($r);
    $pool->deactivate();
    $r = $pool->acquire();
    echo "got $r in ", $pool->getState()->name, "\n";
    echo "count=", count($pool), " idle=", $pool->idleCount(), " active=", $pool->activeCount(), "\n";
    $pool->close();
    echo "closed\n";
    $pool->release($r);
    $pool->release($other);
    echo "count=", count($pool), "\n";
});
await($c);
$running = false;
await($ticker);
echo "done\n";
?>
--EXPECT--
factory suspended, others ran: yes
got 1
beforeRelease 1 suspended, others ran: yes
reportSuccess suspended, others ran: yes
beforeAcquire 1 suspended, others ran: yes
got 1 again
factory suspended, others ran: yes
reportFailure (factory failed) suspended, others ran: yes
second acquire: factory failed
factory suspended, others ran: yes
got 3
beforeRelease 1 suspended, others ran: yes
reportSuccess suspended, others ran: yes
shouldRecover suspended, others ran: yes
beforeAcquire 1 suspended, others ran: yes
got 1 in RECOVERING
count=2 idle=0 active=2
closed
destructor 1 suspended, others ran: yes
destructor 3 suspended, others ran: yes
count=0
done
