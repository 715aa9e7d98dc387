--TEST--
popen()/pclose() inside a coroutine: data, stream metadata, exit codes, warnings and errors exactly PHP's
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

function probe(): array
{
    $cases = [
        'read' => function () { $p = popen("printf 'abc\\ndef'; exit 3", 'r'); return [stream_get_contents($p), pclose($p)]; },
        'read rb' => function () { $p = popen('echo x', 'rb'); $m = stream_get_meta_data($p); return [fgets($p), $m['mode'], $m['stream_type'], $m['seekable'], pclose($p)]; },
        'write' => function () {
            $p = popen('wc -c; exit 4', 'w');
            ob_start();
            $n = fwrite($p, str_repeat('z', 100000));
            $code = pclose($p);
            return [$n, $code];
        },
        'killed' => function () { $p = popen('kill -9 $$', 'r'); return pclose($p); },
        'unread output' => function () { $p = popen('exec 2>/dev/null; echo never read', 'r'); return is_int(pclose($p)); },
        'empty command' => function () { $p = popen('', 'r'); return [stream_get_contents($p), pclose($p)]; },
        'mode x' => fn () => popen('echo', 'x'),
        'mode rw' => fn () => popen('echo', 'rw'),
        'mode r+' => fn () => popen('echo', 'r+'),
        'mode empty' => fn () => popen('echo', ''),
        'null byte' => fn () => popen("a\0b", 'r'),
        'pclose file' => function () { $f = fopen('php://memory', 'r'); return pclose($f); },
    ];
    $out = [];
    foreach ($cases as $name => $case) {
        $messages = [];
        set_error_handler(function ($no, $str) use (&$messages) { $messages[] = "$no: $str"; return true; });
        try {
            $result = str_replace("\n", '\n', var_export($case(), true));
        } catch (Throwable $e) {
            $result = get_class($e) . ': ' . $e->getMessage();
        }
        restore_error_handler();
        $out[$name] = [$result, $messages];
    }
    return $out;
}

$outside = probe();
$inside = await(spawn('probe'));
var_dump($outside === $inside);
foreach ($inside as $name => [$result, $messages]) {
    echo "$name => $result", $messages ? ' [' . implode('; ', $messages) . ']' : '', "\n";
}
?>
--EXPECT--
100000
100000
bool(true)
read => array (\n  0 => 'abc\ndef',\n  1 => 3,\n)
read rb => array (\n  0 => 'x\n',\n  1 => 'rb',\n  2 => 'STDIO',\n  3 => false,\n  4 => 0,\n)
write => array (\n  0 => 100000,\n  1 => 4,\n)
killed => 9
unread output => true
empty command => array (\n  0 => '',\n  1 => 0,\n)
mode x => ValueError: popen(): Argument #2 ($mode) must be one of "r", "rb", "w", or "wb"
mode rw => ValueError: popen(): Argument #2 ($mode) must be one of "r", "rb", "w", or "wb"
mode r+ => ValueError: popen(): Argument #2 ($mode) must be one of "r", "rb", "w", or "wb"
mode empty => false [2: popen(echo,): Invalid argument]
null byte => ValueError: popen(): Argument #1 ($command) must not contain any null bytes
pclose file => 0
