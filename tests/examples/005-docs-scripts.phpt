--TEST--
docs/*.md: every code block that is a complete script (starts with <?php) runs, and prints exactly the output block that follows it
--EXTENSIONS--
async
--INI--
pcre.jit=0
--FILE--
<?php
/* A complete script in the docs is a ```php block whose first line is
 * "<?php". When a ```text block follows it (only blank lines or one line
 * of prose between), that is its output: the script runs as
 * /app/example.php as far as the output can tell (the temporary directory
 * is replaced by /app), with posix and pcntl when installed, and must print
 * exactly that. Without an output block it must exit with status 0. */
require __DIR__ . '/../async_module.inc';

$ini = ['-n', '-d', 'pcre.jit=0', '-d', 'extension=' . async_module_path()];   // PCRE's JIT reads past strings (valgrind)
foreach (['posix', 'pcntl'] as $ext) {
    $so = ini_get('extension_dir') . "/$ext.so";
    if (!extension_loaded($ext) || !is_file($so)) {
        continue;
    }
    $ini[] = '-d';
    $ini[] = "extension=$so";
}
$dir = sys_get_temp_dir() . '/async-docs-' . getmypid();
@mkdir($dir);

$scripts = 0;
$failures = [];
foreach (glob(__DIR__ . '/../../docs/*.md') as $doc) {
    $text = file_get_contents($doc);
    preg_match_all('/^```php\n(<\?php\n.*?)^```\n(?:\n?(?:[^`\n][^\n]*\n)?\n?```text\n(.*?)^```\n)?/ms', $text, $blocks, PREG_SET_ORDER | PREG_OFFSET_CAPTURE);
    foreach ($blocks as $block) {
        $scripts++;
        $line = substr_count(substr($text, 0, $block[0][1]), "\n") + 1;
        $where = basename($doc) . ":$line";
        file_put_contents("$dir/example.php", $block[1][0]);
        $cmd = array_merge([PHP_BINARY], $ini, ["$dir/example.php"]);
        $proc = proc_open($cmd, [1 => ['pipe', 'w'], 2 => ['redirect', 1]], $pipes, $dir);
        $out = stream_get_contents($pipes[1]);
        fclose($pipes[1]);
        $status = proc_close($proc);
        $out = str_replace($dir, '/app', $out);
        if (isset($block[2])) {
            if ($out !== $block[2][0]) {
                $failures[] = "$where: output differs\n--- expected\n{$block[2][0]}--- got\n$out";
            }
        } elseif ($status !== 0) {
            $failures[] = "$where: exit status $status\n$out";
        }
    }
}
@unlink("$dir/example.php");
@rmdir($dir);
echo $failures ? implode("\n", $failures) : "ok\n";
var_dump($scripts >= 17);
?>
--EXPECT--
ok
bool(true)
