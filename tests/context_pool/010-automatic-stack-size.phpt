--TEST--
async.stack_size=0 gives 256 KiB stacks, fiber.stack_size when it was changed, async.stack_size when set; an overflow of the automatic size is reported with its size
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/../async_module.inc';

function child(string $ini, string $code): string
{
    $cmd = escapeshellarg(PHP_BINARY) . ' -n -d ' . escapeshellarg('extension=' . async_module_path())
        . " $ini -r " . escapeshellarg($code) . ' 2>&1';
    return trim((string) shell_exec($cmd));
}

$size = 'echo Async\runtime_stats()["fiber_stack_size"];';
echo "default: ", child('', $size), "\n";
echo "fiber.stack_size=1M: ", child('-d fiber.stack_size=1M', $size), "\n";
echo "async.stack_size=512K: ", child('-d async.stack_size=512K -d fiber.stack_size=1M', $size), "\n";

// About 675 bytes of C stack per level: 1,000 levels fit 4 MiB; 450 do not
// fit 256 KiB. Eight neighbours below it leave room for the overflow (more
// in the ASan and debug builds) before the chunk's guard page.
$deep = 'function depth(int $n): int { return $n ? array_map(fn ($x) => depth($x), [$n - 1])[0] + 1 : 0; }
    echo Async\await(Async\spawn(fn () => depth(1000))), "\n";';
echo "1000 levels, fiber.stack_size=4M: ", child('-d fiber.stack_size=4M', $deep), "\n";
$out = child('-d async.guarded_stacks=0', 'function depth(int $n): int { return $n ? array_map(fn ($x) => depth($x), [$n - 1])[0] + 1 : 0; }
    for ($i = 0; $i < 8; $i++) { Async\spawn(function () { Async\delay(100); echo "neighbour\n"; }); }
    echo Async\await(Async\spawn(function () { $d = depth(450); Async\delay(1); return $d; })), "\n";');
echo "450 levels, automatic: ", str_contains($out, 'Coroutine stack overflow: a coroutine needed more than its 265728 bytes of C stack') ? "overflow reported" : $out, "\n";
?>
--EXPECT--
default: 262144
fiber.stack_size=1M: 1048576
async.stack_size=512K: 524288
1000 levels, fiber.stack_size=4M: 1000
450 levels, automatic: overflow reported
