--TEST--
FileSystemWatcher reports a file created and changed in the watched directory as FileSystemEvent objects
--EXTENSIONS--
async
--FILE--
<?php
use Async\{FileSystemWatcher, FileSystemEvent};
use function Async\{spawn, delay};

$dir = sys_get_temp_dir() . '/async-fsw-' . getmypid();
@mkdir($dir);
$watcher = new FileSystemWatcher($dir);
var_dump($watcher->isClosed(), $watcher instanceof Async\Awaitable, $watcher instanceof IteratorAggregate);
spawn(function () use ($dir, $watcher) {
    delay(20);
    file_put_contents("$dir/a.txt", "hello");
    delay(50);
    $watcher->close();
});
$seen = [];
foreach ($watcher as $event) {
    var_dump($event instanceof FileSystemEvent, $event->path === $dir);
    $seen[$event->filename] = true;
}
var_dump(array_keys($seen), $watcher->isClosed());
unlink("$dir/a.txt");
rmdir($dir);
?>
--EXPECT--
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
array(1) {
  [0]=>
  string(5) "a.txt"
}
bool(true)
