--TEST--
300,000 coroutines parked at once at the kernel's default settings (vm.max_map_count 65530): they all start, wait and finish, the stacks take a few hundred memory mappings, not one or two per coroutine
--EXTENSIONS--
async
--SKIPIF--
<?php
preg_match('/MemAvailable:\s+(\d+) kB/', @file_get_contents('/proc/meminfo') ?: '', $m);
if (isset($m[1]) && (int) $m[1] < 4 * 1024 * 1024) {
    die('skip needs about 4 GiB of free RAM (300,000 coroutines at ~6 KiB each, twice that under valgrind)');
}
?>
--INI--
memory_limit=-1
; 128 KiB stacks: 300,000 of the default 2 MiB are 600 GiB of address space,
; more than valgrind manages (the kernel's default settings take either).
async.stack_size=128K
async.guarded_stacks=0
--FILE--
<?php
use function Async\{spawn, delay, await_all};

// Under valgrind (USE_ZEND_ALLOC=0) a tenth: 300,000 would outlast the
// test timeout there, and what valgrind checks (memory) is the same.
$n = getenv('USE_ZEND_ALLOC') === '0' ? 30000 : 300000;
$started = 0;
$coroutines = [];
for ($i = 0; $i < $n; $i++) {
    $coroutines[] = spawn(function () use (&$started) {
        $started++;
        delay(200);
        return 1;
    });
}
Async\suspend();   // every one of them runs once and parks in delay()
$stats = Async\runtime_stats();
echo "started: ", $started === $n ? "all" : $started, "\n";
echo "stacks held: ", $stats['contexts_in_use'] >= $n ? "all" : $stats['contexts_in_use'], "\n";
echo "guarded stacks: {$stats['stacks_guarded']}\n";
echo "mappings for the stacks: ", $stats['stack_mappings'] < 1000 ? "< 1000" : $stats['stack_mappings'], "\n";
echo "process mappings: ", count(file('/proc/self/maps')) < 5000 ? "< 5000" : "too many", "\n";
[$results, $errors] = await_all($coroutines);
echo "finished: ", array_sum($results) === $n ? "all" : array_sum($results), ", errors: ", count($errors), "\n";
?>
--EXPECT--
started: all
stacks held: all
guarded stacks: 0
mappings for the stacks: < 1000
process mappings: < 5000
finished: all, errors: 0
