--TEST--
exec(), system(), passthru(), shell_exec() and backticks inside a coroutine: output, return values, result codes and errors exactly PHP's
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

function probe(): array
{
    $cases = [
        'exec lines' => function () { $r = exec("printf 'a  \\n\\nb \\t\\n'", $out, $code); return [$r, $out, $code]; },
        'exec no newline' => function () { $r = exec("printf 'x\\ny'", $out, $code); return [$r, $out, $code]; },
        'exec appends' => function () { $out = ['keep']; exec('echo more', $out); return $out; },
        'exec non-array out' => function () { $out = 'str'; exec('echo 1', $out); return $out; },
        'exec last line only' => fn () => exec("printf 'one\\ntwo  \\n'"),
        'exec empty output' => function () { $r = exec('true', $out, $code); return [$r, $out, $code]; },
        'exec status' => function () { exec('exit 3', $out, $code); return $code; },
        'exec killed' => function () { exec('kill -9 $$', $out, $code); return $code; },
        'exec long line' => fn () => strlen(exec("head -c 10000 /dev/zero | tr '\\0' x")),
        'system' => function () { ob_start(); $r = system("printf 'x\\ny '", $code); return [ob_get_clean(), $r, $code]; },
        'system status' => function () { ob_start(); $r = system('echo out; exit 4', $code); return [ob_get_clean(), $r, $code]; },
        'passthru' => function () { ob_start(); $r = passthru("printf 'raw\\0bytes'; exit 2", $code); return [bin2hex(ob_get_clean()), $r, $code]; },
        'shell_exec' => fn () => shell_exec("printf 'a\\nb'"),
        'shell_exec empty' => fn () => shell_exec('true'),
        'backticks' => fn () => `echo back`,
        'stderr not captured' => fn () => shell_exec('echo err 1>&2'),
        'exec empty' => fn () => exec(''),
        'system null byte' => fn () => system("a\0b"),
        'passthru empty' => fn () => passthru(''),
        'shell_exec empty cmd' => fn () => shell_exec(''),
        'shell_exec null byte' => fn () => shell_exec("a\0b"),
        'exec no args' => fn () => exec(...[]),
    ];
    $out = [];
    foreach ($cases as $name => $case) {
        $messages = [];
        set_error_handler(function ($no, $str) use (&$messages) { $messages[] = "$no: $str"; return true; });
        try {
            $result = str_replace("\n", '', var_export($case(), true));
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
err
err
bool(true)
exec lines => array (  0 => 'b',  1 =>   array (    0 => 'a',    1 => '',    2 => 'b',  ),  2 => 0,)
exec no newline => array (  0 => 'y',  1 =>   array (    0 => 'x',    1 => 'y',  ),  2 => 0,)
exec appends => array (  0 => 'keep',  1 => 'more',)
exec non-array out => array (  0 => '1',)
exec last line only => 'two'
exec empty output => array (  0 => '',  1 =>   array (  ),  2 => 0,)
exec status => 3
exec killed => 9
exec long line => 10000
system => array (  0 => 'xy ',  1 => 'y',  2 => 0,)
system status => array (  0 => 'out',  1 => 'out',  2 => 4,)
passthru => array (  0 => '726177006279746573',  1 => NULL,  2 => 2,)
shell_exec => 'ab'
shell_exec empty => NULL
backticks => 'back'
stderr not captured => NULL
exec empty => ValueError: exec(): Argument #1 ($command) cannot be empty
system null byte => ValueError: system(): Argument #1 ($command) must not contain any null bytes
passthru empty => ValueError: passthru(): Argument #1 ($command) cannot be empty
shell_exec empty cmd => ValueError: shell_exec(): Argument #1 ($command) cannot be empty
shell_exec null byte => ValueError: shell_exec(): Argument #1 ($command) must not contain any null bytes
exec no args => ArgumentCountError: exec() expects at least 1 argument, 0 given
