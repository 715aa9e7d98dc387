--TEST--
When no memory can be mapped for another stack, spawn() throws a catchable Async\AsyncException (the coroutines it accepted before all run to the end) instead of the process dying, and spawning works again once stacks are free
--EXTENSIONS--
async
posix
--INI--
async.guarded_stacks=0
async.stack_size=128K
async.pool_max=0
--FILE--
<?php
use function Async\{spawn, await, await_all, delay, suspend};

preg_match('/VmSize:\s+(\d+)/', file_get_contents('/proc/self/status'), $m);
$limit = ((int) $m[1] + 48 * 1024) * 1024;   // 48 MiB more address space
var_dump(posix_setrlimit(POSIX_RLIMIT_AS, $limit, $limit));

$release = false;
$held = [];
$error = null;
for ($i = 0; $i < 100000; $i++) {
    try {
        $held[] = spawn(function () use (&$release) { while (!$release) { delay(5); } return 1; });
    } catch (Async\AsyncException $e) {
        $error = $e;
        break;
    }
    if ($i % 64 === 63) {
        suspend();          // let them start (and take their stacks)
    }
}
echo get_class($error), "\n";
echo $error->getMessage(), "\n";
var_dump(count($held) > 64);
$release = true;
[$results, $errors] = await_all($held);
// Every coroutine spawn() accepted got its stack and ran to the end.
var_dump(count($results) === count($held), count($errors));
var_dump(await(spawn(fn () => "a stack again")));
?>
--EXPECT--
bool(true)
Async\AsyncException
Cannot spawn coroutine: no stack could be reserved: mmap failed: Cannot allocate memory (12); check the address space and memory limits (ulimit -v, vm.overcommit_memory) or lower async.stack_size
bool(true)
bool(true)
int(0)
string(13) "a stack again"
