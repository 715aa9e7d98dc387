--TEST--
the throw-on-warning mode of an internal constructor suspended in one coroutine does not leak into another
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

class SlowWrapper {
    public $context;
    public function stream_open($path, $mode, $options, &$opened) { delay(50); return true; }
    public function stream_stat() { return []; }
    public function url_stat($path, $flags) { return ['mode' => 0100644, 'size' => 0]; }
    public function stream_eof() { return true; }
    public function stream_read($n) { return ''; }
}
stream_wrapper_register('slow', 'SlowWrapper');

// SplFileObject's constructor turns warnings into exceptions while it runs;
// here it suspends half-way, inside the wrapper.
$a = spawn(fn() => get_class(new SplFileObject('slow://file')));
$b = spawn(function () {
    $r = @file_get_contents('/nonexistent/file');
    return $r === false ? 'plain warning' : 'unexpected';
});
var_dump(await($b), await($a));
?>
--EXPECT--
string(13) "plain warning"
string(13) "SplFileObject"
