--TEST--
file_put_contents() with LOCK_EX, flock() and SplFileObject::flock() (of a subclass) of several coroutines wait for one lock another process holds; once it is released each gets it in turn (a lock taken by one coroutine's wait never blocks another's file_put_contents())
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, await_all, delay};

$file = tempnam(sys_get_temp_dir(), "async-flock");
$code = '$fp = fopen($argv[1], "c"); flock($fp, LOCK_EX); echo "locked\n";'
    . ' $r = [STDIN]; $w = $e = null; stream_select($r, $w, $e, 10);'
    . ' flock($fp, LOCK_UN); echo "released\n";';
$child = proc_open([getenv('TEST_PHP_EXECUTABLE') ?: PHP_BINARY, '-n', '-r', $code, $file],
    [0 => ['pipe', 'r'], 1 => ['pipe', 'w']], $pipes);
echo "child: ", fgets($pipes[1]);

// A class declared at run time inherits the cooperative SplFileObject::flock().
class Journal extends SplFileObject {}

$ticks = 0;
$writers = [];
for ($round = 0; $round < 3; $round++) {
    foreach (["a", "b", "c"] as $name) {
        $writers[] = spawn(function () use ($file, $name, $round, &$ticks) {
            $written = file_put_contents($file, "put $name$round\n", FILE_APPEND | LOCK_EX);
            return $ticks >= 5 ? $written : "early";
        });
    }
    $writers[] = spawn(function () use ($file, $round, &$ticks) {
        $fp = fopen($file, "a");
        $locked = flock($fp, LOCK_EX);
        fwrite($fp, "flock $round\n");
        flock($fp, LOCK_UN);
        fclose($fp);
        return $ticks >= 5 ? $locked : "early";
    });
    $writers[] = spawn(function () use ($file, $round, &$ticks) {
        $object = new Journal($file, "a");
        $locked = $object->flock(LOCK_EX);
        $object->fwrite("spl $round\n");
        $object->flock(LOCK_UN);
        return $ticks >= 5 ? $locked : "early";
    });
}
for ($ticks = 0; $ticks < 5; $ticks++) {
    delay(10); // every writer waits for the child's lock, alone
}
fwrite($pipes[0], "go\n");
[$results] = await_all($writers);
echo "child: ", fgets($pipes[1]);
echo implode(" ", array_map('var_export', $results, array_fill(0, count($results), true))), "\n";
$lines = file($file, FILE_IGNORE_NEW_LINES);
sort($lines);
echo implode("\n", $lines), "\n";
fclose($pipes[0]);
fclose($pipes[1]);
var_dump(proc_close($child));
unlink($file);
?>
--EXPECT--
child: locked
child: released
7 7 7 true true 7 7 7 true true 7 7 7 true true
flock 0
flock 1
flock 2
put a0
put a1
put a2
put b0
put b1
put b2
put c0
put c1
put c2
spl 0
spl 1
spl 2
int(0)
