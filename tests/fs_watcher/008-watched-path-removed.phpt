--TEST--
FileSystemWatcher: when the watched directory or file is removed or replaced, the iteration ends after the pending events and the watcher is closed (was: waited forever)
--EXTENSIONS--
async
--FILE--
<?php
use Async\FileSystemWatcher;
use function Async\{spawn, delay, await};

function watch(FileSystemWatcher $watcher): Async\Coroutine {
    // Closing after 3 s stands for "never ends": the loop must end by itself.
    $watchdog = spawn(function () use ($watcher) {
        delay(3000);
        echo "still waiting\n";
        $watcher->close();
    });
    return spawn(function () use ($watcher, $watchdog) {
        $names = [];
        foreach ($watcher as $event) {
            $names[] = $event->filename;
        }
        $watchdog->cancel();
        return $names;
    });
}

$base = sys_get_temp_dir() . '/async-fsw8-' . getmypid();

// The watched directory removed.
@mkdir($base);
$watcher = new FileSystemWatcher($base);
$reader = watch($watcher);
delay(20);
touch("$base/a.txt");
delay(50);
unlink("$base/a.txt");
rmdir($base);
$names = await($reader);
var_dump(in_array("a.txt", $names, true), $watcher->isClosed());

// The watched file removed.
touch($base);
$watcher = new FileSystemWatcher($base);
$reader = watch($watcher);
delay(20);
unlink($base);
await($reader);
var_dump($watcher->isClosed());

// The watched directory replaced by another one of the same name.
@mkdir($base);
$watcher = new FileSystemWatcher($base);
$reader = watch($watcher);
delay(20);
rename($base, "$base-old");
mkdir($base);
await($reader);
var_dump($watcher->isClosed());
rmdir($base);
rmdir("$base-old");
echo "done\n";
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
done
