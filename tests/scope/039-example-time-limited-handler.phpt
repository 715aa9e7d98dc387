--TEST--
Seed example "time-limited handler": third-party tasks get disposeAfterTimeout() to finish; the one that finishes in time completes, the hung one is cancelled when the timer fires
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, timeout};

function st(Async\Scope $s): string
{
    ob_start();
    var_dump($s);
    $lines = explode("\n", trim(ob_get_clean()));
    $out = [];
    for ($i = 1; $i + 1 < count($lines); $i += 2) {
        $out[] = trim($lines[$i], ' ["]=>') . "=" . strstr(substr(strstr($lines[$i + 1], "("), 1), ")", true);
    }
    return implode(" ", $out);
}
function rs(): string
{
    $r = Async\runtime_stats();
    return "global active={$r['coroutines_active']} zombie={$r['coroutines_zombie']}";
}

$analyticsSent = false;
function thirdPartyAnalytics(array $data): void
{
    global $analyticsSent;
    delay(20);
    echo "analytics sent: ", implode(",", $data), "\n";
    $analyticsSent = true;
}
function thirdPartyNotification(int $userId): void
{
    try {
        delay(60000); // hangs
        echo "notification never sent\n";
    } catch (Async\AsyncCancellation $e) {
        echo "notification for user $userId: ", get_class($e), ": ", $e->getMessage(), "\n";
        throw $e;
    }
}

$data = ['page' => 'home', 'ms' => 12];
$userId = 7;
$start = microtime(true);
$scope = new Scope();
$scope->finally(function () use ($start) {
    $ms = (microtime(true) - $start) * 1000;
    echo "scope finished after the 500 ms limit: ", var_export($ms >= 495, true), "\n";
});
$scope->spawn(fn() => thirdPartyAnalytics($data));
$scope->spawn(fn() => thirdPartyNotification($userId));

// Give them 500 ms to finish, then cancel.
$scope->disposeAfterTimeout(500);
echo "request answered: ", st($scope), "\n";
while (!$analyticsSent) {
    delay(1);
}
delay(1);
echo "meanwhile: ", st($scope), "\n";
$scope->awaitCompletion(timeout(60000));
delay(1);
echo "done: ", st($scope), " | ", rs(), "\n";
?>
--EXPECT--
request answered: active=2 zombies=0 closed=true cancelled=false disposeSafely=true
analytics sent: home,12
meanwhile: active=1 zombies=0 closed=true cancelled=false disposeSafely=true
notification for user 7: Async\AsyncCancellation: Scope disposal timeout
scope finished after the 500 ms limit: true
done: active=0 zombies=0 closed=true cancelled=true disposeSafely=true | global active=0 zombie=0
