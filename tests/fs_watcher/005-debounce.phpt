--TEST--
FileSystemWatcher with debounceMs holds a burst of changes until the directory has been quiet that long, then delivers it as one event without a file name
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
spawn(function () use ($dir, $watcher) {
    for ($i = 0; $i < 4; $i++) {
        file_put_contents("$dir/f$i.txt", "$i");
        delay(30);
    }
    delay(400);
    // A second burst after the quiet period is a second event.
    file_put_contents("$dir/f0.txt", "again");
    delay(400);
    $watcher->close();
});
$n = 0;
foreach ($watcher as $event) {
    $ms = (hrtime(true) - $start) / 1e6;
    if ($n++ === 0) {
        // The last write is at ~90 ms, so nothing is delivered before ~190 ms.
        var_dump($event->filename, $event->renamed, $event->changed, $ms >= 180);
    } else {
        var_dump($event->filename, $event->renamed, $event->changed);
    }
}
var_dump($n);
foreach (glob("$dir/*") as $file) {
    unlink($file);
}
rmdir($dir);
?>
--EXPECT--
NULL
bool(true)
bool(true)
bool(true)
NULL
bool(false)
bool(true)
int(2)
