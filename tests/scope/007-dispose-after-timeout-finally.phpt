--TEST--
disposeAfterTimeout(): finally handlers of the scope and of its closed ancestors run when everything finishes before the timer
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, suspend};

$log = [];
$parent = new Scope();
$parent->finally(function (Scope $s) use ($parent, &$log) {
    $log[] = "parent finally, same=" . var_export($s === $parent, true);
});
$s = Scope::inherit($parent);
$s->finally(function (Scope $sc) use ($s, &$log) {
    $log[] = "child finally, same=" . var_export($sc === $s, true);
});
$s->spawn(function () {
    delay(20);
    echo "work done\n";
});
$s->disposeAfterTimeout(60000);
$parent->disposeAfterTimeout(60000);
for ($i = 0; $i < 300 && count($log) < 2; $i++) {
    delay(1);
}
sort($log);
echo implode("\n", $log), "\n";
echo "main end\n";
?>
--EXPECT--
work done
child finally, same=true
parent finally, same=true
main end
