--TEST--
opcache.preload: a preload script that runs coroutines itself (awaits one, sleeps, leaves one running) preloads; the coroutine it left finishes during preloading, and the script then runs with what was preloaded
--EXTENSIONS--
async
--SKIPIF--
<?php
require __DIR__ . '/opcache.inc';
if ($reason = opcache_skip_reason()) die($reason);
?>
--FILE--
<?php
require __DIR__ . '/opcache.inc';

$script = tempnam(sys_get_temp_dir(), 'preload');
file_put_contents($script, <<<'PHP'
<?php
echo preloaded_helper(), " ", implode(",", App\fan_out([1, 2], fn($x) => $x + 1)[0]), "\n";
echo Async\await(Async\spawn(fn() => "script coroutine")), "\n";
PHP);
echo opcache_run_preloaded(__DIR__ . '/preload_running.inc', $script);
unlink($script);
?>
--EXPECT--
awaited while preloading
preload script ends
left running by the preload script: finished before the script starts
helper 2,3
script coroutine
