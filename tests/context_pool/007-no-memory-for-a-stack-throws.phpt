--TEST--
When no memory can be mapped for another stack, spawn()ed coroutines fail with a catchable Async\AsyncException instead of the process dying, and coroutines start again once stacks are free
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
for ($i = 0; $i < 100000 && $error === null; $i++) {
    $c = spawn(function () use (&$release) { while (!$release) { delay(5); } return 1; });
    $held[] = $c;
    if ($i % 64 === 63) {
        suspend();          // let them start (and take their stacks)
        foreach ($held as $h) {
            if ($h->isCompleted()) {
                try { await($h); } catch (Async\AsyncException $e) { $error = $e; break; }
            }
        }
    }
}
echo get_class($error), "\n";
echo $error->getMessage(), "\n";
var_dump(count($held) > 64);
$release = true;
[$results, $errors] = await_all($held);
var_dump(count($results) + count($errors) === count($held), count($errors) > 0);
var_dump(await(spawn(fn () => "a stack again")));
?>
--EXPECT--
bool(true)
Async\AsyncException
Cannot start coroutine: no stack could be allocated: mmap failed: Cannot allocate memory (12); check the address space and memory limits (ulimit -v, vm.overcommit_memory) or lower async.stack_size
bool(true)
bool(true)
bool(true)
string(13) "a stack again"
