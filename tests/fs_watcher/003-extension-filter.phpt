--TEST--
FileSystemWatcher with an extension list reports only those files; coalesce=false reports every change
--EXTENSIONS--
async
--FILE--
<?php
use Async\FileSystemWatcher;
use function Async\delay;

$dir = sys_get_temp_dir() . '/async-fsw3-' . getmypid();
@mkdir($dir);
$watcher = new FileSystemWatcher($dir, extensions: ['php', '.json']);
$all = new FileSystemWatcher($dir, coalesce: false);
foreach (['a.php', 'b.txt', 'c.json', 'noext'] as $name) {
    file_put_contents("$dir/$name", 'x');
}
delay(50);
$watcher->close();
$all->close();
$names = [];
foreach ($watcher as $event) {
    $names[$event->filename] = true;
}
ksort($names);
echo implode(',', array_keys($names)), "\n";
$count = 0;
foreach ($all as $event) {
    $count++;
}
var_dump($count > 4);
foreach (['a.php', 'b.txt', 'c.json', 'noext'] as $name) {
    unlink("$dir/$name");
}
rmdir($dir);
?>
--EXPECT--
a.php,c.json
bool(true)
