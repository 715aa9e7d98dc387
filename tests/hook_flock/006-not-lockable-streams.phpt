--TEST--
flock(): streams that are not locked with flock(2) on a descriptor (memory, socket, user wrappers) give PHP's own results and warnings inside coroutines
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

class NoLock {
    public $context;
    function stream_open($path, $mode, $options, &$opened) { return true; }
}
class WithLock {
    public $context;
    function stream_open($path, $mode, $options, &$opened) { return true; }
    function stream_lock($operation) { echo "stream_lock($operation)\n"; return !($operation & LOCK_EX); }
}
stream_wrapper_register("nolock", "NoLock");
stream_wrapper_register("withlock", "WithLock");

function probe() {
    $memory = fopen("php://memory", "r+");
    var_dump(flock($memory, LOCK_EX, $wb), $wb);
    [$s] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
    var_dump(flock($s, LOCK_SH));
    var_dump(flock(fopen("nolock://x", "r"), LOCK_SH));
    $w = fopen("withlock://x", "r");
    var_dump(flock($w, LOCK_SH), flock($w, LOCK_EX | LOCK_NB, $wb), $wb);
    try {
        flock($memory, 4);
    } catch (ValueError $e) {
        echo $e->getMessage(), "\n";
    }
    $dir = opendir(__DIR__);
    var_dump(flock($dir, LOCK_SH));
}

echo "-- outside coroutines --\n";
probe();
echo "-- inside a coroutine --\n";
await(spawn('probe'));
?>
--EXPECTF--
-- outside coroutines --
bool(false)
int(0)
bool(false)

Warning: flock(): NoLock::stream_lock is not implemented! in %s on line %d
bool(false)
stream_lock(1)
stream_lock(6)
bool(true)
bool(false)
int(0)
flock(): Argument #2 ($operation) must be one of LOCK_SH, LOCK_EX, or LOCK_UN
bool(false)
-- inside a coroutine --
bool(false)
int(0)
bool(false)

Warning: flock(): NoLock::stream_lock is not implemented! in %s on line %d
bool(false)
stream_lock(1)
stream_lock(6)
bool(true)
bool(false)
int(0)
flock(): Argument #2 ($operation) must be one of LOCK_SH, LOCK_EX, or LOCK_UN
bool(false)
