--TEST--
Recursive FileSystemWatcher (emulated on Linux): changes anywhere in the tree are reported relative to the watched path; subdirectories created later are watched, removed ones dropped and a recreated path watched again; symbolic links are not followed
--EXTENSIONS--
async
--SKIPIF--
<?php if (PHP_OS_FAMILY === 'Windows') die('skip symlinks'); ?>
--FILE--
<?php
use Async\FileSystemWatcher;
use function Async\{spawn, delay, await};

$root = sys_get_temp_dir() . '/async-fsw9-' . getmypid();
$outside = "$root-outside";
@mkdir("$root/sub/deep", 0777, true);
@mkdir($outside);
symlink($outside, "$root/link");
$watcher = new FileSystemWatcher($root, recursive: true);
$seen = [];
$reader = spawn(function () use ($watcher, $root, &$seen) {
    foreach ($watcher as $event) {
        if ($event->path !== $root) {
            echo "wrong path $event->path\n";
        }
        $seen[$event->filename] = true;
    }
});
$step = function (string $what, callable $do) use (&$seen) {
    $seen = [];
    $do();
    delay(100);
    return $seen;
};

$s = $step('nested', fn () => file_put_contents("$root/sub/deep/nested.txt", "x"));
var_dump(isset($s['sub/deep/nested.txt']));

// A directory created after the start, and a file in it.
$s = $step('mkdir', fn () => mkdir("$root/new"));
var_dump(isset($s['new']));
$s = $step('in new', fn () => file_put_contents("$root/new/file.txt", "x"));
var_dump(isset($s['new/file.txt']));

// A tree created at once: what it held before its watch existed is reported too.
$s = $step('tree', function () use ($root) {
    mkdir("$root/t1/t2", 0777, true);
    file_put_contents("$root/t1/t2/early.txt", "x");
});
var_dump(isset($s['t1']), isset($s['t1/t2/early.txt']));
$s = $step('in tree', fn () => file_put_contents("$root/t1/t2/late.txt", "x"));
var_dump(isset($s['t1/t2/late.txt']));

// Removed and recreated at the same path.
$s = $step('remove', function () use ($root) {
    unlink("$root/sub/deep/nested.txt");
    rmdir("$root/sub/deep");
});
var_dump(isset($s['sub/deep']));
$s = $step('recreate', fn () => mkdir("$root/sub/deep"));
$s = $step('in recreated', fn () => file_put_contents("$root/sub/deep/again.txt", "x"));
var_dump(isset($s['sub/deep/again.txt']));

// Not followed: changes behind the symbolic link are not reported.
$s = $step('behind link', fn () => file_put_contents("$outside/hidden.txt", "x"));
var_dump($s === []);

$watcher->close();
await($reader);
exec('rm -rf ' . escapeshellarg($root) . ' ' . escapeshellarg($outside));
echo "done\n";
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
done
