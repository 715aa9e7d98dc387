--TEST--
Iterating a FileSystemWatcher suspends only the iterating coroutine; getIterator() returns an Iterator; close() ends the loop
--EXTENSIONS--
async
--FILE--
<?php
use Async\FileSystemWatcher;
use function Async\{spawn, await, delay};

$dir = sys_get_temp_dir() . '/async-fsw6-' . getmypid();
@mkdir($dir);
$watcher = new FileSystemWatcher($dir);
var_dump($watcher->getIterator() instanceof Iterator);
$reader = spawn(function () use ($watcher) {
    $n = 0;
    foreach ($watcher as $event) {
        $n++;
    }
    return "reader saw $n event(s), then the loop ended";
});
delay(20);
echo "main runs while the reader waits\n";
touch("$dir/x");
delay(30);
$watcher->close();
echo await($reader), "\n";
unlink("$dir/x");
rmdir($dir);
?>
--EXPECT--
bool(true)
main runs while the reader waits
reader saw 1 event(s), then the loop ended
