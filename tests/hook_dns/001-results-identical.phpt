--TEST--
gethostbyname(), gethostbynamel() and gethostbyaddr() inside a coroutine give exactly PHP's results, warnings and errors
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

function probe(): array
{
    $cases = [
        'byname localhost' => fn () => gethostbyname('localhost'),
        'byname ip' => fn () => gethostbyname('127.0.0.1'),
        'byname unknown' => fn () => gethostbyname('no-such-host.invalid'),
        'byname empty' => fn () => gethostbyname(''),
        'byname too long' => fn () => strlen(gethostbyname(str_repeat('a', 256))),
        'byname null byte' => fn () => gethostbyname("a\0b"),
        'byname array' => fn () => gethostbyname([]),
        'bynamel localhost' => fn () => gethostbynamel('localhost'),
        'bynamel unknown' => fn () => gethostbynamel('no-such-host.invalid'),
        'bynamel too long' => fn () => gethostbynamel(str_repeat('a', 256)),
        'byaddr 127.0.0.1' => fn () => gethostbyaddr('127.0.0.1'),
        'byaddr ::1' => fn () => gethostbyaddr('::1'),
        'byaddr invalid' => fn () => gethostbyaddr('not an ip'),
        'byaddr empty' => fn () => gethostbyaddr(''),
        'byaddr null byte' => fn () => gethostbyaddr("1\0"),
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
bool(true)
byname localhost => '127.0.0.1'
byname ip => '127.0.0.1'
byname unknown => 'no-such-host.invalid'
byname empty => ''
byname too long => 256 [2: gethostbyname(): Host name cannot be longer than 255 characters]
byname null byte => ValueError: gethostbyname(): Argument #1 ($hostname) must not contain any null bytes
byname array => TypeError: gethostbyname(): Argument #1 ($hostname) must be of type string, array given
bynamel localhost => array (  0 => '127.0.0.1',)
bynamel unknown => false
bynamel too long => false [2: gethostbynamel(): Host name cannot be longer than 255 characters]
byaddr 127.0.0.1 => 'localhost'
byaddr ::1 => '::1'
byaddr invalid => false [2: gethostbyaddr(): Address is not a valid IPv4 or IPv6 address]
byaddr empty => false [2: gethostbyaddr(): Address is not a valid IPv4 or IPv6 address]
byaddr null byte => ValueError: gethostbyaddr(): Argument #1 ($ip) must not contain any null bytes
