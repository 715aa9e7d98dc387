--TEST--
Xdebug develop mode: xdebug_get_function_stack() inside a coroutine shows that coroutine's own frames, the same before and after it suspends, also while other coroutines run in between; main's stack is unchanged
--EXTENSIONS--
async
--SKIPIF--
<?php
require __DIR__ . '/xdebug.inc';
if ($reason = xdebug_skip_reason()) die($reason);
?>
--FILE--
<?php
require __DIR__ . '/xdebug.inc';

echo xdebug_run('develop', <<<'PHP'
<?php
use function Async\{spawn, await, suspend};

// The base frame of a coroutine's stack is Xdebug's "{fiber:ADDRESS}" (a
// coroutine runs on a fiber context), at the line where that context was
// first entered: not the coroutine's, so it is left out here.
function frames(): string {
    $names = [];
    foreach (xdebug_get_function_stack() as $f) {
        $names[] = str_starts_with($f['function'], '{fiber:') ? '{fiber}'
            : (isset($f['class']) ? $f['class'] . '::' : '') . $f['function'] . '@' . $f['line'];
    }
    return implode(' > ', $names);
}
function inner(int $n): void {
    if ($n === 0) {
        echo "before suspend: ", frames(), "\n";
        suspend();
        echo "after resume:   ", frames(), "\n";
        return;
    }
    inner($n - 1);
}
class Worker {
    public function run(): void { inner(2); }
}
$c = spawn([new Worker, 'run']);
$d = spawn(function () {
    echo "other:          ", frames(), "\n";
    suspend();
    echo "other resumed:  ", frames(), "\n";
});
echo "main:           ", frames(), "\n";
await($c);
await($d);
echo "main after:     ", frames(), "\n";
PHP);
?>
--EXPECTF--
main:           {main}@0 > frames@33
before suspend: {fiber} > Worker::run@0 > inner@25 > inner@22 > inner@22 > frames@17
other:          {fiber} > {closure:%s003-function-stack-in-coroutines.child.php:28-32}@0 > frames@29
after resume:   {fiber} > Worker::run@0 > inner@25 > inner@22 > inner@22 > frames@19
other resumed:  {fiber} > {closure:%s003-function-stack-in-coroutines.child.php:28-32}@0 > frames@31
main after:     {main}@0 > frames@36
