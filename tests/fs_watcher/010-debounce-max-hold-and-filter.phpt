--TEST--
FileSystemWatcher: with maxHoldMs a never-quiet burst is still delivered (one event at most maxHoldMs after its first change); the extension filter is case-insensitive, looks at the last path component and drops bursts of other files
--EXTENSIONS--
async
--FILE--
<?php
use Async\FileSystemWatcher;
use function Async\{spawn, delay, await};

$dir = sys_get_temp_dir() . '/async-fsw10-' . getmypid();
@mkdir("$dir/conf.d", 0777, true);

// Writes every 20 ms for 600 ms never leave 150 ms of quiet; maxHoldMs
// delivers anyway, while the burst goes on.
$watcher = new FileSystemWatcher($dir, debounceMs: 150, maxHoldMs: 200);
$writing = true;
$writer = spawn(function () use ($dir, &$writing) {
    $end = hrtime(true) + 600e6;
    for ($i = 0; hrtime(true) < $end; $i++) {
        file_put_contents("$dir/busy.txt", "$i");
        delay(20);
    }
    $writing = false;
});
foreach ($watcher as $event) {
    var_dump($event->filename, $writing);
    break;
}
await($writer);
$watcher->close();

// Only *.php counts, whatever the case; "conf.d/noext" has no extension.
$watcher = new FileSystemWatcher($dir, recursive: true, extensions: ['PHP']);
$raw = new FileSystemWatcher($dir, recursive: true, extensions: ['.php']);
file_put_contents("$dir/a.PHP", "x");
file_put_contents("$dir/b.php", "x");
file_put_contents("$dir/c.txt", "x");
file_put_contents("$dir/conf.d/noext", "x");
delay(200);
$watcher->close();
$raw->close();
$names = [];
foreach ($watcher as $event) {
    $names[$event->filename] = true;
}
ksort($names);
echo implode(',', array_keys($names)), "\n";
$names = [];
foreach ($raw as $event) {
    $names[$event->filename] = true;
}
ksort($names);
echo implode(',', array_keys($names)), "\n";

// A debounced burst of files the filter drops delivers nothing.
$debounced = new FileSystemWatcher($dir, debounceMs: 50, extensions: ['php']);
$n = 0;
spawn(function () use ($dir, $debounced) {
    file_put_contents("$dir/c.txt", "y");
    file_put_contents("$dir/d.log", "y");
    delay(300);
    $debounced->close();
});
foreach ($debounced as $event) {
    $n++;
}
var_dump($n);

foreach (['busy.txt', 'a.PHP', 'b.php', 'c.txt', 'd.log', 'conf.d/noext'] as $file) {
    unlink("$dir/$file");
}
rmdir("$dir/conf.d");
rmdir($dir);
?>
--EXPECT--
NULL
bool(true)
a.PHP,b.php
a.PHP,b.php
int(0)
