--TEST--
file_put_contents() with LOCK_EX: what PHP refuses (a stream that is not a regular file, a missing directory, a missing file's creation, the include path, open_basedir) gives PHP's own results and warnings inside coroutines
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

function probe($dir) {
    var_dump(file_put_contents("php://memory", "x", LOCK_EX));
    var_dump(file_put_contents("php://memory", "x", FILE_APPEND | LOCK_EX));
    var_dump(file_put_contents("$dir/missing-dir/file", "x", LOCK_EX));
    $new = "$dir/new-file";
    var_dump(file_put_contents($new, "created", LOCK_EX), file_get_contents($new));
    unlink($new);
    var_dump(file_put_contents("file://$dir/via-url", "url", LOCK_EX), file_get_contents("$dir/via-url"));
    var_dump(file_put_contents("file://$dir/via-url", "url", LOCK_EX), file_get_contents("$dir/via-url"));
    unlink("$dir/via-url");
    try {
        file_put_contents("$dir/x", "x", LOCK_EX, STDIN);
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
}

$dir = sys_get_temp_dir() . "/async-flock-" . getmypid();
mkdir($dir);
echo "-- outside coroutines --\n";
probe($dir);
echo "-- inside a coroutine --\n";
await(spawn('probe', $dir));

$outside = tempnam(sys_get_temp_dir(), "async-flock");
ini_set("open_basedir", __DIR__);
echo "-- open_basedir, outside coroutines --\n";
var_dump(file_put_contents($outside, "x", LOCK_EX));
echo "-- open_basedir, inside a coroutine --\n";
await(spawn(function () use ($outside) {
    var_dump(file_put_contents($outside, "x", LOCK_EX));
}));
?>
--CLEAN--
<?php
$dir = sys_get_temp_dir() . "/async-flock-" . getmypid();
@rmdir($dir);
?>
--EXPECTF--
-- outside coroutines --

Warning: file_put_contents(): Exclusive locks may only be set for regular files in %s on line %d
bool(false)

Warning: file_put_contents(): Exclusive locks are not supported for this stream in %s on line %d
bool(false)

Warning: file_put_contents(%s/missing-dir/file): Failed to open stream: No such file or directory in %s on line %d
bool(false)
int(7)
string(7) "created"
int(3)
string(3) "url"
int(3)
string(3) "url"
file_put_contents(): supplied resource is not a valid Stream-Context resource
-- inside a coroutine --

Warning: file_put_contents(): Exclusive locks may only be set for regular files in %s on line %d
bool(false)

Warning: file_put_contents(): Exclusive locks are not supported for this stream in %s on line %d
bool(false)

Warning: file_put_contents(%s/missing-dir/file): Failed to open stream: No such file or directory in %s on line %d
bool(false)
int(7)
string(7) "created"
int(3)
string(3) "url"
int(3)
string(3) "url"
file_put_contents(): supplied resource is not a valid Stream-Context resource
-- open_basedir, outside coroutines --

Warning: file_put_contents(): open_basedir restriction in effect. File(%s) is not within the allowed path(s): (%s) in %s on line %d

Warning: file_put_contents(%s): Failed to open stream: Operation not permitted in %s on line %d
bool(false)
-- open_basedir, inside a coroutine --

Warning: file_put_contents(): open_basedir restriction in effect. File(%s) is not within the allowed path(s): (%s) in %s on line %d

Warning: file_put_contents(%s): Failed to open stream: Operation not permitted in %s on line %d
bool(false)
