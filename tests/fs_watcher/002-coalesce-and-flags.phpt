--TEST--
FileSystemWatcher coalesces changes to one file made before they are read; a rename sets renamed
--EXTENSIONS--
async
--FILE--
<?php
use Async\FileSystemWatcher;
use function Async\delay;

$dir = sys_get_temp_dir() . '/async-fsw2-' . getmypid();
@mkdir($dir);
touch("$dir/data.log");
$watcher = new FileSystemWatcher($dir);
for ($i = 0; $i < 5; $i++) {
    file_put_contents("$dir/data.log", "line $i\n", FILE_APPEND);
}
rename("$dir/data.log", "$dir/moved.log");
delay(50);
$watcher->close();
$events = [];
foreach ($watcher as $event) {
    $events[$event->filename] = [$event->renamed, $event->changed];
}
ksort($events);
var_dump($events);
unlink("$dir/moved.log");
rmdir($dir);
?>
--EXPECT--
array(2) {
  ["data.log"]=>
  array(2) {
    [0]=>
    bool(true)
    [1]=>
    bool(true)
  }
  ["moved.log"]=>
  array(2) {
    [0]=>
    bool(true)
    [1]=>
    bool(false)
  }
}
