--TEST--
FileSystemWatcher with debounceMs holds changes until the directory has been quiet that long
--EXTENSIONS--
async
--FILE--
<?php
use Async\FileSystemWatcher;
use function Async\{spawn, delay};

$dir = sys_get_temp_dir() . '/async-fsw5-' . getmypid();
@mkdir($dir);
$watcher = new FileSystemWatcher($dir, debounceMs: 100);
$start = hrtime(true);
spawn(function () use ($dir) {
    for ($i = 0; $i < 4; $i++) {
        file_put_contents("$dir/f.txt", "$i");
        delay(30);
    }
});
foreach ($watcher as $event) {
    $ms = (hrtime(true) - $start) / 1e6;
    // The last write is at ~90 ms, so nothing is delivered before ~190 ms.
    var_dump($event->filename, $ms >= 180);
    break;
}
$watcher->close();
unlink("$dir/f.txt");
rmdir($dir);
?>
--EXPECT--
string(5) "f.txt"
bool(true)
