--TEST--
fopen('php://stdin') and fopen('php://fd/0') read cooperatively like STDIN; php://memory and php://temp are left as PHP makes them
--EXTENSIONS--
async
--INI--
pcre.jit=0
--SKIPIF--
<?php if (!is_readable('/proc/self/cmdline')) die('skip needs /proc/self/cmdline'); ?>
--FILE--
<?php
use function Async\{spawn, await_all, delay};

if (($argv[1] ?? '') === 'child') {
    $streams = ['php://stdin' => fopen('php://stdin', 'r'), 'php://fd/0' => fopen('php://fd/0', 'r'),
        'php://memory' => fopen('php://memory', 'w+'), 'php://temp' => fopen('php://temp', 'w+')];
    foreach ($streams as $url => $stream) {
        $meta = stream_get_meta_data($stream);
        echo "$url: {$meta['wrapper_type']} {$meta['stream_type']}\n";
    }
    foreach (['php://stdin', 'php://fd/0'] as $i => $url) {
        $done = false;
        [$results] = await_all([
            spawn(function () use ($streams, $url, &$done) {
                $line = fgets($streams[$url]);
                $done = true;
                return $line;
            }),
            spawn(function () use ($i, &$done) {
                echo "tick $i\n";
                while (!$done) {
                    delay(5);
                }
            }),
        ]);
        var_dump($results[0]);
    }
    var_dump(await_all([spawn(function () use ($streams) {
        $r = [];
        foreach (['php://memory', 'php://temp'] as $url) {
            fwrite($streams[$url], "kept in $url\n");
            rewind($streams[$url]);
            $r[] = fgets($streams[$url]);
        }
        return $r;
    })])[0][0]);
    exit;
}

require __DIR__ . '/child.inc';
$proc = proc_open(child_argv(__FILE__), [['pipe', 'r'], ['pipe', 'w'], ['redirect', 1]], $pipes);
echo read_until($pipes[1], "tick 0\n");
fwrite($pipes[0], "through php://stdin\n");
echo read_until($pipes[1], "tick 1\n");
fwrite($pipes[0], "through php://fd/0\n");
fclose($pipes[0]);
echo stream_get_contents($pipes[1]);
fclose($pipes[1]);
var_dump(proc_close($proc));
?>
--EXPECT--
php://stdin: PHP STDIO
php://fd/0: PHP STDIO
php://memory: PHP MEMORY
php://temp: PHP TEMP
tick 0
string(20) "through php://stdin
"
tick 1
string(19) "through php://fd/0
"
array(2) {
  [0]=>
  string(21) "kept in php://memory
"
  [1]=>
  string(19) "kept in php://temp
"
}
int(0)
